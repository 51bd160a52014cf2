import type { MessageBox, Role } from '@oj/events';

/** System notices are written by the super admin only (HOJ: roles any of root). */
export const noticeManagers: readonly Role[] = ['root'];

/** Limits of the notice form, enforced at the edge with these messages. */
export const noticeLimits = { title: 255, content: 65_535 } as const;

/** Page sizes of the message center (spec 3 section 9): the UI's, and the API's defaults. */
export const defaultPageSize: Record<MessageBox, number> = {
  comment: 6,
  reply: 6,
  like: 6,
  sys: 8,
  mine: 8,
};

/** HOJ's `type` of /api/msg/clean, to the box it empties. */
export const cleanTypes = {
  Discuss: 'comment',
  Reply: 'reply',
  Like: 'like',
  Sys: 'sys',
  Mine: 'mine',
} as const satisfies Record<string, MessageBox>;

/** A recipient acts on their own inbox only: the uid comes from the session, never the client. */
export const ownsInbox = (userId: string, uid: string) => userId === uid;
