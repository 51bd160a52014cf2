import { describe, expect, it } from 'vitest';
import { foldEvents } from '@oj/events';
import {
  excerptLength,
  userMessageDecider as d,
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
const deliver = (data: UserMessageInput) =>
  ({ type: 'DeliverUserMessage', data, metadata: { now } }) as const;

describe('user message decider', () => {
  it('delivers a message to its recipient', () => {
    expect(d.decide(deliver(message), d.initialState())).toEqual([
      { type: 'UserMessageDelivered', data: { ...message, at: now } },
    ]);
  });
  it('tells nobody about their own action', () => {
    expect(d.decide(deliver({ ...message, senderId: 'u1' }), d.initialState())).toEqual([]);
  });
  it('keeps excerpts of long texts', () => {
    const long = '字'.repeat(excerptLength + 10);
    const [e] = d.decide(deliver({ ...message, sourceContent: long }), d.initialState());
    expect(e?.type === 'UserMessageDelivered' && Array.from(e.data.sourceContent)).toHaveLength(
      excerptLength,
    );
  });
  it('delivers a message once', () => {
    const state = foldEvents(d, d.decide(deliver(message), d.initialState()));
    expect(() => d.decide(deliver(message), state)).toThrow('The message already exists');
  });
});
