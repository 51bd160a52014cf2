import { handleCommand, nextId, noticeStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { noticeDecider } from './notice.decider.ts';

/** A notice to one user, sent by the system on someone's behalf (HOJ's single user notice). */
export interface PersonalNotice {
  recipientId: string;
  title: string;
  content: string;
  /** Whose act caused it (a group root disbanding a group, say): shown as its sender. */
  sender: { uid: string; username: string };
}

/**
 * Tells users something in their "mine" system box, as HOJ's `addSingleNoticeToBatchUser`
 * does for group events: one notice per recipient, each pushing the recipient's new unread
 * counts when it commits. Answers the last store position (to wait for the projection).
 */
export const deliverPersonalNotices = async (
  deps: Pick<Deps, 'sql' | 'store'>,
  notices: readonly PersonalNotice[],
): Promise<number> => {
  let position = 0;
  for (const n of notices) {
    const id = await nextId(deps.sql, 'notice');
    const result = await handleCommand(deps.store, noticeStream(id), noticeDecider, {
      type: 'CreateNotice',
      data: {
        id,
        title: n.title,
        content: n.content,
        type: 'Mine',
        recipientId: n.recipientId,
        adminUsername: n.sender.username,
      },
      metadata: { now: new Date().toISOString(), userId: n.sender.uid },
    });
    position = Math.max(position, result.appended?.position ?? 0);
  }
  return position;
};
