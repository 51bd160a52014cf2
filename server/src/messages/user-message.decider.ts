import { DomainError, type Decider, type MessageEvent } from '@oj/events';

type Delivered = Extract<MessageEvent, { type: 'UserMessageDelivered' }>['data'];

export type UserMessageState = { status: 'none' } | { status: 'delivered'; recipientId: string };

/** Everything of the message but the time, which arrives as `metadata.now`. */
export type UserMessageInput = Omit<Delivered, 'at'>;

export type UserMessageCommand = {
  type: 'DeliverUserMessage';
  data: UserMessageInput;
  metadata: { now: string };
};

/** Excerpts shown in the message center; the discussion itself keeps the whole text. */
export const excerptLength = 500;
const excerpt = (text: string) =>
  Array.from(text).length > excerptLength
    ? Array.from(text).slice(0, excerptLength).join('')
    : text;

const deliverUserMessage = (c: UserMessageCommand, s: UserMessageState): MessageEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The message already exists');
  const d = c.data;
  // Nobody is told about their own comment, reply or like.
  if (d.senderId === d.recipientId) return [];
  return [
    {
      type: 'UserMessageDelivered',
      data: {
        ...d,
        sourceContent: excerpt(d.sourceContent),
        quoteContent: excerpt(d.quoteContent),
        at: c.metadata.now,
      },
    },
  ];
};

/** One delivered message (stream `userMessage-<id>`): appended once, never changed. */
export const userMessageDecider: Decider<UserMessageState, UserMessageCommand, MessageEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) =>
    e.type === 'UserMessageDelivered'
      ? { status: 'delivered', recipientId: e.data.recipientId }
      : state,
  decide: (command, state) => deliverUserMessage(command, state),
};
