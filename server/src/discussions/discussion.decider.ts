import { assertNever, DomainError, type Decider, type DiscussionEvent } from '@oj/events';
import { discussionLimits as limits, discussionMessages as m } from './discussion.policy.ts';

/** What the author types, after the edge has parsed it. */
export interface DiscussionFields {
  categoryId: number;
  title: string;
  description: string;
  content: string;
  pid: string | null;
  topPriority: boolean;
}

export type DiscussionState =
  | { status: 'none' }
  | { status: 'active'; id: number; uid: string; fields: DiscussionFields; disabled: 0 | 1 }
  | { status: 'deleted' };

interface Metadata {
  now: string;
  userId: string;
  /** The actor moderates discussions (admin roles): may edit, delete, pin anyone's. */
  moderator: boolean;
}

export type DiscussionCommand =
  | {
      type: 'CreateDiscussion';
      data: DiscussionFields & { id: number; gid: number | null; author: string };
      metadata: Metadata;
    }
  | { type: 'EditDiscussion'; data: DiscussionFields & { id: number }; metadata: Metadata }
  | {
      type: 'ModerateDiscussion';
      data: { id: number; status: 0 | 1; topPriority: boolean };
      metadata: Metadata;
    }
  | { type: 'DeleteDiscussion'; data: { id: number }; metadata: Metadata };

type Of<T extends DiscussionCommand['type']> = Extract<DiscussionCommand, { type: T }>;

const assertFields = (f: DiscussionFields) => {
  if (f.title.trim() === '') throw new DomainError('invalid', 'Title is required');
  if (f.description.trim() === '') throw new DomainError('invalid', 'Description is required');
  if (f.content.trim() === '') throw new DomainError('invalid', 'Content is required');
  if (f.title.length > limits.title || f.description.length > limits.description)
    throw new DomainError('invalid', 'Title and description can be at most 255 characters');
  if (f.content.length > limits.content)
    throw new DomainError('invalid', `Content can be at most ${limits.content} characters`);
};

const active = (s: DiscussionState) => {
  if (s.status !== 'active') throw new DomainError('not_found', m.notFound);
  return s;
};

/** Authors change their own posts; moderators anyone's. */
const assertMayChange = (s: Extract<DiscussionState, { status: 'active' }>, md: Metadata) => {
  if (!md.moderator && s.uid !== md.userId) throw new DomainError('forbidden', m.notYours);
};

const create = (c: Of<'CreateDiscussion'>, s: DiscussionState): DiscussionEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The discussion already exists');
  assertFields(c.data);
  // Pinning is a moderator's act; an author's top switch is ignored, not refused.
  const topPriority = c.metadata.moderator && c.data.topPriority;
  return [
    {
      type: 'DiscussionCreated',
      data: { ...c.data, topPriority, uid: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

const edit = (c: Of<'EditDiscussion'>, s: DiscussionState): DiscussionEvent[] => {
  const a = active(s);
  assertMayChange(a, c.metadata);
  assertFields(c.data);
  const { id: _id, ...fields } = c.data;
  const topPriority = c.metadata.moderator ? fields.topPriority : a.fields.topPriority;
  const next = { ...fields, topPriority };
  const same = (Object.keys(next) as (keyof DiscussionFields)[]).every(
    (k) => next[k] === a.fields[k],
  );
  if (same) return [];
  return [
    {
      type: 'DiscussionEdited',
      data: { id: a.id, ...next, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

const moderate = (c: Of<'ModerateDiscussion'>, s: DiscussionState): DiscussionEvent[] => {
  const a = active(s);
  if (!c.metadata.moderator) throw new DomainError('forbidden', m.notYours);
  const { status, topPriority } = c.data;
  if (a.disabled === status && a.fields.topPriority === topPriority) return [];
  return [
    {
      type: 'DiscussionModerated',
      data: { id: a.id, status, topPriority, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

const remove = (c: Of<'DeleteDiscussion'>, s: DiscussionState): DiscussionEvent[] => {
  const a = active(s);
  assertMayChange(a, c.metadata);
  return [
    {
      type: 'DiscussionDeleted',
      data: { id: a.id, by: c.metadata.userId, at: c.metadata.now, author: a.uid },
    },
  ];
};

/** One discussion (stream `discussion-<id>`): its text, author, pin and disabled flag. */
export const discussionDecider: Decider<DiscussionState, DiscussionCommand, DiscussionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'DiscussionCreated': {
        const { id, uid, categoryId, title, description, content, pid, topPriority } = e.data;
        const fields = { categoryId, title, description, content, pid, topPriority };
        return { status: 'active', id, uid, fields, disabled: 0 };
      }
      case 'DiscussionEdited': {
        if (state.status !== 'active') return state;
        const { id: _i, by: _b, at: _a, ...fields } = e.data;
        return { ...state, fields };
      }
      case 'DiscussionModerated':
        if (state.status !== 'active') return state;
        return {
          ...state,
          disabled: e.data.status,
          fields: { ...state.fields, topPriority: e.data.topPriority },
        };
      case 'DiscussionDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateDiscussion':
        return create(command, state);
      case 'EditDiscussion':
        return edit(command, state);
      case 'ModerateDiscussion':
        return moderate(command, state);
      case 'DeleteDiscussion':
        return remove(command, state);
      default:
        return assertNever(command);
    }
  },
};
