import { describe, it } from 'vitest';
import type { MessageEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  excerptLength,
  userMessageDecider,
  type UserMessageCommand,
  type UserMessageInput,
} from './user-message.decider.ts';

const now = '2026-11-22T00:00:00.000Z';
const message: UserMessageInput = {
  id: 3,
  kind: 'reply',
  recipientId: 'u1',
  senderId: 'u2',
  senderUsername: 'bob',
  sourceType: 'Discussion',
  sourceId: 8,
  sourceTitle: 'DP tricks',
  sourceContent: 'I agree',
  quoteId: 40,
  quoteType: 'Comment',
  quoteContent: 'Use a rolling array',
  url: '/discussion-detail/8',
};
const deliver = (data: UserMessageInput): UserMessageCommand => ({
  type: 'DeliverUserMessage',
  data,
  metadata: { now },
});
const delivered = (data: UserMessageInput): MessageEvent => ({
  type: 'UserMessageDelivered',
  data: { ...data, at: now },
});

describe('user message decider', () => {
  const spec = deciderSpec(userMessageDecider);

  it('delivers a message to its recipient', () =>
    spec
      .given([])
      .when(deliver(message))
      .then([delivered(message)]));
  it('tells nobody about their own action', () =>
    spec
      .given([])
      .when(deliver({ ...message, senderId: 'u1' }))
      .then([]));
  it('keeps excerpts of long texts', () => {
    const long = (n: number) => '字'.repeat(n);
    spec
      .given([])
      .when(
        deliver({
          ...message,
          sourceContent: long(excerptLength + 10),
          quoteContent: long(excerptLength + 1),
        }),
      )
      .then([
        delivered({
          ...message,
          sourceContent: long(excerptLength),
          quoteContent: long(excerptLength),
        }),
      ]);
  });
  it('delivers a message once', () =>
    spec
      .given([delivered(message)])
      .when(deliver(message))
      .thenFails('The message already exists', 'conflict'));
});
