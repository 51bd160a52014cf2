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

/** Every judged submission of one problem in one contest (a rejudge's targets; the ones
 * still being judged get their verdict from the new test data anyway). */
export const contestProblemSubmissionIds = async (sql: Sql, cid: number, pid: number) =>
  (
    await sql<{ submit_id: number }[]>`SELECT submit_id FROM read.submissions
      WHERE cid = ${cid} AND pid = ${pid} AND kind = 'submission'
        AND status NOT IN ('PENDING', 'COMPILING', 'JUDGING') ORDER BY submit_id`
  ).map((r) => Number(r.submit_id));
