import type { Sql } from '@oj/events';
import type { ProblemReadRow } from '@oj/projections';

/** The columns of `read.problems` (the problems projection) that submissions need. */
export type ProblemForSubmission = Pick<
  ProblemReadRow,
  | 'pid'
  | 'problem_id'
  | 'title'
  | 'type'
  | 'auth'
  | 'gid'
  | 'languages'
  | 'code_share'
  | 'open_case_result'
  | 'judge_case_mode'
  | 'judge_mode'
  | 'time_limit'
  | 'memory_limit'
  | 'stack_limit'
  | 'test_cases'
  | 'examples'
>;

const columns = `pid, problem_id, title, type, auth, gid, languages, code_share, open_case_result, judge_case_mode,
  judge_mode, time_limit, memory_limit, stack_limit, test_cases, examples`;

export const findProblem = async (
  sql: Sql,
  pid: number,
): Promise<ProblemForSubmission | undefined> =>
  (
    await sql.unsafe<ProblemForSubmission[]>(
      `SELECT ${columns} FROM read.problems WHERE pid = $1`,
      [pid],
    )
  )[0];

export const findProblemsByPid = async (
  sql: Sql,
  pids: number[],
): Promise<Map<number, ProblemForSubmission>> => {
  if (pids.length === 0) return new Map();
  const rows = await sql.unsafe<ProblemForSubmission[]>(
    `SELECT ${columns} FROM read.problems WHERE pid = ANY($1::bigint[])`,
    [pids],
  );
  return new Map(rows.map((r) => [Number(r.pid), r]));
};
