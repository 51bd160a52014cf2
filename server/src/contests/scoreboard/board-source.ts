import type { Sql, SubmissionStatus } from '@oj/events';
import type {
  AwardConfig,
  ContestSettings,
  RowProfile,
  ScoredSubmission,
  UserProfile,
} from '@oj/events/scoring';
import type { ContestRow } from '../contest.queries.ts';

/** What a board needs to know of a participant: the names it shows and searches, and more. */
export type Participant = UserProfile & RowProfile;

/** The contest's scoring settings, from its read row and the site's super admins. */
export const settingsOf = (
  c: ContestRow,
  o: { superAdminUids: readonly string[]; starUids: readonly string[] },
): ContestSettings => {
  const bands = [...c.award_config].sort((a, b) => a.priority - b.priority);
  const look = (a: (typeof bands)[number]) => ({
    name: a.name,
    color: a.color,
    background: a.background,
  });
  const award: AwardConfig =
    c.award_type === 1
      ? { type: 1, levels: bands.map((a) => ({ ...look(a), percent: a.num })) }
      : c.award_type === 2
        ? { type: 2, levels: bands.map((a) => ({ ...look(a), num: a.num })) }
        : { type: 0 };
  return {
    type: c.type === 1 ? 'OI' : 'ACM',
    startTime: c.start_time.getTime(),
    endTime: c.end_time.getTime(),
    sealRank: c.seal_rank as ContestSettings['sealRank'],
    autoRealRank: c.auto_real_rank,
    oiRankScoreType: c.oi_rank_score_type === 'Highest' ? 'Highest' : 'Recent',
    authorUid: c.uid,
    superAdminUids: o.superAdminUids,
    starUids: o.starUids,
    award,
    rankShowName: c.rank_show_name as ContestSettings['rankShowName'],
  };
};

interface SubmissionSource {
  submit_id: number;
  uid: string;
  display_id: string;
  submit_time: Date;
  status: SubmissionStatus;
  score: number | null;
  time: number | null;
}

const scored = (r: SubmissionSource): ScoredSubmission => ({
  submitId: Number(r.submit_id),
  uid: r.uid,
  pid: r.display_id,
  submitTime: r.submit_time.getTime(),
  status: r.status,
  score: r.score,
  time: r.time,
});

/**
 * A contest's submissions with their latest verdicts, keyed by the problem's display id in
 * the contest (a problem removed from the contest leaves the board).
 */
export const contestSubmissions = async (sql: Sql, cid: number): Promise<ScoredSubmission[]> =>
  (
    await sql<SubmissionSource[]>`
      SELECT s.submit_id, s.uid, cp.display_id, s.submit_time, s.status, s.score, s.time
      FROM read.submissions s JOIN read.contest_problems cp ON cp.cid = s.cid AND cp.pid = s.pid
      WHERE s.cid = ${cid} AND s.kind = 'submission'`
  ).map(scored);

export const superAdminUids = async (sql: Sql): Promise<string[]> =>
  (await sql<{ uid: string }[]>`SELECT uid FROM read.users WHERE role = 'root'`).map((r) => r.uid);

/** Profiles of the given users (the names the board shows and searches). */
export const participants = async (
  sql: Sql,
  uids: readonly string[],
): Promise<Map<string, Participant>> => {
  if (uids.length === 0) return new Map();
  const rows = await sql<(Participant & { uid: string })[]>`
    SELECT uid, username, nickname, realname, school, gender, avatar FROM read.users
    WHERE uid = ANY(${uids as string[]})`;
  return new Map(rows.map(({ uid, ...p }) => [uid, p]));
};

/** The uids of the contest's star accounts (the form stores usernames). */
export const starUidsOf = async (sql: Sql, usernames: readonly string[]): Promise<string[]> => {
  if (usernames.length === 0) return [];
  return (
    await sql<{ uid: string }[]>`SELECT uid FROM read.users
      WHERE username_lower = ANY(${usernames.map((u) => u.toLowerCase())})`
  ).map((r) => r.uid);
};

/** A contest's scoring inputs as plain JSON: what a browser folds for replay and scroll board. */
export const boardHistory = async (sql: Sql, contest: ContestRow) => {
  const cid = Number(contest.id);
  const [admins, stars, submissions] = await Promise.all([
    superAdminUids(sql),
    starUidsOf(sql, contest.star_account),
    contestSubmissions(sql, cid),
  ]);
  const users = await participants(sql, [...new Set(submissions.map((s) => s.uid))]);
  return {
    settings: settingsOf(contest, { superAdminUids: admins, starUids: stars }),
    submissions,
    users: Object.fromEntries(users),
  };
};
