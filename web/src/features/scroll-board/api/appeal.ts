import { api } from '../../../lib/api-client';
import type { ScoreboardRowDto } from '@oj/events/scoring';

/** `GET /api/get-contest-appeal-view`: what one team saw at one moment (contest admins). */
export interface AppealView {
  atTime: number;
  uid: string;
  board: { records: ScoreboardRowDto[]; sealed: boolean; total: number };
  submissions: {
    submitId: number;
    displayId: string;
    submitTime: string;
    status: number;
    score: number | null;
    time: number | null;
  }[];
  announcements: { id: number; title: string; content: string; createdAt: string }[];
  questions: {
    id: number;
    content: string;
    createdAt: string;
    answers: { id: number; fromName: string; content: string; createdAt: string }[];
  }[];
}

export const getAppealView = (
  q: { cid: number; username: string; atTime: number },
  signal?: AbortSignal,
) =>
  api.get<AppealView>(
    `/get-contest-appeal-view?cid=${q.cid}&username=${encodeURIComponent(q.username)}&atTime=${q.atTime}`,
    { silent: true, ...(signal ? { signal } : {}) },
  );
