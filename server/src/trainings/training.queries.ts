import type { Sql } from '@oj/events';
import type { TrainingReadRow } from '@oj/projections';
import { likePattern } from '../infra/like-pattern.ts';

/** A row of `read.trainings` with its category's name and colour (null without one). */
export interface TrainingRow extends TrainingReadRow {
  category_name: string | null;
  category_color: string | null;
}

export interface TrainingCategoryRow {
  id: number;
  name: string;
  color: string;
  gid: number | null;
  gmt_create: Date;
  gmt_modified: Date;
}

const select = `SELECT t.*, c.name AS category_name, c.color AS category_color
  FROM read.trainings t LEFT JOIN read.training_categories c ON c.id = t.category_id`;

export const findTrainingRow = async (sql: Sql, tid: number): Promise<TrainingRow | undefined> =>
  (await sql.unsafe<TrainingRow[]>(`${select} WHERE t.id = $1`, [tid]))[0];

/** Whether `uid` is registered for the training under its current password. */
export const isTrainingRegistered = async (sql: Sql, tid: number, uid: string | undefined) =>
  uid !== undefined &&
  (await sql`SELECT 1 FROM read.training_registers WHERE tid = ${tid} AND uid = ${uid}`).length > 0;

/**
 * One page of site trainings (no group), or of one group's (`gid`), in rank order. The public
 * list: visible ones, filtered by keyword (title or author), category and auth; the admin list:
 * all of them (or one owner's), filtered by keyword (title, id or rank); a group's admin list
 * newest first, as HOJ's.
 */
export const listTrainingRows = async (
  sql: Sql,
  o: {
    current: number;
    size: number;
    keyword: string;
    admin: boolean;
    categoryId?: number | undefined;
    auth?: string | undefined;
    owner?: string | undefined;
    gid?: number | undefined;
  },
): Promise<{ rows: TrainingRow[]; total: number }> => {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (clause: (n: string) => string, v: unknown) => {
    values.push(v);
    where.push(clause(`$${values.length}`));
  };
  if (o.gid === undefined) where.push('t.gid IS NULL');
  else add((n) => `t.gid = ${n}`, o.gid);
  if (!o.admin) where.push('t.status');
  if (o.keyword)
    add(
      (n) =>
        o.admin
          ? `(t.title ILIKE ${n} OR t.id::text ILIKE ${n} OR t.rank::text ILIKE ${n})`
          : `(t.title ILIKE ${n} OR t.author ILIKE ${n})`,
      likePattern(o.keyword),
    );
  if (o.categoryId !== undefined) add((n) => `t.category_id = ${n}`, o.categoryId);
  if (o.auth !== undefined) add((n) => `t.auth = ${n}`, o.auth);
  if (o.owner !== undefined) add((n) => `t.uid = ${n}`, o.owner);
  const w = where.join(' AND ');
  const [count] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM read.trainings t WHERE ${w}`,
    values as never[],
  );
  const rows = await sql.unsafe<TrainingRow[]>(
    `${select} WHERE ${w} ORDER BY ${o.admin && o.gid !== undefined ? 't.id DESC' : 't.rank, t.id'} LIMIT ${o.size} OFFSET ${(o.current - 1) * o.size}`,
    values as never[],
  );
  return { rows, total: count?.n ?? 0 };
};

/**
 * Per training: how many of its problems are public (HOJ counts only those) and how many of
 * them `uid` has solved outside contests (0 without a viewer).
 */
export const trainingProgress = async (sql: Sql, tids: number[], uid: string | null) => {
  const rows =
    tids.length === 0
      ? []
      : await sql<{ tid: number; problems: number; solved: number }[]>`
          SELECT tp.tid, count(*)::int AS problems,
                 count(r.uid) FILTER (WHERE r.ac)::int AS solved
            FROM read.training_problems tp
            JOIN read.problems p ON p.pid = tp.pid AND p.auth = 1
            LEFT JOIN read.training_results r ON r.pid = tp.pid AND r.uid = ${uid ?? ''}
           WHERE tp.tid = ANY(${tids}::bigint[])
           GROUP BY tp.tid`;
  const byTid = new Map(rows.map((r) => [Number(r.tid), r]));
  return (tid: number) => ({
    problemCount: byTid.get(tid)?.problems ?? 0,
    acCount: uid ? (byTid.get(tid)?.solved ?? 0) : 0,
  });
};

/** HOJ's TrainingVO; `acCount` is the viewer's (0 where they may not see inside). */
export const trainingVo = (t: TrainingRow, p: { problemCount: number; acCount: number }) => ({
  id: Number(t.id),
  title: t.title,
  description: t.description,
  author: t.author,
  auth: t.auth,
  categoryName: t.category_name,
  categoryColor: t.category_color,
  rank: Number(t.rank),
  problemCount: p.problemCount,
  acCount: p.acCount,
  gid: t.gid === null ? null : Number(t.gid),
  gmtModified: t.gmt_modified.toISOString(),
});

/** HOJ's Training entity, as the admin pages read it (`privatePwd` only for its admins). */
export const trainingEntityVo = (t: TrainingRow, o: { password: boolean }) => ({
  id: Number(t.id),
  title: t.title,
  description: t.description,
  author: t.author,
  auth: t.auth,
  privatePwd: o.password ? t.private_pwd : null,
  status: t.status,
  rank: Number(t.rank),
  isGroup: t.gid !== null,
  gid: t.gid === null ? null : Number(t.gid),
  gmtCreate: t.gmt_create.toISOString(),
  gmtModified: t.gmt_modified.toISOString(),
});

export const categoryVo = (c: TrainingCategoryRow) => ({
  id: Number(c.id),
  name: c.name,
  color: c.color,
  gid: c.gid === null ? null : Number(c.gid),
  gmtCreate: c.gmt_create.toISOString(),
  gmtModified: c.gmt_modified.toISOString(),
});

/** The site's categories (no group), oldest first. */
export const listCategories = (sql: Sql) =>
  sql<TrainingCategoryRow[]>`SELECT * FROM read.training_categories WHERE gid IS NULL ORDER BY id`;

/** The categories a group's training may use (the site's, then the group's own), oldest first. */
export const listCategoriesFor = (sql: Sql, gid: number | null) =>
  gid === null
    ? listCategories(sql)
    : sql<TrainingCategoryRow[]>`
        SELECT * FROM read.training_categories WHERE gid IS NULL OR gid = ${gid}
        ORDER BY gid NULLS FIRST, id`;

export const findCategory = async (sql: Sql, id: number) =>
  (await sql<TrainingCategoryRow[]>`SELECT * FROM read.training_categories WHERE id = ${id}`)[0];

/** A site category with this name (case-insensitive), other than `exceptId`. */
export const categoryNameUsed = async (sql: Sql, name: string, exceptId = 0) =>
  (
    await sql`SELECT 1 FROM read.training_categories
      WHERE gid IS NULL AND lower(name) = ${name.trim().toLowerCase()} AND id <> ${exceptId}`
  ).length > 0;

export interface TrainingProblemRow {
  id: number;
  tid: number;
  pid: number;
  display_id: string;
  rank: number;
  gmt_create: Date;
  gmt_modified: Date;
}

/** HOJ's TrainingProblem entity. */
export const trainingProblemVo = (tp: TrainingProblemRow) => ({
  id: Number(tp.id),
  tid: Number(tp.tid),
  pid: Number(tp.pid),
  displayId: tp.display_id,
  rank: Number(tp.rank),
  gmtCreate: tp.gmt_create.toISOString(),
  gmtModified: tp.gmt_modified.toISOString(),
});

/** Every problem of a training in its order, public or not (the admin view). */
export const trainingProblemRows = (sql: Sql, tid: number) =>
  sql<TrainingProblemRow[]>`
    SELECT * FROM read.training_problems WHERE tid = ${tid} ORDER BY rank, display_id, pid`;

/** The pids of a training's public problems, in its order: what its members see and solve. */
export const trainingPublicPids = async (sql: Sql, tid: number): Promise<number[]> =>
  (
    await sql<{ pid: number }[]>`
      SELECT tp.pid FROM read.training_problems tp JOIN read.problems p ON p.pid = tp.pid
      WHERE tp.tid = ${tid} AND p.auth = 1 ORDER BY tp.rank, tp.display_id, tp.pid`
  ).map((r) => Number(r.pid));

/**
 * Whether a problem is one of a training's public problems (the problem page and submit inside
 * it): what its members see in its list, so a problem made private since is closed here too.
 */
export const trainingHasProblem = async (sql: Sql, tid: number, pid: number) =>
  (
    await sql`SELECT 1 FROM read.training_problems tp JOIN read.problems p ON p.pid = tp.pid
      WHERE tp.tid = ${tid} AND tp.pid = ${pid} AND p.auth = 1`
  ).length > 0;

/** Registrations of a training, newest first, with the names an admin recognises. */
export const trainingRegistrations = async (
  sql: Sql,
  o: { tid: number; current: number; size: number },
) => {
  const [count] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM read.training_registers WHERE tid = ${o.tid}`;
  const rows = await sql<
    { uid: string; username: string; realname: string; nickname: string; gmt_create: Date }[]
  >`
    SELECT r.uid, COALESCE(u.username, '') AS username, COALESCE(u.realname, '') AS realname,
           COALESCE(u.nickname, '') AS nickname, r.gmt_create
      FROM read.training_registers r LEFT JOIN read.users u ON u.uid = r.uid
     WHERE r.tid = ${o.tid}
     ORDER BY r.gmt_create DESC, r.uid LIMIT ${o.size} OFFSET ${(o.current - 1) * o.size}`;
  return { rows, total: count?.n ?? 0 };
};
