import { api } from '../../../lib/api-client';
import type { AnswerInput, CannedAnswer, Clarification } from './types';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/get-contest-clarification-queue?cid` (contest admins): open questions first. */
export const getClarificationQueue = (cid: number, signal?: AbortSignal) =>
  api.get<Clarification[]>('/get-contest-clarification-queue', {
    params: { cid },
    silent: true,
    ...withSignal(signal),
  });

/** `PUT /api/claim-contest-clarification {cid, id}`: this judge takes the question. */
export const claimClarification = (cid: number, id: number) =>
  api.put<null>('/claim-contest-clarification', { cid, id });

/** `PUT /api/answer-contest-clarification {cid, id, answer, toAll, category}`. */
export const answerClarification = (cid: number, id: number, input: AnswerInput) =>
  api.put<null>('/answer-contest-clarification', { cid, id, ...input }, { silent: true });

/** `POST /api/post-contest-clarification {cid, pid, content}`: the jury tells everyone. */
export const postClarification = (cid: number, pid: string | null, content: string) =>
  api.post<{ id: number }>(
    '/post-contest-clarification',
    { cid, pid, content, category: null },
    { silent: true },
  );

/** `GET /api/get-clarification-canned-answers`: the standard answers, in both languages. */
export const getCannedAnswers = (signal?: AbortSignal) =>
  api.get<CannedAnswer[]>('/get-clarification-canned-answers', {
    silent: true,
    ...withSignal(signal),
  });
