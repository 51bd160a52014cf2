import type { Sql } from '@oj/events';
import { likePattern } from '../infra/like-pattern.ts';

/** A row of `read.groups`. */
export interface GroupRow {
  id: number;
  name: string;
  short_name: string;
  brief: string;
  description: string;
  avatar: string | null;
  auth: number;
  code: string | null;
  uid: string;
  owner: string;
  visible: boolean;
  status: number;
  member_count: number;
  gmt_create: Date;
  gmt_modified: Date;
}

export const findGroupRow = async (sql: Sql, gid: number): Promise<GroupRow | undefined> =>
  (await sql<GroupRow[]>`SELECT * FROM read.groups WHERE id = ${gid}`)[0];

/** The user's member auth in the group (1-5), or null when they never applied. */
export const memberAuthOf = async (sql: Sql, gid: number, uid: string): Promise<number | null> =>
  (
    await sql<{ auth: number }[]>`SELECT auth FROM read.group_members
    WHERE gid = ${gid} AND uid = ${uid}`
  )[0]?.auth ?? null;

/** HOJ's GroupVO of the list (no code, no uid: the code is the private group's secret). */
export const groupVo = (g: GroupRow) => ({
  id: Number(g.id),
  avatar: g.avatar,
  owner: g.owner,
  name: g.name,
  shortName: g.short_name,
  brief: g.brief,
  description: g.description,
  auth: g.auth,
  visible: g.visible,
  memberCount: g.member_count,
  gmtCreate: g.gmt_create,
});

/** HOJ's Group entity of the detail; the code only to the group's roots. */
export const groupDetailVo = (g: GroupRow, showCode: boolean) => ({
  id: Number(g.id),
  avatar: g.avatar,
  name: g.name,
  shortName: g.short_name,
  brief: g.brief,
  description: g.description,
  owner: g.owner,
  uid: g.uid,
  auth: g.auth,
  visible: g.visible,
  status: g.status,
  code: showCode ? g.code : null,
  gmtCreate: g.gmt_create,
  gmtModified: g.gmt_modified,
});

export interface GroupListFilter {
  offset: number;
  limit: number;
  keyword: string | undefined;
  auth: number | undefined;
  /** Only the groups this user is a member of (auth 3-5). */
  memberUid: string | undefined;
  /** The super admin also sees banned and hidden groups. */
  all: boolean;
}

export const listGroups = async (sql: Sql, f: GroupListFilter) => {
  const like = f.keyword ? likePattern(f.keyword) : null;
  const where = sql`WHERE (${f.all} OR (g.status = 0 AND g.visible))
    AND (${like}::text IS NULL OR g.name ILIKE ${like} OR g.short_name ILIKE ${like}
      OR g.brief ILIKE ${like})
    AND (${f.auth ?? null}::int IS NULL OR g.auth = ${f.auth ?? null})
    AND (${f.memberUid ?? null}::text IS NULL OR EXISTS (SELECT 1 FROM read.group_members m
      WHERE m.gid = g.id AND m.uid = ${f.memberUid ?? null} AND m.auth >= 3))`;
  const rows = await sql<GroupRow[]>`SELECT g.* FROM read.groups g ${where}
    ORDER BY g.gmt_create DESC, g.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`;
  const [count] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM read.groups g ${where}`;
  return { rows, total: count?.n ?? 0 };
};

/** Another group already has this name or short name (case-insensitive). */
export const groupNameTaken = async (
  sql: Sql,
  column: 'name' | 'short_name',
  value: string,
  except: number | null,
) =>
  (
    await sql`SELECT 1 FROM read.groups WHERE lower(${sql(column)}) = lower(${value})
      AND id <> ${except ?? 0}`
  ).length > 0;

/** Groups a user created in total and since the start of today (UTC), for the create limits. */
export const groupsCreatedBy = async (sql: Sql, uid: string, now: Date) => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [row] = await sql<{ total: number; today: number }[]>`SELECT count(*)::int AS total,
      (count(*) FILTER (WHERE gmt_create >= ${day.toISOString()}))::int AS today
    FROM read.groups WHERE uid = ${uid}`;
  return { total: row?.total ?? 0, today: row?.today ?? 0 };
};

/** Accepted problems of a user: the gate of creating a group. */
export const acCountOf = async (sql: Sql, uid: string) =>
  (await sql<{ ac: number }[]>`SELECT ac FROM read.user_stats WHERE uid = ${uid}`)[0]?.ac ?? 0;
