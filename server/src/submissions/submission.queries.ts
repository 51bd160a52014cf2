import type { Sql, SubmissionStatus } from '@oj/events';

export interface SubmissionRow {
  submit_id: number;
  kind: 'submission' | 'test';
  pid: number;
  display_pid: string;
  uid: string;
  username: string;
  language: string;
  code: string;
  length: number;
  cid: number;
  gid: number | null;
  ip: string;
  submit_time: Date;
  status: SubmissionStatus;
  score: number | null;
  oi_rank_score: number | null;
  time: number | null;
  memory: number | null;
  error_message: string;
  judger: string | null;
  share: boolean;
  is_manual: boolean;
  user_input: string | null;
  expected_output: string | null;
  user_output: string | null;
  stderr: string | null;
  gmt_modified: Date;
}

export interface CaseRow {
  submit_id: number;
  index: number;
  status: SubmissionStatus;
  time: number;
  memory: number;
  score: number;
  group_num: number;
  input_name: string;
  output_name: string;
  user_output: string;
  message: string;
}

export const findSubmission = async (
  sql: Sql,
  submitId: number,
): Promise<SubmissionRow | undefined> =>
  (await sql<SubmissionRow[]>`SELECT * FROM read.submissions WHERE submit_id = ${submitId}`)[0];

export const findCases = (sql: Sql, submitId: number) =>
  sql<CaseRow[]>`SELECT * FROM read.submission_cases WHERE submit_id = ${submitId} ORDER BY index`;

/** One user's state per problem of a contest: accepted, judged, waiting, latest score. */
export const contestProblemStatuses = async (sql: Sql, cid: number, uid: string) =>
  new Map(
    (
      await sql<
        { pid: number; ac: boolean; judged: boolean; waiting: boolean; score: number | null }[]
      >`
        SELECT pid, bool_or(status = 'AC') AS ac,
          bool_or(status NOT IN ('PENDING', 'COMPILING', 'JUDGING')) AS judged,
          bool_or(status IN ('PENDING', 'COMPILING', 'JUDGING')) AS waiting,
          (array_agg(score ORDER BY submit_id DESC))[1] AS score
        FROM read.submissions WHERE cid = ${cid} AND uid = ${uid} AND kind = 'submission'
        GROUP BY pid`
    ).map((r) => [Number(r.pid), r]),
  );
