import type { Sql } from '@oj/events';
import type { ProblemReadRow } from '@oj/projections';
import type { UserRow } from '../accounts/user.queries.ts';

/** The columns a visitor may see: no checker code, no test data. */
export type PublicProblemRow = Pick<
  ProblemReadRow,
  | 'pid'
  | 'problem_id'
  | 'title'
  | 'author'
  | 'type'
  | 'judge_mode'
  | 'judge_case_mode'
  | 'time_limit'
  | 'memory_limit'
  | 'stack_limit'
  | 'description'
  | 'input'
  | 'output'
  | 'examples'
  | 'source'
  | 'difficulty'
  | 'hint'
  | 'auth'
  | 'io_score'
  | 'code_share'
  | 'user_extra_file'
  | 'is_remove_end_blank'
  | 'open_case_result'
  | 'is_file_io'
  | 'io_read_file_name'
  | 'io_write_file_name'
  | 'gid'
  | 'languages'
  | 'tags'
  | 'code_templates'
  | 'gmt_create'
  | 'gmt_modified'
>;

const columns = `pid, problem_id, title, author, type, judge_mode, judge_case_mode, time_limit, memory_limit, stack_limit,
  description, input, output, examples, source, difficulty, hint, auth, io_score, code_share, user_extra_file,
  is_remove_end_blank, open_case_result, is_file_io, io_read_file_name, io_write_file_name, gid, languages, tags,
  code_templates, gmt_create, gmt_modified`;

/** By numeric pid or by display id (case-insensitive). Secrets (checker code, test data) stay out. */
export const findPublicProblem = async (sql: Sql, where: { pid?: number; problemId?: string }) => {
  if (where.pid !== undefined)
    return (
      await sql.unsafe<PublicProblemRow[]>(`SELECT ${columns} FROM read.problems WHERE pid = $1`, [
        where.pid,
      ])
    )[0];
  return (
    await sql.unsafe<PublicProblemRow[]>(
      `SELECT ${columns} FROM read.problems WHERE lower(problem_id) = lower($1)`,
      [where.problemId ?? ''],
    )
  )[0];
};

/** Public problems for everyone; private and contest ones only for admins here (contests add theirs). */
export const visibleProblem = (p: Pick<PublicProblemRow, 'auth' | 'gid'>, viewer: UserRow | null) =>
  (p.auth === 1 && p.gid === null) || (viewer !== null && viewer.role !== 'user');
