import {
  defineProjection,
  rows,
  type ProjectedEvent,
  type Statement,
} from './define-projection.ts';
import {
  manualJudgeSql,
  refreshPairSql,
  refreshUserOfSubmissionSql,
  refreshUsersOfProblemSql,
  stmt,
  submissionCreatedSql,
  submissionCreatedTuple,
  upsertProblemSql,
  userStatsDdl,
} from './user-stats-sql.ts';

/** A counted submission's status changed: its pair result, then the user's numbers follow. */
const refresh = (submitId: number): Statement[] => [
  stmt(refreshPairSql, submitId),
  stmt(refreshUserOfSubmissionSql, submitId),
];

/** Status and rank score of one counted submission; NULL while it is (re)judged or cancelled. */
const mark = (submitId: number, status: string | null, oiRankScore: number | null) => [
  stmt(
    'UPDATE read.user_stat_marks SET status = $2, oi_rank_score = $3 WHERE submit_id = $1',
    submitId,
    status,
    oiRankScore,
  ),
  ...refresh(submitId),
];

const isPublicProblem = (p: {
  auth: number;
  gid: number | null;
  applyPublicProgress: number | null;
}) => p.auth === 1 && (p.gid === null || p.applyPublicProgress === 2);

const problemChanged = (event: ProjectedEvent<'ProblemCreated' | 'ProblemEdited'>): Statement[] => {
  const p = event.data;
  return [
    // Public as canSeeProblem says: a group's own problem counts once the group made it public.
    stmt(upsertProblemSql, p.pid, p.type, p.difficulty, p.ioScore, isPublicProblem(p)),
    stmt(refreshUsersOfProblemSql, p.pid),
  ];
};

/**
 * Per-user numbers of ordinary submissions (kind `submission`, outside contests): submission
 * total, problems solved, OI score (sum over problems of the best OI rank score) and
 * submissions per day. Every counted submission keeps its current status and rank score, so a
 * rejudge or a manual judge re-derives the (user, problem) result instead of adding to it: an
 * accepted problem rejudged to Wrong Answer becomes unsolved again.
 *
 * Tables: `user_stats` (uid, total, ac, score: the rank lists), `user_problem_results` (uid,
 * pid, best rank score, first accepted time: the solved list), `user_submission_days` (the
 * heatmap); `user_stat_marks` and `user_stat_problems` are its own bookkeeping.
 */
export const userStatsProjection = defineProjection({
  name: 'user_stats',
  version: 2,
  handles: [
    'UserRegistered',
    'UserDeleted',
    'ProblemCreated',
    'ProblemEdited',
    'ProblemDeleted',
    'SubmissionCreated',
    'SubmissionJudged',
    'SubmissionManuallyJudged',
    'SubmissionCancelled',
    'RejudgeRequested',
  ],
  tables: [
    'read.user_stat_problems',
    'read.user_stat_marks',
    'read.user_problem_results',
    'read.user_stats',
    'read.user_submission_days',
  ],
  init: userStatsDdl,
  apply: (event) => {
    switch (event.type) {
      case 'UserRegistered':
        return [
          rows(
            'INSERT INTO read.user_stats (uid) $ROWS ON CONFLICT (uid) DO NOTHING',
            '(?::text)',
            [event.data.uid],
          ),
        ];
      case 'UserDeleted': {
        const uid = event.data.uid;
        return [
          stmt('DELETE FROM read.user_stats WHERE uid = $1', uid),
          stmt('DELETE FROM read.user_problem_results WHERE uid = $1', uid),
          stmt('DELETE FROM read.user_submission_days WHERE uid = $1', uid),
        ];
      }
      case 'ProblemCreated':
      case 'ProblemEdited':
        return problemChanged(event);
      case 'ProblemDeleted':
        return [
          stmt('UPDATE read.user_stat_problems SET public = false WHERE pid = $1', event.data.pid),
          stmt(refreshUsersOfProblemSql, event.data.pid),
        ];
      case 'SubmissionCreated': {
        const d = event.data;
        // Made in a group (HOJ's `judge.gid`): the group's rank counts it, the site never does
        // (HOJ's judge records site ACs for gid null only), nor its heatmap or total.
        if (d.kind !== 'submission' || d.cid !== 0 || d.gid !== null) return [];
        return [
          rows(submissionCreatedSql, submissionCreatedTuple, [
            d.submitId,
            d.uid,
            d.pid,
            d.submitTime,
          ]),
        ];
      }
      case 'SubmissionJudged':
        return mark(event.data.submitId, event.data.status, event.data.oiRankScore);
      case 'SubmissionManuallyJudged': {
        const m = event.data;
        return [stmt(manualJudgeSql, m.submitId, m.status, m.score), ...refresh(m.submitId)];
      }
      case 'SubmissionCancelled':
      case 'RejudgeRequested':
        return mark(event.data.submitId, null, null);
      default:
        return [];
    }
  },
});
