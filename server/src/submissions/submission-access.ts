import type { Sql } from '@oj/events';
import type { UserRow } from '../accounts/user.queries.ts';
import { HttpError } from '../http/envelope.ts';
import { contestResultMask, isResultMasked } from '../contests/contest.policy.ts';
import { findContestRow, type ContestRow } from '../contests/contest.queries.ts';
import { findProblemRow, type ProblemRow } from '../problems/problem.queries.ts';
import { groupLevelOf } from '../groups/index.ts';
import { canSeeSubmission, groupOfSubmission, type OfGroup } from './submission.policy.ts';
import { findSubmission, type SubmissionRow } from './submission.queries.ts';

type Viewer = Pick<UserRow, 'uid' | 'role'> | null;

export interface VisibleSubmission {
  s: SubmissionRow;
  problem: ProblemRow | undefined;
  contest: ContestRow | undefined;
  /** The group it was made in, with the viewer's level there; null for a site submission. */
  group: OfGroup;
  /** Its result is hidden from this viewer (a sealed contest board): submitted, nothing more. */
  masked: boolean;
}

export const submissionMissing = 'The submission does not exist';
export const submissionForbidden = 'Sorry, you do not have permission to view this submission';

/** Whether each of `rows` is masked for `viewer` now, by the rows' contests. */
export const maskerFor = (viewer: Viewer, contests: ReadonlyMap<number, ContestRow>, now: Date) => {
  const masks = new Map(
    [...contests].map(([cid, c]) => [cid, contestResultMask(viewer, c, now)] as const),
  );
  return (s: Pick<SubmissionRow, 'cid' | 'uid' | 'submit_time'>) =>
    isResultMasked(masks.get(Number(s.cid)) ?? null, s);
};

/** The group of a submission and the viewer's level in it (`canSeeSubmission`'s `group`). */
export const groupOf = async (
  sql: Sql,
  viewer: Viewer,
  s: Pick<SubmissionRow, 'cid' | 'gid'>,
  problem: ProblemRow | undefined,
): Promise<OfGroup> => {
  const gid = groupOfSubmission(s, problem);
  return gid === null ? null : { gid, level: await groupLevelOf(sql, gid, viewer) };
};

/** The contests of `cids` (0, outside contests, skipped) by id; deleted ones are absent. */
export const contestsOf = async (sql: Sql, cids: number[]): Promise<Map<number, ContestRow>> => {
  const wanted = [...new Set(cids.filter((cid) => cid !== 0))];
  const rows = await Promise.all(wanted.map((cid) => findContestRow(sql, cid)));
  return new Map(rows.flatMap((c) => (c ? [[Number(c.id), c] as const] : [])));
};

/**
 * One submission as `viewer` may see it, for the HTTP routes and the socket subscribe handler
 * alike: throws the 404/403 answer, or returns it with its problem, contest and mask. Test
 * judges count only where `o.tests` says so (the socket follows them; HTTP has its own call).
 */
export const visibleSubmission = async (
  sql: Sql,
  viewer: Viewer,
  submitId: number,
  o: { tests: boolean } = { tests: false },
): Promise<VisibleSubmission> => {
  const s = await findSubmission(sql, submitId);
  if (!s || (s.kind !== 'submission' && !o.tests)) throw new HttpError(404, submissionMissing);
  const [problem, contests] = await Promise.all([
    findProblemRow(sql, Number(s.pid)),
    contestsOf(sql, [Number(s.cid)]),
  ]);
  const contest = contests.get(Number(s.cid));
  const group = await groupOf(sql, viewer, s, problem);
  if (!canSeeSubmission(viewer, s, problem, contest, group))
    throw new HttpError(403, submissionForbidden);
  const masked = maskerFor(viewer, contests, new Date())(s);
  return { s, problem, contest, group, masked };
};
