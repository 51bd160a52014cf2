import { api } from '../../../lib/api-client';
import type { Clarification, ClarificationProblem } from './types';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/get-contest-clarifications?cid`: own questions, answers to all, jury posts. */
export const getContestClarifications = (cid: number, signal?: AbortSignal) =>
  api.get<Clarification[]>('/get-contest-clarifications', {
    params: { cid },
    silent: true,
    ...withSignal(signal),
  });

/** `POST /api/submit-contest-clarification {cid, pid, content}`; pid null for a general one. */
export const submitContestClarification = (cid: number, pid: string | null, content: string) =>
  api.post<{ id: number }>(
    '/submit-contest-clarification',
    { cid, pid, content },
    { silent: true },
  );

/** `GET /api/get-contest-problem?cid`: the problems a question may be about. */
export const getClarificationProblems = (cid: number, signal?: AbortSignal) =>
  api.get<ClarificationProblem[]>('/get-contest-problem', {
    params: { cid },
    silent: true,
    ...withSignal(signal),
  });
