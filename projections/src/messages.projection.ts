import {
  realtimeMessage,
  rooms,
  type AppEvent,
  type AppEventType,
  type MessageBox,
} from '@oj/events';
import { defineProjection, q, rows, type Statement } from './define-projection.ts';
import { pushUnreadCounts } from './messages-unread.ts';

const isNoticeBox = (box: MessageBox): box is 'sys' | 'mine' => box === 'sys' || box === 'mine';

/** The notices of a box the user (`$1`) can see: every 'Sys' since they joined, their 'Mine'. */
const noticesOf = (box: 'sys' | 'mine') =>
  box === 'sys'
    ? `n.type = 'Sys' AND n.created_at >= (SELECT registered_at FROM read.message_inboxes WHERE uid = $1)`
    : `n.type = 'Mine' AND n.recipient_id = $1`;

const markRead = (uid: string, box: MessageBox, upTo: number): Statement => {
  if (box === 'sys')
    return q`UPDATE read.message_inboxes SET sys_read_upto = GREATEST(sys_read_upto, ${upTo}) WHERE uid = ${uid}`;
  if (box === 'mine')
    return q`UPDATE read.message_inboxes SET mine_read_upto = GREATEST(mine_read_upto, ${upTo}) WHERE uid = ${uid}`;
  return q`UPDATE read.user_messages SET is_read = true
           WHERE recipient_id = ${uid} AND kind = ${box} AND id <= ${upTo} AND NOT is_read`;
};

/** One message (`id`) or the whole box up to `upTo`; notices are shared rows, so hidden per user. */
const clean = (uid: string, box: MessageBox, id: number | null, upTo: number): Statement => {
  if (!isNoticeBox(box))
    return q`DELETE FROM read.user_messages WHERE recipient_id = ${uid} AND kind = ${box}
             AND (id = ${id} OR (${id}::bigint IS NULL AND id <= ${upTo}))`;
  return {
    text: `INSERT INTO read.notice_hidden (uid, notice_id)
           SELECT $1, n.id FROM read.sys_notices n
           WHERE ${noticesOf(box)} AND (n.id = $2 OR ($2::bigint IS NULL AND n.id <= $3))
           ON CONFLICT DO NOTHING`,
    values: [uid, id, upTo],
  };
};

type Data<T extends AppEventType> = Extract<AppEvent, { type: T }>['data'];

const insertMessage = (m: Data<'UserMessageDelivered'>): Statement =>
  q`INSERT INTO read.user_messages (id, recipient_id, kind, sender_id, sender_username, source_type,
      source_id, source_title, source_content, quote_id, quote_type, quote_content, url, created_at)
    VALUES (${m.id}, ${m.recipientId}, ${m.kind}, ${m.senderId}, ${m.senderUsername}, ${m.sourceType},
      ${m.sourceId}, ${m.sourceTitle}, ${m.sourceContent}, ${m.quoteId}, ${m.quoteType},
      ${m.quoteContent}, ${m.url}, ${m.at})
    ON CONFLICT (id) DO NOTHING`;

const insertNotice = (n: Data<'AdminNoticeCreated'>): Statement =>
  q`INSERT INTO read.sys_notices (id, type, recipient_id, title, content, admin_id,
      admin_username, created_at, modified_at)
    VALUES (${n.id}, ${n.type}, ${n.recipientId}, ${n.title}, ${n.content}, ${n.adminId},
      ${n.adminUsername}, ${n.at}, ${n.at})
    ON CONFLICT (id) DO NOTHING`;

/** A deleted account's messages and marks go with it; the notices it got stay for the admin. */
const forgetUser = (uid: string): Statement[] => [
  q`DELETE FROM read.user_messages WHERE recipient_id = ${uid}`,
  q`DELETE FROM read.notice_hidden WHERE uid = ${uid}`,
  q`DELETE FROM read.message_inboxes WHERE uid = ${uid}`,
];

/**
 * The message center: user messages (comment, reply, like), system notices ('Sys' for all,
 * 'Mine' for one), each user's read watermarks for notices and the notices they cleaned.
 * Every change of a user's counts pushes `user:unread` to them (see messages-unread.ts); a
 * notice to everyone is one `site:notice` for the whole site.
 */
export const messagesProjection = defineProjection({
  name: 'messages',
  version: 1,
  handles: [
    'UserRegistered',
    'UserDeleted',
    'UserMessageDelivered',
    'AdminNoticeCreated',
    'AdminNoticeEdited',
    'AdminNoticeDeleted',
    'MessagesRead',
    'MessagesCleaned',
  ],
  tables: ['read.user_messages', 'read.sys_notices', 'read.message_inboxes', 'read.notice_hidden'],
  init: `
    CREATE TABLE IF NOT EXISTS read.user_messages (
      id bigint PRIMARY KEY,
      recipient_id text NOT NULL,
      kind text NOT NULL,
      sender_id text NOT NULL,
      sender_username text NOT NULL,
      source_type text NOT NULL,
      source_id bigint NOT NULL,
      source_title text NOT NULL,
      source_content text NOT NULL,
      quote_id bigint,
      quote_type text,
      quote_content text NOT NULL,
      url text NOT NULL,
      is_read boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS user_messages_box ON read.user_messages (recipient_id, kind, id DESC);
    CREATE TABLE IF NOT EXISTS read.sys_notices (
      id bigint PRIMARY KEY,
      type text NOT NULL,
      recipient_id text,
      title text NOT NULL,
      content text NOT NULL,
      admin_id text NOT NULL,
      admin_username text NOT NULL,
      created_at timestamptz NOT NULL,
      modified_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sys_notices_box ON read.sys_notices (type, recipient_id, id DESC);
    CREATE TABLE IF NOT EXISTS read.message_inboxes (
      uid text PRIMARY KEY,
      registered_at timestamptz NOT NULL,
      sys_read_upto bigint NOT NULL DEFAULT 0,
      mine_read_upto bigint NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS read.notice_hidden (
      uid text NOT NULL,
      notice_id bigint NOT NULL,
      PRIMARY KEY (uid, notice_id)
    );`,
  apply: (event) => {
    switch (event.type) {
      case 'UserRegistered':
        return [
          rows(
            'INSERT INTO read.message_inboxes (uid, registered_at) $ROWS ON CONFLICT (uid) DO NOTHING',
            '(?::text, ?::timestamptz)',
            [event.data.uid, event.data.registeredAt],
          ),
        ];
      case 'UserDeleted':
        return forgetUser(event.data.uid);
      case 'UserMessageDelivered':
        return [insertMessage(event.data), pushUnreadCounts(event.data.recipientId)];
      case 'AdminNoticeCreated': {
        const { recipientId } = event.data;
        const insert = insertNotice(event.data);
        return recipientId ? [insert, pushUnreadCounts(recipientId)] : [insert];
      }
      case 'AdminNoticeEdited': {
        const n = event.data;
        return [
          q`UPDATE read.sys_notices SET title = ${n.title}, content = ${n.content}, modified_at = ${n.at}
            WHERE id = ${n.id}`,
        ];
      }
      case 'AdminNoticeDeleted': {
        const { id, recipientId } = event.data;
        const removed = [
          q`DELETE FROM read.sys_notices WHERE id = ${id}`,
          q`DELETE FROM read.notice_hidden WHERE notice_id = ${id}`,
        ];
        return recipientId ? [...removed, pushUnreadCounts(recipientId)] : removed;
      }
      case 'MessagesRead': {
        const { uid, box, upTo } = event.data;
        return [markRead(uid, box, upTo), pushUnreadCounts(uid)];
      }
      case 'MessagesCleaned': {
        const { uid, box, id, upTo } = event.data;
        return [clean(uid, box, id, upTo), pushUnreadCounts(uid)];
      }
      default:
        return [];
    }
  },
  notify: (event) => {
    if (event.type === 'AdminNoticeCreated' && event.data.type === 'Sys')
      return [
        realtimeMessage(rooms.site(), 'site:notice', { id: event.data.id, action: 'created' }),
      ];
    if (event.type === 'AdminNoticeDeleted' && event.data.type === 'Sys')
      return [
        realtimeMessage(rooms.site(), 'site:notice', { id: event.data.id, action: 'deleted' }),
      ];
    return [];
  },
});
