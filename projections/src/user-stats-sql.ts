import type { Statement } from './define-projection.ts';

/** A statement from fixed SQL text and its `$n` values (the text never holds user data). */
export const stmt = (text: string, ...values: unknown[]): Statement => ({ text, values });

export const userStatsDdl = `
  CREATE TABLE IF NOT EXISTS read.user_stat_problems (
    pid bigint PRIMARY KEY,
    type int NOT NULL,
    difficulty int NOT NULL,
    io_score int NOT NULL,
    public boolean NOT NULL
  );
  CREATE TABLE IF NOT EXISTS read.user_stat_marks (
    submit_id bigint PRIMARY KEY,
    uid text NOT NULL,
    pid bigint NOT NULL,
    submit_time timestamptz NOT NULL,
    status text,
    oi_rank_score int
  );
  CREATE INDEX IF NOT EXISTS user_stat_marks_user ON read.user_stat_marks (uid, pid);
  CREATE TABLE IF NOT EXISTS read.user_problem_results (
    uid text NOT NULL,
    pid bigint NOT NULL,
    best_oi_rank_score int,
    solved_at timestamptz,
    PRIMARY KEY (uid, pid)
  );
  CREATE INDEX IF NOT EXISTS user_problem_results_pid ON read.user_problem_results (pid);
  CREATE TABLE IF NOT EXISTS read.user_stats (
    uid text PRIMARY KEY,
    total int NOT NULL DEFAULT 0,
    ac int NOT NULL DEFAULT 0,
    score int NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS read.user_submission_days (
    uid text NOT NULL,
    day date NOT NULL,
    n int NOT NULL,
    PRIMARY KEY (uid, day)
  );`;

/**
 * One merged statement per batch of new submissions: the mark, the user's total and the day
 * count. Only marks actually inserted are counted, so a duplicate row in the batch cannot
 * count twice. Days are UTC dates (the heatmap answers in UTC too).
 */
export const submissionCreatedSql = `
  WITH v(submit_id, uid, pid, at) AS ($ROWS),
  m AS (
    INSERT INTO read.user_stat_marks (submit_id, uid, pid, submit_time)
    SELECT submit_id, uid, pid, at FROM v ON CONFLICT (submit_id) DO NOTHING
    RETURNING uid, submit_time
  ),
  s AS (
    INSERT INTO read.user_stats AS s (uid, total)
    SELECT uid, count(*)::int FROM m GROUP BY uid
    ON CONFLICT (uid) DO UPDATE SET total = s.total + EXCLUDED.total
  )
  INSERT INTO read.user_submission_days AS d (uid, day, n)
  SELECT uid, (submit_time AT TIME ZONE 'UTC')::date, count(*)::int FROM m GROUP BY 1, 2
  ON CONFLICT (uid, day) DO UPDATE SET n = d.n + EXCLUDED.n`;
export const submissionCreatedTuple = '(?::bigint, ?::text, ?::bigint, ?::timestamptz)';

/**
 * The manual judge gives a score but no rank score: computed as the judge does (JUDGING.md:
 * round(0.1 x score + 2 x difficulty x score / total)) for OI problems; no score keeps the old.
 */
export const manualJudgeSql = `
  UPDATE read.user_stat_marks m SET status = $2,
    oi_rank_score = CASE
      WHEN $3::int IS NULL THEN m.oi_rank_score
      WHEN p.type = 1 THEN round(0.1 * $3::int
        + CASE WHEN p.io_score > 0 THEN 2.0 * p.difficulty * $3::int / p.io_score ELSE 0 END)::int
      ELSE NULL END
  FROM read.user_stat_problems p WHERE m.submit_id = $1 AND p.pid = m.pid`;

/** Re-derives the (user, problem) result from every counted submission of the pair. */
export const refreshPairSql = `
  INSERT INTO read.user_problem_results AS r (uid, pid, best_oi_rank_score, solved_at)
  SELECT uid, pid, max(oi_rank_score), min(submit_time) FILTER (WHERE status = 'AC')
  FROM read.user_stat_marks
  WHERE (uid, pid) = (SELECT uid, pid FROM read.user_stat_marks WHERE submit_id = $1)
  GROUP BY uid, pid
  ON CONFLICT (uid, pid) DO UPDATE
    SET best_oi_rank_score = EXCLUDED.best_oi_rank_score, solved_at = EXCLUDED.solved_at`;

/**
 * The rank numbers count public problems only (JUDGING.md: "distinct accepted public
 * problems"), so hiding a problem takes it out of everybody's numbers. `$WHO` is a subquery
 * of the uids to refresh.
 */
const refreshUsers = (who: string) => `
  UPDATE read.user_stats s SET ac = t.ac, score = t.score FROM (
    SELECT r.uid,
      (count(*) FILTER (WHERE r.solved_at IS NOT NULL AND p.public))::int AS ac,
      coalesce(sum(r.best_oi_rank_score) FILTER (WHERE p.public), 0)::int AS score
    FROM read.user_problem_results r LEFT JOIN read.user_stat_problems p ON p.pid = r.pid
    WHERE r.uid IN (${who})
    GROUP BY r.uid
  ) t WHERE s.uid = t.uid`;

export const refreshUserOfSubmissionSql = refreshUsers(
  'SELECT uid FROM read.user_stat_marks WHERE submit_id = $1',
);
export const refreshUsersOfProblemSql = refreshUsers(
  'SELECT uid FROM read.user_problem_results WHERE pid = $1',
);

/** Mirrors `canSeeProblem` for anonymous viewers: public, and not a group's own problem. */
export const upsertProblemSql = `
  INSERT INTO read.user_stat_problems (pid, type, difficulty, io_score, public)
  VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (pid) DO UPDATE SET type = EXCLUDED.type, difficulty = EXCLUDED.difficulty,
    io_score = EXCLUDED.io_score, public = EXCLUDED.public`;
