import type { Sql } from '@oj/events';
import { likePattern } from '../infra/like-pattern.ts';

/** A row of `read.discussions` with its author's current look and its category's name. */
export interface DiscussionRow {
  id: number;
  category_id: number;
  category_name: string | null;
  title: string;
  description: string;
  content: string;
  pid: string | null;
  gid: number | null;
  uid: string;
  author: string;
  avatar: string | null;
  role: string | null;
  title_name: string | null;
  title_color: string | null;
  view_num: number;
  like_num: number;
  comment_num: number;
  top_priority: boolean;
  status: number;
  gmt_create: Date;
  gmt_modified: Date;
}

// The badge (SPA, ADM) of a site discussion is its author's site role; of a group's, the
// author's standing in that group, as HOJ stores it: root (the super admin too) or admin.
const select = `SELECT d.*, c.name AS category_name, u.avatar, u.title_name, u.title_color,
    CASE WHEN d.gid IS NULL THEN u.role
      WHEN u.role = 'root' OR gm.auth = 5 THEN 'root'
      WHEN gm.auth = 4 THEN 'admin'
      ELSE 'user' END AS role
  FROM read.discussions d
  LEFT JOIN read.discussion_categories c ON c.id = d.category_id
  LEFT JOIN read.users u ON u.uid = d.uid
  LEFT JOIN read.group_members gm ON gm.gid = d.gid AND gm.uid = d.uid`;

const nonEmpty = (s: string | null) => (s === null || s === '' ? null : s);

export const findDiscussionRow = async (sql: Sql, id: number) =>
  (await sql.unsafe<DiscussionRow[]>(`${select} WHERE d.id = $1`, [id]))[0];

/**
 * One page of site discussions (no group), or of one group's (`gid`): pinned first, then
 * newest. The public list hides disabled ones; the admin list shows them. Keyword matches
 * title, description and author.
 */
export const listDiscussionRows = async (
  sql: Sql,
  o: {
    offset: number;
    limit: number;
    admin: boolean;
    gid?: number | undefined;
    categoryId?: number | undefined;
    pid?: string | undefined;
    keyword?: string | undefined;
    uid?: string | undefined;
  },
): Promise<{ rows: DiscussionRow[]; total: number }> => {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (clause: (n: string) => string, v: unknown) => {
    values.push(v);
    where.push(clause(`$${values.length}`));
  };
  // Group discussions never show in the site's lists.
  if (o.gid === undefined) where.push('d.gid IS NULL');
  else add((n) => `d.gid = ${n}`, o.gid);
  if (!o.admin) where.push('d.status = 0');
  if (o.categoryId !== undefined) add((n) => `d.category_id = ${n}`, o.categoryId);
  if (o.pid) add((n) => `d.pid = ${n}`, o.pid);
  if (o.uid) add((n) => `d.uid = ${n}`, o.uid);
  if (o.keyword)
    add(
      (n) => `(d.title ILIKE ${n} OR d.description ILIKE ${n} OR d.author ILIKE ${n})`,
      likePattern(o.keyword),
    );
  const filter = `WHERE ${where.join(' AND ')}`;
  const [count] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM read.discussions d ${filter}`,
    values as never[],
  );
  const rows = await sql.unsafe<DiscussionRow[]>(
    `${select} ${filter}
     ORDER BY d.top_priority DESC, d.gmt_create DESC, d.id DESC
     LIMIT ${Math.trunc(o.limit)} OFFSET ${Math.trunc(o.offset)}`,
    values as never[],
  );
  return { rows, total: count?.n ?? 0 };
};

/** HOJ's Discussion entity as the lists show it (role for the SPA/ADM badges). */
export const discussionVo = (d: DiscussionRow) => ({
  id: d.id,
  categoryId: d.category_id,
  title: d.title,
  description: d.description,
  content: d.content,
  pid: d.pid,
  uid: d.uid,
  author: d.author,
  avatar: nonEmpty(d.avatar),
  role: d.role ?? 'user',
  viewNum: d.view_num,
  likeNum: d.like_num,
  commentNum: d.comment_num,
  topPriority: d.top_priority,
  status: d.status,
  gid: d.gid,
  gmtCreate: d.gmt_create,
  gmtModified: d.gmt_modified,
});

/** HOJ's DiscussionVO of the detail page. */
export const discussionDetailVo = (d: DiscussionRow, hasLike: boolean) => {
  const { commentNum: _c, ...rest } = discussionVo(d);
  return {
    ...rest,
    categoryName: d.category_name,
    titleName: nonEmpty(d.title_name),
    titleColor: nonEmpty(d.title_color),
    hasLike,
  };
};

export const hasLiked = async (
  sql: Sql,
  target: 'discussion' | 'comment',
  targetId: number,
  uid: string | undefined,
) =>
  uid !== undefined &&
  (
    await sql`SELECT 1 FROM read.likes
      WHERE target = ${target} AND target_id = ${targetId} AND uid = ${uid}`
  ).length > 0;

export interface CategoryRow {
  id: number;
  name: string;
  gmt_create: Date;
  gmt_modified: Date;
}

export const listCategories = async (sql: Sql) =>
  (await sql<CategoryRow[]>`SELECT * FROM read.discussion_categories ORDER BY id`).map((c) => ({
    id: c.id,
    name: c.name,
    gmtCreate: c.gmt_create,
    gmtModified: c.gmt_modified,
  }));

export const categoryExists = async (sql: Sql, id: number) =>
  (await sql`SELECT 1 FROM read.discussion_categories WHERE id = ${id}`).length > 0;

/**
 * Problems are linked by their display id (HOJ's `pid` on a discussion): the problem's group
 * (null for a site problem), or undefined when there is no such problem.
 */
export const problemGroupOf = async (
  sql: Sql,
  problemId: string,
): Promise<number | null | undefined> => {
  const [row] = await sql<{ gid: number | null }[]>`SELECT gid FROM read.problems
    WHERE lower(problem_id) = lower(${problemId}) ORDER BY gid NULLS FIRST LIMIT 1`;
  return row === undefined ? undefined : row.gid === null ? null : Number(row.gid);
};

/** Accepted problems of a user: the gate of posting and commenting. */
export const acCountOf = async (sql: Sql, uid: string) =>
  (await sql<{ ac: number }[]>`SELECT ac FROM read.user_stats WHERE uid = ${uid}`)[0]?.ac ?? 0;

/** Discussions a user posted since the start of today (UTC), for the daily limit. */
export const discussionsToday = async (sql: Sql, uid: string, now: Date) => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM read.discussions
    WHERE uid = ${uid} AND gmt_create >= ${day.toISOString()}`;
  return row?.n ?? 0;
};

export interface ReportRow {
  id: number;
  did: number;
  gid: number | null;
  discussion_title: string | null;
  discussion_author: string | null;
  reporter: string;
  content: string;
  status: boolean;
  gmt_create: Date;
  gmt_modified: Date;
}

/** The admin report queue: unhandled first, newest first; group discussions' with `groups`. */
export const listReports = async (
  sql: Sql,
  offset: number,
  limit: number,
  o: { groups: boolean },
) => {
  const from = sql`FROM read.discussion_reports r LEFT JOIN read.discussions d ON d.id = r.did
    WHERE d.gid IS NULL OR ${o.groups}`;
  const [count] = await sql<{ n: number }[]>`SELECT count(*)::int AS n ${from}`;
  const rows = await sql<ReportRow[]>`SELECT r.*, d.gid, d.title AS discussion_title,
      d.author AS discussion_author ${from}
    ORDER BY r.status, r.gmt_create DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`;
  return {
    total: count?.n ?? 0,
    records: rows.map((r) => ({
      id: r.id,
      did: r.did,
      gid: r.gid,
      discussionTitle: r.discussion_title,
      discussionAuthor: r.discussion_author,
      reporter: r.reporter,
      content: r.content,
      status: r.status,
      gmtCreate: r.gmt_create,
      gmtModified: r.gmt_modified,
    })),
  };
};
