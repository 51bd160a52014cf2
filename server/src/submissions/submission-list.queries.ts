import type { Sql, SubmissionStatus } from '@oj/events';
import type { SubmissionRow } from './submission.queries.ts';

export interface ListFilter {
  limit: number;
  currentPage: number;
  status: SubmissionStatus | undefined;
  problemID: string | undefined;
  completeProblemID: boolean;
  uid: string | undefined;
  username: string | undefined;
  viewerUid: string | null;
  admin: boolean;
}

/**
 * The status page: newest first, ordinary submissions only; contest rows appear to their
 * owner and admins (the same rule as `canSeeSubmission`).
 */
export const listSubmissions = async (sql: Sql, f: ListFilter) => {
  const where: string[] = [`kind = 'submission'`];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (!f.admin) add(`(cid = 0 OR uid = ?)`, f.viewerUid ?? '');
  if (f.status) add('status = ?', f.status);
  if (f.uid) add('uid = ?', f.uid);
  if (f.username) add('username = ?', f.username.trim());
  if (f.problemID) {
    if (f.completeProblemID) add('lower(display_pid) = lower(?)', f.problemID.trim());
    else add(`display_pid ILIKE ?`, `%${f.problemID.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const w = where.join(' AND ');
  const [count] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM read.submissions WHERE ${w}`,
    params as never[],
  );
  const rows = await sql.unsafe<SubmissionRow[]>(
    `SELECT * FROM read.submissions WHERE ${w} ORDER BY submit_id DESC LIMIT ${f.limit} OFFSET ${(f.currentPage - 1) * f.limit}`,
    params as never[],
  );
  return { rows, total: count?.n ?? 0 };
};
