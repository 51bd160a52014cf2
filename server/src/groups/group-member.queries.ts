import type { Sql } from '@oj/events';
import { likePattern } from '../infra/like-pattern.ts';

interface MemberRow {
  id: number;
  gid: number;
  uid: string;
  username: string;
  auth: number;
  reason: string | null;
  gmt_create: Date;
  gmt_modify: Date;
}

/** HOJ's GroupMemberVO. */
const memberVo = (m: MemberRow) => ({
  id: Number(m.id),
  gid: Number(m.gid),
  uid: m.uid,
  username: m.username,
  auth: m.auth,
  reason: m.reason,
  gmtCreate: m.gmt_create,
  gmtModify: m.gmt_modify,
});

/**
 * One page of a group's member rows: `members` the members (auth 3-5, the member page),
 * `applications` the applying and refused (auth 1-2, the admin's apply list).
 */
export const listMembers = async (
  sql: Sql,
  gid: number,
  kind: 'members' | 'applications',
  f: { offset: number; limit: number; keyword: string | undefined; auth: number | undefined },
) => {
  const [lo, hi] = kind === 'members' ? [3, 5] : [1, 2];
  const like = f.keyword ? likePattern(f.keyword) : null;
  const where = sql`WHERE gid = ${gid} AND auth BETWEEN ${lo} AND ${hi}
    AND (${f.auth ?? null}::int IS NULL OR auth = ${f.auth ?? null})
    AND (${like}::text IS NULL OR username ILIKE ${like})`;
  const rows = await sql<MemberRow[]>`SELECT * FROM read.group_members ${where}
    ORDER BY auth DESC, gmt_create, id LIMIT ${f.limit} OFFSET ${f.offset}`;
  const [count] = await sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM read.group_members ${where}`;
  return { records: rows.map(memberVo), total: count?.n ?? 0 };
};

interface AnnouncementRow {
  id: number;
  gid: number;
  title: string;
  content: string;
  status: number;
  uid: string;
  username: string;
  gmt_create: Date;
  gmt_modified: Date;
}

/** HOJ's AnnouncementVO. */
const announcementVo = (a: AnnouncementRow) => ({
  id: Number(a.id),
  title: a.title,
  content: a.content,
  uid: a.uid,
  username: a.username,
  status: a.status,
  gid: Number(a.gid),
  gmtCreate: a.gmt_create,
  gmtModified: a.gmt_modified,
});

/** A group's announcements, newest first; members see the visible ones (status 0) only. */
export const listAnnouncements = async (
  sql: Sql,
  gid: number,
  f: { offset: number; limit: number; all: boolean },
) => {
  const where = sql`WHERE gid = ${gid} AND (${f.all} OR status = 0)`;
  const rows = await sql<AnnouncementRow[]>`SELECT * FROM read.group_announcements ${where}
    ORDER BY gmt_create DESC, id DESC LIMIT ${f.limit} OFFSET ${f.offset}`;
  const [count] = await sql<{ n: number }[]>`SELECT count(*)::int AS n
    FROM read.group_announcements ${where}`;
  return { records: rows.map(announcementVo), total: count?.n ?? 0 };
};

export const findAnnouncementGid = async (sql: Sql, id: number): Promise<number | null> => {
  const [row] = await sql<{ gid: number }[]>`SELECT gid FROM read.group_announcements
    WHERE id = ${id}`;
  return row ? Number(row.gid) : null;
};

/** The uids of a group's members (auth 3-5), whom a disbanding tells. */
export const memberUidsOf = async (sql: Sql, gid: number): Promise<string[]> =>
  (
    await sql<{ uid: string }[]>`SELECT uid FROM read.group_members
      WHERE gid = ${gid} AND auth >= 3 ORDER BY uid`
  ).map((r) => r.uid);
