import {
  assertNever,
  DomainError,
  type Decider,
  type MessageEvent,
  type NoticeType,
} from '@oj/events';

type Created = Extract<MessageEvent, { type: 'AdminNoticeCreated' }>['data'];

export type NoticeState =
  | { status: 'none' }
  | { status: 'active'; notice: Omit<Created, 'at'> }
  | { status: 'deleted'; id: number };

interface Metadata {
  now: string;
  /** The acting super admin's uid. */
  userId: string;
}

/** What the notice form sends; `recipientId` is set for 'Mine' (a user the route found). */
export interface NoticeFields {
  title: string;
  content: string;
  type: NoticeType;
  recipientId: string | null;
}

export type NoticeCommand =
  | {
      type: 'CreateNotice';
      data: NoticeFields & { id: number; adminUsername: string };
      metadata: Metadata;
    }
  | { type: 'EditNotice'; data: NoticeFields & { id: number }; metadata: Metadata }
  | { type: 'DeleteNotice'; data: { id: number }; metadata: Metadata };

export const noticeNotFound = 'The notice does not exist';
export const recipientRequired = 'Please choose the user who receives the notice';
export const sentNoticeFixed = 'The type and recipient of a sent notice cannot be changed';

const assertText = (f: NoticeFields) => {
  if (f.title.trim() === '') throw new DomainError('invalid', 'Title is required');
  if (f.content.trim() === '') throw new DomainError('invalid', 'Content is required');
};

const createNotice = (
  c: Extract<NoticeCommand, { type: 'CreateNotice' }>,
  s: NoticeState,
): MessageEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The notice already exists');
  assertText(c.data);
  const { id, title, content, type, adminUsername } = c.data;
  if (type === 'Mine' && !c.data.recipientId) throw new DomainError('invalid', recipientRequired);
  // A notice to everyone has no recipient, whatever the form carried along.
  const recipientId = type === 'Mine' ? c.data.recipientId : null;
  const { now: at, userId: adminId } = c.metadata;
  return [
    {
      type: 'AdminNoticeCreated',
      data: { id, title, content, type, recipientId, adminId, adminUsername, at },
    },
  ];
};

const editNotice = (
  c: Extract<NoticeCommand, { type: 'EditNotice' }>,
  s: NoticeState,
): MessageEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', noticeNotFound);
  assertText(c.data);
  const old = s.notice;
  // Who received it is history: moving a delivered notice would rewrite other inboxes' counts.
  const recipientId = c.data.type === 'Mine' ? c.data.recipientId : null;
  if (c.data.type !== old.type || recipientId !== old.recipientId)
    throw new DomainError('invalid', sentNoticeFixed);
  const { title, content } = c.data;
  if (title === old.title && content === old.content) return [];
  return [
    {
      type: 'AdminNoticeEdited',
      data: { id: old.id, title, content, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

const deleteNotice = (
  c: Extract<NoticeCommand, { type: 'DeleteNotice' }>,
  s: NoticeState,
): MessageEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', noticeNotFound);
  const { id, type, recipientId } = s.notice;
  return [
    {
      type: 'AdminNoticeDeleted',
      data: { id, type, recipientId, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

/** One system notice (stream `notice-<id>`), to everyone ('Sys') or to one user ('Mine'). */
export const noticeDecider: Decider<NoticeState, NoticeCommand, MessageEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'AdminNoticeCreated': {
        const { at: _at, ...notice } = e.data;
        return { status: 'active', notice };
      }
      case 'AdminNoticeEdited':
        return state.status === 'active'
          ? { ...state, notice: { ...state.notice, title: e.data.title, content: e.data.content } }
          : state;
      case 'AdminNoticeDeleted':
        return { status: 'deleted', id: e.data.id };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateNotice':
        return createNotice(command, state);
      case 'EditNotice':
        return editNotice(command, state);
      case 'DeleteNotice':
        return deleteNotice(command, state);
      default:
        return assertNever(command);
    }
  },
};
