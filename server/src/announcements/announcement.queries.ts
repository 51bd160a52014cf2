import type { Sql } from '@oj/events';

export interface AnnouncementRow {
  id: number;
  title: string;
  content: string;
  status: number;
  gid: number | null;
  uid: string;
  username: string;
  gmt_create: Date;
  gmt_modified: Date;
}

/** HOJ's AnnouncementVO. */
export const announcementVo = (a: AnnouncementRow) => ({
  id: Number(a.id),
  title: a.title,
  content: a.content,
  uid: a.uid,
  username: a.username,
  status: a.status,
  gid: a.gid === null ? null : Number(a.gid),
  gmtCreate: a.gmt_create.toISOString(),
  gmtModified: a.gmt_modified.toISOString(),
});

/**
 * One page of site-wide announcements (no group), newest first; `visibleOnly` leaves the
 * hidden ones out (everyone but the admin list).
 */
export const listSiteAnnouncements = async (
  sql: Sql,
  o: { visibleOnly: boolean; offset: number; limit: number },
) => {
  const where = o.visibleOnly ? sql`AND status = 0` : sql``;
  const [rows, [count]] = await Promise.all([
    sql<AnnouncementRow[]>`
      SELECT * FROM read.announcements WHERE gid IS NULL ${where}
      ORDER BY gmt_create DESC, id DESC LIMIT ${o.limit} OFFSET ${o.offset}`,
    sql<{ total: number }[]>`
      SELECT count(*)::int AS total FROM read.announcements WHERE gid IS NULL ${where}`,
  ]);
  return { rows, total: count?.total ?? 0 };
};
