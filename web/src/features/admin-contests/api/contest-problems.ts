import { api } from '../../../lib/api-client';
import type { ContestProblemLook, ContestProblemRow, Page, PublicProblem } from './types';

export const PROBLEM_PAGE_SIZE = 10;

interface ProblemEntity {
  id: number | string;
  problemId: string;
  title: string;
  type: number;
}

interface ContestProblemAnswer {
  problemList: Page<ProblemEntity>;
  contestProblemMap: Record<string, ContestProblemLook>;
}

/**
 * `GET /api/admin/contest/get-problem-list?cid=`: one page of the contest's problems (HOJ's
 * shape: Problem entities plus a pid -> contest problem map), joined here into rows; `taken`
 * lists every pid of the contest with its display id (all pages).
 */
export const getContestProblems = async (
  q: { cid: number; currentPage: number },
  signal?: AbortSignal,
) => {
  const answer = await api.get<ContestProblemAnswer>('/admin/contest/get-problem-list', {
    params: { cid: q.cid, currentPage: q.currentPage, limit: PROBLEM_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  const looks = answer.contestProblemMap;
  const records = answer.problemList.records.flatMap((p): ContestProblemRow[] => {
    const look = looks[String(p.id)];
    if (!look) return [];
    const { problemId, title, type } = p;
    return [{ ...look, pid: Number(p.id), problemId, title, type }];
  });
  const taken = Object.values(looks).map((l) => ({ pid: Number(l.pid), displayId: l.displayId }));
  return { records, total: answer.problemList.total, taken };
};

/**
 * `GET /api/get-problem-list`: the public problem set (public, not a group's), which is exactly
 * what "add from public" accepts. The admin contest endpoint only lists the contest's own.
 */
export const searchPublicProblems = (
  q: { keyword: string; currentPage: number },
  signal?: AbortSignal,
) =>
  api.get<Page<PublicProblem>>('/get-problem-list', {
    params: { keyword: q.keyword || null, currentPage: q.currentPage, limit: PROBLEM_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });

/** `POST /api/admin/contest/add-problem-from-public` (the display title is the problem's). */
export const addProblemFromPublic = (b: { cid: number; pid: number; displayId: string }) =>
  api.post<null>('/admin/contest/add-problem-from-public', b, { silent: true });

/** `PUT /api/admin/contest/contest-problem`: display id, display title and balloon colour. */
export const updateContestProblem = (b: ContestProblemLook & { cid: number }) =>
  api.put<null>('/admin/contest/contest-problem', b, { silent: true });

/** `DELETE /api/admin/contest/problem?cid=&pid=` (root and problem admins). */
export const removeContestProblem = (cid: number, pid: number) =>
  api.delete<null>('/admin/contest/problem', { params: { cid, pid } });
