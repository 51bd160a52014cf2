import { api } from '../../../lib/api-client';
import type { PlagiarismProblem } from './types';

/** `GET /api/get-contest-problem?cid`: the problems to pick from, in display order. */
export const getContestProblems = (cid: number) =>
  api.get<PlagiarismProblem[]>('/get-contest-problem', { params: { cid }, silent: true });
