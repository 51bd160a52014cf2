import { statusCode, type SubmissionStatus } from '@oj/events';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../accounts/user.queries.ts';
import { authorizeContestEntry } from '../contests/index.ts';
import { contestResultMask, isResultMasked, maskedStatus } from '../contests/contest.policy.ts';

type Mark = { status: number; score: number | null };

/**
 * HOJ's marks on a contest's problem list and problem page (`isContestProblemList`): the
 * viewer's own submissions in the contest, keyed by pid as hoj-vue reads them
 * (`statusMap[problem.id].status`). In ACM an accepted run wins, otherwise the latest; in OI
 * the latest with its score. A run whose result the contest keeps sealed for the viewer shows
 * masked (status -5, no score), as the contest submissions list shows it. Runs after the end
 * count only when the contest allows them and the client asks for them (`containsEnd`).
 */
export const contestProblemMarks = async (
  deps: Deps,
  user: UserRow,
  o: { cid: number; pids: number[]; containsEnd: boolean },
) => {
  const contest = await authorizeContestEntry(deps, user, o.cid);
  const withEnd = o.containsEnd && contest.allow_end_submit;
  const rows = await deps.sql<
    {
      pid: number;
      uid: string;
      status: SubmissionStatus;
      score: number | null;
      submit_time: Date;
    }[]
  >`SELECT pid, uid, status, score, submit_time FROM read.submissions
      WHERE uid = ${user.uid} AND kind = 'submission' AND cid = ${o.cid}
        AND pid = ANY(${o.pids}::bigint[])
        AND (${withEnd} OR submit_time < ${contest.end_time})
      ORDER BY submit_id DESC`;
  const mask = contestResultMask(user, contest, new Date());
  const acm = contest.type === 0;
  const out: Record<number, Mark> = {};
  for (const pid of o.pids) out[pid] = { status: -10, score: null };
  const seen = new Set<number>();
  // Newest first: the first run of a problem is its mark unless an older accepted one wins.
  for (const row of rows) {
    const pid = Number(row.pid);
    const mark: Mark = isResultMasked(mask, row)
      ? { status: maskedStatus, score: null }
      : { status: statusCode[row.status], score: acm ? null : row.score };
    if (!seen.has(pid) || (acm && mark.status === statusCode.AC)) out[pid] = mark;
    seen.add(pid);
  }
  return out;
};
