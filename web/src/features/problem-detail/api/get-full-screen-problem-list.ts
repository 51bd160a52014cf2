import { api } from '../../../lib/api-client';

/** One problem of the full-screen strip (`ProblemFullScreenListVO`). */
export interface FullScreenProblem {
  pid: number;
  /** The contest's display id inside a contest, the problem id inside a training. */
  problemId: string;
  title: string;
  /** The viewer's status code (-10 never submitted). */
  status?: number | null;
  score?: number | null;
}

/** `GET /api/get-full-screen-problem-list?tid|cid`: the problems of the training or contest. */
export function getFullScreenProblemList(
  scope: { cid: number; tid: number },
  signal?: AbortSignal,
) {
  return api.get<FullScreenProblem[]>('/get-full-screen-problem-list', {
    params: {
      cid: scope.cid > 0 ? scope.cid : undefined,
      tid: scope.tid > 0 ? scope.tid : undefined,
    },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
