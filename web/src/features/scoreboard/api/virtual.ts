import { api } from '../../../lib/api-client';
import type { BoardPage } from './types';

/** A user's virtual run of a finished contest, as the server clocks it. */
export interface VirtualRun {
  startedAt: string;
  endsAt: string;
  running: boolean;
  /** The server's time when it answered. */
  now: string;
}

/** The board of a virtual run: the others at the same elapsed second, and the run's own row. */
export interface VirtualBoardPage extends BoardPage {
  elapsed: number;
  duration: number;
  /** Milliseconds until someone else's row next changes; null when nothing more happens. */
  nextChangeIn: number | null;
  uid: string;
}

export const getContestVirtual = (cid: number, signal?: AbortSignal) =>
  api.get<VirtualRun | null>(`/get-contest-virtual?cid=${cid}`, {
    silent: true,
    ...(signal ? { signal } : {}),
  });

export const startContestVirtual = (cid: number) =>
  api.post<VirtualRun>('/start-contest-virtual', { cid }, { silent: true });

export const getVirtualBoard = (
  body: { cid: number; currentPage: number; limit: number },
  signal?: AbortSignal,
) =>
  api.post<VirtualBoardPage>(
    '/get-contest-virtual-board',
    { ...body, keyword: '' },
    { silent: true, ...(signal ? { signal } : {}) },
  );
