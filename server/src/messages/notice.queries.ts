import type { NoticeType, Sql } from '@oj/events';

interface AdminNoticeRow {
  id: number;
  title: string;
  content: string;
  type: NoticeType;
  recipient_id: string | null;
  recipient_name: string | null;
  admin_username: string;
  created_at: Date;
  modified_at: Date;
}

/** The super admin's list, newest first, optionally of one type. */
export const listAdminNotices = async (
  sql: Sql,
  o: { type: NoticeType | undefined; offset: number; limit: number },
) => {
  const where = o.type ? sql`WHERE n.type = ${o.type}` : sql``;
  const rows = await sql<AdminNoticeRow[]>`
    SELECT n.id, n.title, n.content, n.type, n.recipient_id, u.username AS recipient_name,
           n.admin_username, n.created_at, n.modified_at
    FROM read.sys_notices n LEFT JOIN read.users u ON u.uid = n.recipient_id
    ${where} ORDER BY n.id DESC OFFSET ${o.offset} LIMIT ${o.limit}`;
  const [count] = await sql<{ total: number }[]>`
    SELECT count(*)::int AS total FROM read.sys_notices n ${where}`;
  return { rows, total: count?.total ?? 0 };
};

/** HOJ's AdminSysNoticeVO; notices go out when sent, so `state` (pushed) is always true. */
export const adminNoticeVo = (n: AdminNoticeRow) => ({
  id: n.id,
  title: n.title,
  content: n.content,
  type: n.type,
  state: true,
  recipientId: n.recipient_id,
  recipientUsername: n.recipient_name,
  adminUsername: n.admin_username,
  gmtCreate: n.created_at.toISOString(),
  gmtModified: n.modified_at.toISOString(),
});

export const findNotice = async (sql: Sql, id: number) =>
  (
    await sql<{ type: NoticeType; recipient_id: string | null }[]>`
      SELECT type, recipient_id FROM read.sys_notices WHERE id = ${id}`
  )[0];
