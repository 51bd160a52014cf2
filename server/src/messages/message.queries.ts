import {
  unreadCountsSql,
  type MessageBox,
  type Sql,
  type UnreadCounts,
  type UserMessageKind,
} from '@oj/events';

export const unreadCounts = async (sql: Sql, uid: string): Promise<UnreadCounts> => {
  const [row] = await sql.unsafe<UnreadCounts[]>(unreadCountsSql, [uid], { prepare: true });
  return row ?? { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
};

interface Window {
  offset: number;
  limit: number;
}

/** A page of a box plus what the read and clean commands need: its size and newest id. */
export interface BoxPage<T> {
  rows: T[];
  total: number;
  newest: number;
}

interface UserMessageRow {
  id: number;
  kind: UserMessageKind;
  sender_id: string;
  sender_name: string;
  sender_avatar: string;
  source_type: string;
  source_id: number;
  source_title: string;
  source_content: string;
  quote_id: number | null;
  quote_type: string | null;
  quote_content: string;
  url: string;
  is_read: boolean;
  created_at: Date;
}

/** Newest first; the sender's current name and avatar (the delivered name if they left). */
export const listUserMessages = async (
  sql: Sql,
  uid: string,
  kind: UserMessageKind,
  w: Window,
): Promise<BoxPage<UserMessageRow>> => {
  const rows = await sql<UserMessageRow[]>`
    SELECT m.id, m.kind, m.sender_id, coalesce(u.username, m.sender_username) AS sender_name,
           coalesce(u.avatar, '') AS sender_avatar, m.source_type, m.source_id, m.source_title,
           m.source_content, m.quote_id, m.quote_type, m.quote_content, m.url, m.is_read, m.created_at
    FROM read.user_messages m LEFT JOIN read.users u ON u.uid = m.sender_id
    WHERE m.recipient_id = ${uid} AND m.kind = ${kind}
    ORDER BY m.id DESC OFFSET ${w.offset} LIMIT ${w.limit}`;
  const [size] = await sql<{ total: number; newest: number }[]>`
    SELECT count(*)::int AS total, coalesce(max(id), 0)::bigint AS newest
    FROM read.user_messages WHERE recipient_id = ${uid} AND kind = ${kind}`;
  return { rows, total: size?.total ?? 0, newest: Number(size?.newest ?? 0) };
};

const actions: Record<UserMessageKind, string> = {
  comment: 'Discuss',
  reply: 'Reply',
  like: 'Like',
};

/** HOJ's UserMsgVO; `state` true once read. */
export const userMessageVo = (m: UserMessageRow) => ({
  id: m.id,
  action: actions[m.kind],
  sourceId: m.source_id,
  sourceType: m.source_type,
  sourceTitle: m.source_title,
  sourceContent: m.source_content,
  quoteId: m.quote_id,
  quoteType: m.quote_type,
  quoteContent: m.quote_content,
  url: m.url,
  state: m.is_read,
  senderId: m.sender_id,
  senderUsername: m.sender_name,
  senderAvatar: m.sender_avatar,
  gmtCreate: m.created_at.toISOString(),
});

interface NoticeRow {
  id: number;
  title: string;
  content: string;
  admin_id: string;
  type: 'Sys' | 'Mine';
  is_read: boolean;
  created_at: Date;
}

type NoticeBox = Extract<MessageBox, 'sys' | 'mine'>;

/** The notices of a box the user sees: every 'Sys' since they joined, their 'Mine', not cleaned. */
const noticesOf = (sql: Sql, uid: string, box: NoticeBox) => {
  const visible =
    box === 'sys'
      ? sql`n.type = 'Sys' AND n.created_at >= i.registered_at`
      : sql`n.type = 'Mine' AND n.recipient_id = ${uid}`;
  return sql`
    FROM read.sys_notices n JOIN read.message_inboxes i ON i.uid = ${uid}
    WHERE ${visible}
      AND NOT EXISTS (SELECT 1 FROM read.notice_hidden h WHERE h.uid = ${uid} AND h.notice_id = n.id)`;
};

/** Newest first, marked read at or below the box's watermark. */
export const listNotices = async (
  sql: Sql,
  uid: string,
  box: NoticeBox,
  w: Window,
): Promise<BoxPage<NoticeRow>> => {
  const watermark = box === 'sys' ? sql`i.sys_read_upto` : sql`i.mine_read_upto`;
  const rows = await sql<NoticeRow[]>`
    SELECT n.id, n.title, n.content, n.admin_id, n.type, n.id <= ${watermark} AS is_read, n.created_at
    ${noticesOf(sql, uid, box)} ORDER BY n.id DESC OFFSET ${w.offset} LIMIT ${w.limit}`;
  const [size] = await sql<{ total: number; newest: number }[]>`
    SELECT count(*)::int AS total, coalesce(max(n.id), 0)::bigint AS newest
    ${noticesOf(sql, uid, box)}`;
  return { rows, total: size?.total ?? 0, newest: Number(size?.newest ?? 0) };
};

/** HOJ's SysMsgVO (system and personal notices alike). */
export const noticeVo = (n: NoticeRow) => ({
  id: n.id,
  title: n.title,
  content: n.content,
  adminId: n.admin_id,
  type: n.type,
  state: n.is_read,
  gmtCreate: n.created_at.toISOString(),
});

/** Whether message `id` is in the user's box (clean by id answers 404 otherwise). */
export const boxHolds = async (sql: Sql, uid: string, box: MessageBox, id: number) => {
  const found =
    box === 'sys' || box === 'mine'
      ? await sql`SELECT 1 ${noticesOf(sql, uid, box)} AND n.id = ${id}`
      : await sql`SELECT 1 FROM read.user_messages
                  WHERE id = ${id} AND recipient_id = ${uid} AND kind = ${box}`;
  return found.length > 0;
};

/** The newest id of a box (0 when empty): what "clean all" removes up to. */
export const newestInBox = async (sql: Sql, uid: string, box: MessageBox): Promise<number> => {
  const [row] =
    box === 'sys' || box === 'mine'
      ? await sql<{ newest: number }[]>`
          SELECT coalesce(max(n.id), 0)::bigint AS newest ${noticesOf(sql, uid, box)}`
      : await sql<{ newest: number }[]>`
          SELECT coalesce(max(id), 0)::bigint AS newest FROM read.user_messages
          WHERE recipient_id = ${uid} AND kind = ${box}`;
  return Number(row?.newest ?? 0);
};
