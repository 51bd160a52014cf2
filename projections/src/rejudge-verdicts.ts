import { notifyAll, scoreboardChannel, type RejudgeVerdict } from '@oj/events';
import { q, type Statement } from './define-projection.ts';

/**
 * A rejudge applied or undone: every listed submission row takes its verdict in one statement,
 * and the contest's boards get one notice for the whole batch (`resync`: each server reads the
 * contest's rows back, folds the differences in and pushes once per view), so a board watcher
 * sees the boards move once, not once per submission.
 */
export const rejudgeVerdictRows = (
  cid: number,
  verdicts: readonly (RejudgeVerdict & { submitId: number })[],
  at: string,
): Statement[] => {
  if (verdicts.length === 0) return [];
  const json = JSON.stringify(
    verdicts.map((v) => ({
      submit_id: v.submitId,
      status: v.status,
      score: v.score,
      time: v.time,
      memory: v.memory,
    })),
  );
  return [
    q`UPDATE read.submissions s SET status = v.status, score = v.score, time = v.time, memory = v.memory,
        is_manual = false, gmt_modified = ${at}
      FROM jsonb_to_recordset(${json}::text::jsonb) AS v(submit_id bigint, status text, score int, time int, memory int)
      WHERE s.submit_id = v.submit_id`,
    contestBoardResync(cid),
  ];
};

/** The board notice of a batch: the servers re-read the contest's rows (see live boards). */
export const contestBoardResync = (cid: number): Statement =>
  notifyAll([{ channel: scoreboardChannel, payload: JSON.stringify({ cid, resync: true }) }]);
