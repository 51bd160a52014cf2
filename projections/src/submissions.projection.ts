import {
  realtimeMessage,
  rooms,
  statusCode,
  type RealtimeMessage,
  type SubmissionProgress,
} from '@oj/events';
import { defineProjection, q, rows, type ProjectedEvent } from './define-projection.ts';
import { contestVerdictChanged } from './scoreboard-notices.ts';
import { rejudgeVerdictRows } from './rejudge-verdicts.ts';

type Handled =
  | 'SubmissionCreated'
  | 'JudgingStarted'
  | 'CompileFinished'
  | 'TestCaseJudged'
  | 'SubmissionJudged'
  | 'RejudgeRequested'
  | 'SubmissionManuallyJudged'
  | 'SubmissionCancelled'
  | 'SubmissionShareChanged'
  | 'RejudgeApplied'
  | 'RejudgeUndone';

const progress = (
  submitId: number,
  status: keyof typeof statusCode,
  extra: Pick<SubmissionProgress, 'testCase'> = {},
): RealtimeMessage =>
  realtimeMessage(rooms.submission(submitId), 'submission:progress', {
    submitId,
    status: statusCode[status],
    ...extra,
  });

/** Socket deltas: status changes and each judged case; the final row once judged. */
const notify = (event: ProjectedEvent<Handled>): RealtimeMessage[] => {
  switch (event.type) {
    case 'JudgingStarted':
      return [progress(event.data.submitId, 'COMPILING')];
    case 'CompileFinished':
      return event.data.ok ? [progress(event.data.submitId, 'JUDGING')] : [];
    case 'TestCaseJudged': {
      const c = event.data;
      return [
        progress(c.submitId, 'JUDGING', {
          testCase: {
            index: c.index,
            status: statusCode[c.status],
            time: c.time,
            memory: c.memory,
            score: c.score,
          },
        }),
      ];
    }
    case 'SubmissionJudged': {
      const j = event.data;
      const row = {
        submitId: j.submitId,
        status: statusCode[j.status],
        score: j.score,
        time: j.time,
        memory: j.memory,
        oiRankScore: j.oiRankScore,
      };
      return [realtimeMessage(rooms.submission(j.submitId), 'submission:judged', row)];
    }
    case 'RejudgeRequested':
      return [progress(event.data.submitId, 'PENDING')];
    case 'RejudgeApplied':
    case 'RejudgeUndone':
      return event.data.verdicts.map((v) =>
        realtimeMessage(rooms.submission(v.submitId), 'submission:judged', {
          submitId: v.submitId,
          status: statusCode[v.status],
        }),
      );
    case 'SubmissionManuallyJudged':
    case 'SubmissionCancelled': {
      const status = event.type === 'SubmissionCancelled' ? 'CA' : event.data.status;
      return [
        realtimeMessage(rooms.submission(event.data.submitId), 'submission:judged', {
          submitId: event.data.submitId,
          status: statusCode[status],
        }),
      ];
    }
    default:
      return [];
  }
};

/** Submission rows (lists, details) and their case results. Status is the internal name. */
export const submissionsProjection = defineProjection({
  name: 'submissions',
  version: 1,
  handles: [
    'SubmissionCreated',
    'JudgingStarted',
    'CompileFinished',
    'TestCaseJudged',
    'SubmissionJudged',
    'RejudgeRequested',
    'SubmissionManuallyJudged',
    'SubmissionCancelled',
    'SubmissionShareChanged',
    'RejudgeApplied',
    'RejudgeUndone',
  ],
  tables: ['read.submissions', 'read.submission_cases'],
  init: `
    CREATE TABLE IF NOT EXISTS read.submissions (
      submit_id bigint PRIMARY KEY,
      kind text NOT NULL,
      pid bigint NOT NULL,
      display_pid text NOT NULL,
      uid text NOT NULL,
      username text NOT NULL,
      language text NOT NULL,
      code text NOT NULL,
      length int NOT NULL,
      cid bigint NOT NULL DEFAULT 0,
      gid bigint,
      ip text NOT NULL DEFAULT '',
      submit_time timestamptz NOT NULL,
      status text NOT NULL,
      score int,
      oi_rank_score int,
      time int,
      memory int,
      error_message text NOT NULL DEFAULT '',
      judger text,
      share boolean NOT NULL DEFAULT false,
      is_manual boolean NOT NULL DEFAULT false,
      attempt int NOT NULL DEFAULT 0,
      user_input text,
      expected_output text,
      user_output text,
      stderr text,
      gmt_modified timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS submissions_list ON read.submissions (kind, submit_id DESC);
    CREATE INDEX IF NOT EXISTS submissions_user ON read.submissions (uid, pid);
    CREATE INDEX IF NOT EXISTS submissions_problem ON read.submissions (pid);
    CREATE INDEX IF NOT EXISTS submissions_contest ON read.submissions (cid, submit_id) WHERE cid <> 0;
    CREATE TABLE IF NOT EXISTS read.submission_cases (
      submit_id bigint NOT NULL,
      index int NOT NULL,
      status text NOT NULL,
      time int NOT NULL,
      memory int NOT NULL,
      score int NOT NULL,
      group_num int NOT NULL,
      input_name text NOT NULL,
      output_name text NOT NULL,
      user_output text NOT NULL,
      message text NOT NULL,
      PRIMARY KEY (submit_id, index)
    );`,
  apply: (event) => {
    switch (event.type) {
      case 'SubmissionCreated': {
        const d = event.data;
        return [
          q`INSERT INTO read.submissions (submit_id, kind, pid, display_pid, uid, username, language, code, length, cid, gid, ip,
              submit_time, status, user_input, expected_output, gmt_modified)
            VALUES (${d.submitId}, ${d.kind}, ${d.pid}, ${d.displayPid}, ${d.uid}, ${d.username}, ${d.language}, ${d.code},
              ${d.length}, ${d.cid}, ${d.gid}, ${d.ip}, ${d.submitTime}, 'PENDING', ${d.userInput ?? null},
              ${d.expectedOutput ?? null}, ${d.submitTime})
            ON CONFLICT (submit_id) DO NOTHING`,
        ];
      }
      case 'JudgingStarted': {
        const d = event.data;
        return [
          q`DELETE FROM read.submission_cases WHERE submit_id = ${d.submitId}`,
          q`UPDATE read.submissions SET status = 'COMPILING', judger = ${d.judger}, attempt = ${d.attempt}, gmt_modified = ${d.at}
            WHERE submit_id = ${d.submitId}`,
        ];
      }
      case 'CompileFinished':
        return event.data.ok
          ? [
              q`UPDATE read.submissions SET status = 'JUDGING' WHERE submit_id = ${event.data.submitId}`,
            ]
          : [];
      case 'TestCaseJudged': {
        const c = event.data;
        return [
          rows(
            `INSERT INTO read.submission_cases (submit_id, index, status, time, memory, score, group_num, input_name, output_name, user_output, message)
             $ROWS ON CONFLICT (submit_id, index) DO NOTHING`,
            '(?::bigint, ?::int, ?, ?::int, ?::int, ?::int, ?::int, ?, ?, ?, ?)',
            [
              c.submitId,
              c.index,
              c.status,
              c.time,
              c.memory,
              c.score,
              c.groupNum,
              c.inputName,
              c.outputName,
              c.userOutput,
              c.message,
            ],
          ),
        ];
      }
      case 'SubmissionJudged': {
        const j = event.data;
        return [
          q`UPDATE read.submissions SET status = ${j.status}, score = ${j.score}, oi_rank_score = ${j.oiRankScore}, time = ${j.time},
              memory = ${j.memory}, error_message = ${j.errorMessage}, judger = ${j.judger}, user_output = ${j.userOutput ?? null},
              stderr = ${j.stderr ?? null}, is_manual = false, gmt_modified = ${j.at}
            WHERE submit_id = ${j.submitId}`,
          contestVerdictChanged(j.submitId),
        ];
      }
      case 'RejudgeRequested':
        return [
          q`UPDATE read.submissions SET status = 'PENDING', score = NULL, oi_rank_score = NULL, time = NULL, memory = NULL,
              error_message = '', is_manual = false, gmt_modified = ${event.data.at} WHERE submit_id = ${event.data.submitId}`,
          contestVerdictChanged(event.data.submitId),
        ];
      case 'SubmissionManuallyJudged': {
        const m = event.data;
        return [
          q`UPDATE read.submissions SET status = ${m.status}, score = coalesce(${m.score}::int, score), is_manual = true, gmt_modified = ${m.at}
            WHERE submit_id = ${m.submitId}`,
          contestVerdictChanged(m.submitId),
        ];
      }
      case 'SubmissionCancelled':
        return [
          q`UPDATE read.submissions SET status = 'CA', is_manual = true, gmt_modified = ${event.data.at} WHERE submit_id = ${event.data.submitId}`,
          contestVerdictChanged(event.data.submitId),
        ];
      case 'SubmissionShareChanged':
        return [
          q`UPDATE read.submissions SET share = ${event.data.share} WHERE submit_id = ${event.data.submitId}`,
        ];
      case 'RejudgeApplied':
      case 'RejudgeUndone':
        return rejudgeVerdictRows(event.data.cid, event.data.verdicts, event.data.at);
      default:
        return [];
    }
  },
  notify,
});
