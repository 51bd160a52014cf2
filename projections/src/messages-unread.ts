import {
  notifyRows,
  realtimeChannel,
  rooms,
  unreadCountsSql,
  type ServerEventName,
} from '@oj/events';
import type { Statement } from './define-projection.ts';

export { unreadCountsSql };

const unreadEvent: ServerEventName = 'user:unread';

/**
 * Pushes `user:unread` with the user's new counts, from inside the projection's transaction.
 * `notify` only sees the event, and the counts are a fact of the read model: Postgres delivers
 * a NOTIFY only when its transaction commits (never on rollback), and the counts are read after
 * this batch's changes in the same transaction, so the client gets exactly the committed state,
 * before the checkpoint a waiting HTTP call listens for. The message has the relay's shape.
 */
export const pushUnreadCounts = (uid: string): Statement =>
  notifyRows(
    realtimeChannel,
    `SELECT $2::text AS room, $3::text AS event,
            (SELECT row_to_json(c) FROM (${unreadCountsSql}) c) AS payload`,
    [uid, rooms.user(uid), unreadEvent],
  );
