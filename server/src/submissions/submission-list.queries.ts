import type { Sql, SubmissionStatus } from '@oj/events';
import type { UserRow } from '../accounts/user.queries.ts';
import type { ResultMask } from '../contests/contest.policy.ts';
import {
  groupSubmissionsWhere,
  siteSubmissionsWhere,
  visibleSubmissionsWhere,
} from './submission.policy.ts';
import type { SubmissionRow } from './submission.queries.ts';
import { likePattern } from '../infra/like-pattern.ts';

export interface ListFilter {
  limit: number;
  currentPage: number;
  status: SubmissionStatus | undefined;
  problemID: string | undefined;
  completeProblemID: boolean;
  uid: string | undefined;
  username: string | undefined;
  viewer: Pick<UserRow, 'uid' | 'role'> | null;
  /** Only these problems (a training's status list). */
  pids?: number[];
  /**
   * A group's status tab: its submissions outside contests (`groupSubmissionsWhere`), every one
   * of them, as the caller checked the viewer is a member. Without it the list is the site's,
   * which never shows a group's submission.
   */
  gid?: number;
  /**
   * A contest's list (`contest-submissions`): its rows only, and the contest's rules, which the
   * caller applied (who may enter, whose rows), replace the status page's visibility. `mask`
   * says whose results the viewer sees as submitted only; the status filter then runs over what
   * the viewer sees (`maskedOnly` picks the masked rows, a verdict never matches one).
   */
  contest?: {
    cid: number;
    pid: number | undefined;
    mask: ResultMask | null;
    maskedOnly: boolean;
  };
}

/** The SQL of `isResultMasked` over `read.submissions s`, its values added with `add`. */
const maskedWhere = (mask: ResultMask | null, add: (value: unknown) => string): string => {
  if (!mask) return 'false';
  const from = `s.submit_time >= ${add(mask.from.toISOString())}::timestamptz`;
  return mask.exceptUid === null ? `(${from})` : `(${from} AND s.uid <> ${add(mask.exceptUid)})`;
};

/**
 * The status page: newest first, ordinary submissions outside contests and groups only, and
 * only the rows `canSeeSubmission` lets the viewer see (the policy's SQL form); or one group's
 * rows; or one contest's rows.
 */
export const listSubmissions = async (sql: Sql, f: ListFilter) => {
  const where: string[] = [`kind = 'submission'`];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  const value = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.contest) {
    add('cid = ?', f.contest.cid);
    if (f.contest.pid !== undefined) add('pid = ?', f.contest.pid);
    if (f.contest.maskedOnly) where.push(maskedWhere(f.contest.mask, value));
    else if (f.status) where.push(`NOT ${maskedWhere(f.contest.mask, value)}`);
  } else if (f.gid !== undefined) {
    where.push(groupSubmissionsWhere(value(f.gid)));
  } else {
    add('cid = ?', 0);
    where.push(siteSubmissionsWhere);
    const visibility = visibleSubmissionsWhere(f.viewer, '?');
    if (visibility) add(visibility, f.viewer?.uid ?? '');
  }
  if (f.pids) add('pid = ANY(?::bigint[])', f.pids);
  if (f.status) add('status = ?', f.status);
  if (f.uid) add('uid = ?', f.uid);
  if (f.username) add('username = ?', f.username.trim());
  if (f.problemID && !f.contest) {
    if (f.completeProblemID) add('lower(display_pid) = lower(?)', f.problemID.trim());
    else add(`display_pid ILIKE ?`, likePattern(f.problemID.trim()));
  }
  const w = where.join(' AND ');
  const [count] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM read.submissions s WHERE ${w}`,
    params as never[],
  );
  const rows = await sql.unsafe<SubmissionRow[]>(
    `SELECT * FROM read.submissions s WHERE ${w} ORDER BY submit_id DESC LIMIT ${f.limit} OFFSET ${(f.currentPage - 1) * f.limit}`,
    params as never[],
  );
  return { rows, total: count?.n ?? 0 };
};
