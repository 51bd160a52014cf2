import { judgeQueueChannel, notifyAll } from '@oj/events';
import { defineProjection, q } from './define-projection.ts';

/**
 * Wakes idle judge workers when this transaction commits. Identical notices of one transaction
 * reach listeners once, so a batch of a thousand submissions still wakes them once.
 */
const wakeJudges = () => notifyAll([{ channel: judgeQueueChannel, payload: '' }]);

/**
 * What the judge workers claim from: one row per submission, waiting, under judging or done.
 * Workers lock rows with FOR UPDATE SKIP LOCKED; the decider's expected revision is the guard.
 * A row queued or re-queued sends a `judgeQueueChannel` notice, so idle workers wait for work,
 * not for any commit.
 */
export const judgeQueueProjection = defineProjection({
  name: 'judge_queue',
  version: 1,
  handles: [
    'SubmissionCreated',
    'JudgingStarted',
    'SubmissionJudged',
    'RejudgeRequested',
    'SubmissionManuallyJudged',
    'SubmissionCancelled',
  ],
  tables: ['read.judge_queue'],
  init: `
    CREATE TABLE IF NOT EXISTS read.judge_queue (
      submit_id bigint PRIMARY KEY,
      priority int NOT NULL,
      state text NOT NULL,
      attempt int NOT NULL DEFAULT 0,
      enqueued_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS judge_queue_waiting ON read.judge_queue (priority, submit_id) WHERE state <> 'done';`,
  apply: (event) => {
    switch (event.type) {
      case 'SubmissionCreated':
        return [
          q`INSERT INTO read.judge_queue (submit_id, priority, state, enqueued_at)
            VALUES (${event.data.submitId}, ${event.data.priority}, 'queued', ${event.data.submitTime})
            ON CONFLICT (submit_id) DO NOTHING`,
          wakeJudges(),
        ];
      case 'JudgingStarted':
        return [
          q`UPDATE read.judge_queue SET state = 'judging', attempt = ${event.data.attempt} WHERE submit_id = ${event.data.submitId}`,
        ];
      case 'RejudgeRequested':
        return [
          q`UPDATE read.judge_queue SET state = 'queued', enqueued_at = ${event.data.at} WHERE submit_id = ${event.data.submitId}`,
          wakeJudges(),
        ];
      // Finished rows stay (state done) so a rejudge knows how many attempts came before.
      case 'SubmissionJudged':
      case 'SubmissionManuallyJudged':
      case 'SubmissionCancelled':
        return [
          q`UPDATE read.judge_queue SET state = 'done' WHERE submit_id = ${event.data.submitId}`,
        ];
      default:
        return [];
    }
  },
});
