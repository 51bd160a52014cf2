// A read-model query shared by the messages projection (its push) and the server (its answer):
// shared code between packages goes through events.

/**
 * The five unread counts of one user (`$1`), as one row (comment, reply, like, sys, mine).
 * A 'Sys' notice counts for users who existed when it was sent (it was pushed to them); a read
 * box is a watermark, a cleaned notice a row in `notice_hidden`. The server's /api/msg/unread
 * and the projection's push both run this, so they can never disagree.
 */
export const unreadCountsSql = `
  SELECT
    coalesce((SELECT count(*) FILTER (WHERE kind = 'comment') FROM read.user_messages
              WHERE recipient_id = $1 AND NOT is_read), 0)::int AS "comment",
    coalesce((SELECT count(*) FILTER (WHERE kind = 'reply') FROM read.user_messages
              WHERE recipient_id = $1 AND NOT is_read), 0)::int AS "reply",
    coalesce((SELECT count(*) FILTER (WHERE kind = 'like') FROM read.user_messages
              WHERE recipient_id = $1 AND NOT is_read), 0)::int AS "like",
    (SELECT count(*) FROM read.sys_notices n JOIN read.message_inboxes i ON i.uid = $1
      WHERE n.type = 'Sys' AND n.id > i.sys_read_upto AND n.created_at >= i.registered_at
        AND NOT EXISTS (SELECT 1 FROM read.notice_hidden h WHERE h.uid = $1 AND h.notice_id = n.id)
    )::int AS "sys",
    (SELECT count(*) FROM read.sys_notices n JOIN read.message_inboxes i ON i.uid = $1
      WHERE n.type = 'Mine' AND n.recipient_id = $1 AND n.id > i.mine_read_upto
        AND NOT EXISTS (SELECT 1 FROM read.notice_hidden h WHERE h.uid = $1 AND h.notice_id = n.id)
    )::int AS "mine"`;
