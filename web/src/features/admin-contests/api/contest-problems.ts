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
  gid: number | null = null,
) => {
  const path = gid === null ? '/admin/contest/get-problem-list' : '/group/get-contest-problem-list';
  const answer = await api.get<ContestProblemAnswer>(path, {
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

/** `POST .../add-problem-from-public` (admin or group; the display title is the problem's). */
export const addProblemFromPublic = (
  b: { cid: number; pid: number; displayId: string },
  gid: number | null = null,
) =>
  api.post<null>(
    gid === null
      ? '/admin/contest/add-problem-from-public'
      : '/group/add-contest-problem-from-public',
    b,
    { silent: true },
  );

/**
 * `POST /api/group/add-contest-problem-from-group?problemId=&cid=&displayId=`: one of the
 * group's problems by its problem id (as HOJ's client sends it, in the query).
 */
export const addProblemFromGroup = (b: { cid: number; problemId: string; displayId: string }) =>
  api.post<null>('/group/add-contest-problem-from-group', undefined, {
    params: b,
    silent: true,
  });

/** `PUT .../contest-problem` (admin or group): display id, display title and balloon colour. */
export const updateContestProblem = (
  b: ContestProblemLook & { cid: number },
  gid: number | null = null,
) =>
  api.put<null>(gid === null ? '/admin/contest/contest-problem' : '/group/contest-problem', b, {
    silent: true,
  });

/** `DELETE /api/admin/contest/problem` (root, problem admins) or `/api/group/contest-problem`. */
export const removeContestProblem = (cid: number, pid: number, gid: number | null = null) =>
  api.delete<null>(gid === null ? '/admin/contest/problem' : '/group/contest-problem', {
    params: { cid, pid },
  });
