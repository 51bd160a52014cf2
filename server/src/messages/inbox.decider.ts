import {
  assertNever,
  DomainError,
  type Decider,
  type MessageBox,
  type MessageEvent,
} from '@oj/events';
import { ownsInbox } from './message.policy.ts';

/** Reads and cleans of one recipient (stream `inbox-<uid>`); the read model holds the messages. */
export type InboxState = { status: 'open'; reads: number; cleans: number };

interface Metadata {
  now: string;
  /** The signed-in user acting on the inbox. */
  userId: string;
}

export type InboxCommand =
  | {
      /** `upTo`: the newest id the box held when its list was loaded. */
      type: 'ReadMessages';
      data: { uid: string; box: MessageBox; upTo: number };
      metadata: Metadata;
    }
  | {
      /** One message (`id`), or the whole box up to `upTo` (`id` null). */
      type: 'CleanMessages';
      data: { uid: string; box: MessageBox; id: number | null; upTo: number };
      metadata: Metadata;
    };

const noPermission = 'Sorry, you do not have permission for this operation';

const readMessages = (
  c: Extract<InboxCommand, { type: 'ReadMessages' }>,
  _s: InboxState,
): MessageEvent[] => {
  if (!ownsInbox(c.metadata.userId, c.data.uid)) throw new DomainError('forbidden', noPermission);
  // Nothing was ever in the box: there is nothing to mark.
  if (c.data.upTo <= 0) return [];
  return [{ type: 'MessagesRead', data: { ...c.data, at: c.metadata.now } }];
};

const cleanMessages = (
  c: Extract<InboxCommand, { type: 'CleanMessages' }>,
  _s: InboxState,
): MessageEvent[] => {
  if (!ownsInbox(c.metadata.userId, c.data.uid)) throw new DomainError('forbidden', noPermission);
  if (c.data.id === null && c.data.upTo <= 0) return [];
  return [{ type: 'MessagesCleaned', data: { ...c.data, at: c.metadata.now } }];
};

/**
 * The inbox keeps no rule that needs history: reading or cleaning twice is harmless (the read
 * model marks and deletes by id), and a message delivered while a list loads stays unread
 * because `upTo` is the newest id that list saw. The state only counts, for diagnostics.
 */
export const inboxDecider: Decider<InboxState, InboxCommand, MessageEvent> = {
  initialState: () => ({ status: 'open', reads: 0, cleans: 0 }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'MessagesRead':
        return { ...state, reads: state.reads + 1 };
      case 'MessagesCleaned':
        return { ...state, cleans: state.cleans + 1 };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReadMessages':
        return readMessages(command, state);
      case 'CleanMessages':
        return cleanMessages(command, state);
      default:
        return assertNever(command);
    }
  },
};
