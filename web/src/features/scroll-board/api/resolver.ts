import { api } from '../../../lib/api-client';
import type { MedalCounts } from '../medals';

/** One cell the shared reveal opened; `step` counts the cells open after it. */
export interface ResolverStep {
  step: number;
  uid: string;
  pid: string;
}

/** The contest's shared projector reveal, as a (re)loaded screen resumes it. */
export interface ResolverState {
  cid: number;
  started: boolean;
  removeStar: boolean;
  medals: MedalCounts | null;
  steps: ResolverStep[];
}

/** `GET /api/get-contest-resolver` (contest admins). Errors are shown in place: silent. */
export const getResolverState = (cid: number, signal?: AbortSignal) =>
  api.get<ResolverState>('/get-contest-resolver', {
    params: { cid },
    silent: true,
    ...(signal ? { signal } : {}),
  });

/** `POST /api/start-contest-resolver`: every screen follows these options from now on. */
export const startResolver = (cid: number, removeStar: boolean, medals: MedalCounts) =>
  api.post<ResolverState>(
    '/start-contest-resolver',
    { cid, removeStar, ...medals },
    { silent: true },
  );

/** `POST /api/reset-contest-resolver`: back to the frozen board, on every screen. */
export const resetResolver = (cid: number) =>
  api.post<ResolverState>('/reset-contest-resolver', { cid }, { silent: true });
