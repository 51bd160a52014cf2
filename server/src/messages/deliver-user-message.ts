import { handleCommand, nextId, userMessageStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { userMessageDecider, type UserMessageInput } from './user-message.decider.ts';

/**
 * Tells a user that someone commented on, replied to or liked their post: the comment and
 * discussion features call this after their own event is appended. Answers the message id and
 * the store position (to wait for the projection), or null when nothing was delivered (a
 * user's own action). The recipient's socket gets its new unread counts when it commits.
 */
export const deliverUserMessage = async (
  deps: Pick<Deps, 'sql' | 'store'>,
  message: Omit<UserMessageInput, 'id'>,
): Promise<{ id: number; position: number } | null> => {
  if (message.senderId === message.recipientId) return null;
  const id = await nextId(deps.sql, 'user_message');
  const result = await handleCommand(deps.store, userMessageStream(id), userMessageDecider, {
    type: 'DeliverUserMessage',
    data: { ...message, id },
    metadata: { now: new Date().toISOString() },
  });
  return result.appended ? { id, position: result.appended.position } : null;
};
