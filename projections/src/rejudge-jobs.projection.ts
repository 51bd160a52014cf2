import { judgeQueueChannel, notifyAll } from '@oj/events';
import { defineProjection, q } from './define-projection.ts';

/**
 * What judge workers claim rejudge-preview jobs from: one row per (preview, submission), queued
 * until its result is in. A preview that is applied, undone or expired takes its remaining jobs
 * out; a job past `expires_at` is never claimed. A new preview wakes idle judges. A preview job
 * is not a submission: judging it changes no submission row, and the submissions' own queue
 * (`read.judge_queue`, keyed by submission) stays as it was.
 */
export const rejudgeJobsProjection = defineProjection({
  name: 'rejudge_jobs',
  version: 1,
  handles: [
    'RejudgePreviewRequested',
    'RejudgePreviewJudged',
    'RejudgeApplied',
    'RejudgeUndone',
    'RejudgePreviewExpired',
  ],
  tables: ['read.rejudge_jobs'],
  init: `
    CREATE TABLE IF NOT EXISTS read.rejudge_jobs (
      preview_id text NOT NULL,
      submit_id bigint NOT NULL,
      state text NOT NULL,
      requested_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (preview_id, submit_id)
    );
    CREATE INDEX IF NOT EXISTS rejudge_jobs_waiting
      ON read.rejudge_jobs (requested_at, submit_id) WHERE state = 'queued';`,
  apply: (event) => {
    switch (event.type) {
      case 'RejudgePreviewRequested': {
        const d = event.data;
        return [
          q`INSERT INTO read.rejudge_jobs (preview_id, submit_id, state, requested_at, expires_at)
            SELECT ${d.previewId}, id, 'queued', ${d.at}, ${d.expiresAt}
            FROM unnest(${d.submitIds}::bigint[]) AS id
            ON CONFLICT (preview_id, submit_id) DO NOTHING`,
          notifyAll([{ channel: judgeQueueChannel, payload: '' }]),
        ];
      }
      case 'RejudgePreviewJudged':
        return [
          q`UPDATE read.rejudge_jobs SET state = 'done'
            WHERE preview_id = ${event.data.previewId} AND submit_id = ${event.data.submitId}`,
        ];
      case 'RejudgeApplied':
      case 'RejudgeUndone':
      case 'RejudgePreviewExpired':
        return [
          q`UPDATE read.rejudge_jobs SET state = 'closed'
            WHERE preview_id = ${event.data.previewId} AND state = 'queued'`,
        ];
      default:
        return [];
    }
  },
});
