import { api } from '../../../lib/api-client';

/** `GET /api/admin/judge/rejudge-contest-problem?cid&pid` (root): rejudges all its runs. */
export const rejudgeContestProblem = (cid: number, pid: number) =>
  api.get<null>('/admin/judge/rejudge-contest-problem', { params: { cid, pid } });
