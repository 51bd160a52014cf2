import type { Sql } from '@oj/events';
import type { ContestReadRow } from '@oj/projections';
import { contestSubmitters } from './contest-submission.queries.ts';
import { likePattern } from '../infra/like-pattern.ts';

/**
 * A contest row as every contest decision reads it: `read.contests` plus, for a group contest,
 * its group's staff from the groups read model (what `isContestAdmin` needs to stay pure).
 */
export type ContestRow = ContestReadRow & { group_roots: string[]; group_admins: string[] };

/** `read.contests c` with the staff of its group (nothing for site contests). */
const contestSelect = (sql: Sql) => sql`SELECT c.*,
  ARRAY(SELECT m.uid FROM read.group_members m WHERE m.gid = c.gid AND m.auth = 5) AS group_roots,
  ARRAY(SELECT m.uid FROM read.group_members m WHERE m.gid = c.gid AND m.auth >= 4) AS group_admins
  FROM read.contests c`;

export interface ContestProblemRow {
  cid: number;
  pid: number;
  display_id: string;
  display_title: string;
  color: string | null;
  gmt_create: Date;
  gmt_modified: Date;
}

export interface ContestAnnouncementRow {
  id: number;
  cid: number;
  title: string;
  content: string;
  uid: string;
  username: string;
  gmt_create: Date;
  gmt_modified: Date;
}

/** The lookups of the contest read models (one module for the whole server). */
export const findContestRow = async (sql: Sql, cid: number): Promise<ContestRow | undefined> =>
  (await sql<ContestRow[]>`${contestSelect(sql)} WHERE c.id = ${cid}`)[0];

export const isRegistered = async (sql: Sql, cid: number, uid: string | undefined) =>
  uid !== undefined &&
  (await sql`SELECT 1 FROM read.contest_registers WHERE cid = ${cid} AND uid = ${uid}`).length > 0;

/**
 * One page of contests, newest start first (the public list: upcoming, running, ended).
 * `ownerUid` narrows to one creator's contests (the admin list of a non-root admin);
 * `publicOnly` keeps visible site contests; `gid` keeps one group's contests (`undefined`: the
 * site's, never a group's); `visibleOnly` hides hidden ones; `status` is HOJ's -1 scheduled,
 * 0 running, 1 ended at `now`.
 */
export const listContestRows = async (
  sql: Sql,
  o: {
    current: number;
    size: number;
    keyword: string;
    ownerUid?: string | undefined;
    publicOnly: boolean;
    gid?: number | undefined;
    visibleOnly?: boolean | undefined;
    /** Newest created first (HOJ's group admin list) instead of by start time. */
    byId?: boolean | undefined;
    type?: number | undefined;
    status?: number | undefined;
    now: Date;
  },
) => {
  const conds = [sql`TRUE`];
  if (o.keyword)
    conds.push(
      sql`(title ILIKE ${likePattern(o.keyword)} OR author ILIKE ${likePattern(o.keyword)})`,
    );
  if (o.ownerUid !== undefined) conds.push(sql`uid = ${o.ownerUid}`);
  if (o.publicOnly) conds.push(sql`visible AND gid IS NULL`);
  // Group contests live in their group's lists only, never in a site-wide one.
  conds.push(o.gid === undefined ? sql`gid IS NULL` : sql`gid = ${o.gid}`);
  if (o.visibleOnly) conds.push(sql`visible`);
  if (o.type !== undefined) conds.push(sql`type = ${o.type}`);
  if (o.status === -1) conds.push(sql`start_time > ${o.now}`);
  if (o.status === 0) conds.push(sql`start_time <= ${o.now} AND end_time > ${o.now}`);
  if (o.status === 1) conds.push(sql`end_time <= ${o.now}`);
  const where = conds.reduce((acc, c) => sql`${acc} AND ${c}`);
  // HOJ's public order: scheduled, then running, then ended; newest start first within each.
  const byStatus = sql`CASE WHEN start_time > ${o.now} THEN 0 WHEN end_time > ${o.now} THEN 1 ELSE 2 END`;
  const order = o.byId
    ? sql`id DESC`
    : sql`${o.publicOnly ? sql`${byStatus},` : sql``} start_time DESC, id DESC`;
  const [rows, [count]] = await Promise.all([
    sql<ContestRow[]>`${contestSelect(sql)} WHERE ${where}
      ORDER BY ${order} LIMIT ${o.size} OFFSET ${(o.current - 1) * o.size}`,
    sql<{ total: number }[]>`SELECT count(*)::int AS total FROM read.contests c WHERE ${where}`,
  ]);
  return { rows, total: count?.total ?? 0 };
};

/** One problem of a contest, by its problem id. */
export const findContestProblem = async (sql: Sql, cid: number, pid: number) =>
  (
    await sql<ContestProblemRow[]>`SELECT * FROM read.contest_problems
      WHERE cid = ${cid} AND pid = ${pid}`
  )[0];

/** One problem of a contest, by its display id in the contest (case-insensitive). */
export const findContestProblemByDisplayId = async (sql: Sql, cid: number, displayId: string) =>
  (
    await sql<ContestProblemRow[]>`SELECT * FROM read.contest_problems
      WHERE cid = ${cid} AND lower(display_id) = lower(${displayId.trim()})`
  )[0];

/** The problems of a contest in display-id order. */
export const contestProblemRows = (sql: Sql, cid: number) =>
  sql<ContestProblemRow[]>`SELECT * FROM read.contest_problems WHERE cid = ${cid}
    ORDER BY display_id, pid`;

export const findContestAnnouncement = async (sql: Sql, id: number) =>
  (
    await sql<ContestAnnouncementRow[]>`SELECT * FROM read.contest_announcements WHERE id = ${id}`
  )[0];

/** One page of a contest's announcements, newest first. */
export const contestAnnouncementPage = async (
  sql: Sql,
  o: { cid: number; current: number; size: number },
) => {
  const [rows, [count]] = await Promise.all([
    sql<ContestAnnouncementRow[]>`SELECT * FROM read.contest_announcements WHERE cid = ${o.cid}
      ORDER BY gmt_create DESC, id DESC LIMIT ${o.size} OFFSET ${(o.current - 1) * o.size}`,
    sql<{ total: number }[]>`SELECT count(*)::int AS total FROM read.contest_announcements
      WHERE cid = ${o.cid}`,
  ]);
  return { rows, total: count?.total ?? 0 };
};

/** HOJ's contest status at `now`: -1 scheduled, 0 running, 1 ended. */
export const statusOf = (c: Pick<ContestRow, 'start_time' | 'end_time'>, now: Date) =>
  now < c.start_time ? -1 : now < c.end_time ? 0 : 1;

/**
 * HOJ's Contest entity. The password and the account limit rule only for the admin form
 * (`admin`): a contestant never learns either from the API.
 */
export const contestVo = (c: ContestRow, now: Date, admin = false) => ({
  id: Number(c.id),
  uid: c.uid,
  author: c.author,
  title: c.title,
  type: c.type,
  description: c.description,
  source: c.source,
  auth: c.auth,
  ...(admin ? { pwd: c.pwd, accountLimitRule: c.account_limit_rule } : {}),
  startTime: c.start_time.toISOString(),
  endTime: c.end_time.toISOString(),
  duration: Number(c.duration),
  sealRank: c.seal_rank,
  sealRankTime: c.seal_rank_time.toISOString(),
  autoRealRank: c.auto_real_rank,
  status: statusOf(c, now),
  visible: c.visible,
  openPrint: c.open_print,
  openAccountLimit: c.open_account_limit,
  rankShowName: c.rank_show_name,
  starAccount: c.star_account,
  openRank: c.open_rank,
  oiRankScoreType: c.oi_rank_score_type,
  gid: c.gid === null ? null : Number(c.gid),
  awardType: c.award_type,
  awardConfigList: c.award_config,
  allowEndSubmit: c.allow_end_submit,
  gmtCreate: c.gmt_create.toISOString(),
  gmtModified: c.gmt_modified.toISOString(),
});

export const contestProblemVo = (p: ContestProblemRow) => ({
  cid: Number(p.cid),
  pid: Number(p.pid),
  displayId: p.display_id,
  displayTitle: p.display_title,
  color: p.color,
  gmtCreate: p.gmt_create.toISOString(),
  gmtModified: p.gmt_modified.toISOString(),
});

export const contestAnnouncementVo = (a: ContestAnnouncementRow) => ({
  id: Number(a.id),
  cid: Number(a.cid),
  title: a.title,
  content: a.content,
  uid: a.uid,
  username: a.username,
  gmtCreate: a.gmt_create.toISOString(),
  gmtModified: a.gmt_modified.toISOString(),
});

/** A contest's announcements the client has not read yet (ids it sends), newest first. */
export const unreadContestAnnouncements = (sql: Sql, cid: number, readIds: number[]) =>
  sql<ContestAnnouncementRow[]>`SELECT * FROM read.contest_announcements
    WHERE cid = ${cid} AND NOT (id = ANY(${readIds}::bigint[]))
    ORDER BY gmt_create DESC, id DESC`;

/**
 * Participants per contest (HOJ's `count`): registered users and everyone who submitted (a
 * public contest has no registration); zero for contests nobody entered.
 */
export const participantCounts = async (sql: Sql, cids: number[]) => {
  const [registered, submitters] = await Promise.all([
    sql<{ cid: number; uid: string }[]>`SELECT cid, uid FROM read.contest_registers
      WHERE cid = ANY(${cids}::bigint[])`,
    contestSubmitters(sql, cids),
  ]);
  const people = new Map<number, Set<string>>();
  for (const r of [...registered, ...submitters]) {
    const set = people.get(Number(r.cid)) ?? new Set<string>();
    set.add(r.uid);
    people.set(Number(r.cid), set);
  }
  return (cid: number) => people.get(cid)?.size ?? 0;
};

/** A stored contest back as the decider's input (the clone of a contest starts from it). */
export const contestInputOfRow = (c: ContestRow) => ({
  title: c.title,
  description: c.description,
  source: c.source,
  type: c.type,
  auth: c.auth,
  pwd: c.pwd,
  startTime: c.start_time.toISOString(),
  endTime: c.end_time.toISOString(),
  sealRank: c.seal_rank,
  autoRealRank: c.auto_real_rank,
  openPrint: c.open_print,
  openRank: c.open_rank,
  rankShowName: c.rank_show_name as 'username' | 'nickname' | 'realname',
  openAccountLimit: c.open_account_limit,
  accountLimitRule: c.account_limit_rule,
  starAccount: c.star_account,
  oiRankScoreType: c.oi_rank_score_type as 'Recent' | 'Highest',
  awardType: c.award_type,
  awardConfigList: c.award_config,
  allowEndSubmit: c.allow_end_submit,
  visible: c.visible,
  gid: c.gid === null ? null : Number(c.gid),
});
