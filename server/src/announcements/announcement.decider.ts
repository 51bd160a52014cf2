import { assertNever, DomainError, type AnnouncementEvent, type Decider } from '@oj/events';

type Created = Extract<AnnouncementEvent, { type: 'AnnouncementCreated' }>['data'];

export type AnnouncementState =
  | { status: 'none' }
  | { status: 'active'; announcement: Omit<Created, 'at'> }
  | { status: 'deleted'; id: number };

interface Metadata {
  now: string;
  /** The acting user's uid. */
  userId: string;
}

/** What an admin types: title, markdown content and the visible switch (0 shown, 1 hidden). */
export interface AnnouncementFields {
  title: string;
  content: string;
  status: 0 | 1;
}

export type AnnouncementCommand =
  | {
      type: 'CreateAnnouncement';
      data: AnnouncementFields & { id: number; gid: number | null; username: string };
      metadata: Metadata;
    }
  | {
      type: 'EditAnnouncement';
      data: AnnouncementFields & { id: number };
      metadata: Metadata;
    }
  | { type: 'DeleteAnnouncement'; data: { id: number }; metadata: Metadata };

export const announcementNotFound = 'The announcement does not exist';

/** The title is what every list shows; an empty one would be an unclickable row. */
const assertFields = (f: AnnouncementFields) => {
  if (f.title.trim() === '') throw new DomainError('invalid', 'Title is required');
  if (f.content.trim() === '') throw new DomainError('invalid', 'Content is required');
};

const createAnnouncement = (
  c: Extract<AnnouncementCommand, { type: 'CreateAnnouncement' }>,
  s: AnnouncementState,
): AnnouncementEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The announcement already exists');
  assertFields(c.data);
  const { id, title, content, status, gid, username } = c.data;
  return [
    {
      type: 'AnnouncementCreated',
      data: {
        id,
        title,
        content,
        status,
        gid,
        uid: c.metadata.userId,
        username,
        at: c.metadata.now,
      },
    },
  ];
};

const editAnnouncement = (
  c: Extract<AnnouncementCommand, { type: 'EditAnnouncement' }>,
  s: AnnouncementState,
): AnnouncementEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', announcementNotFound);
  assertFields(c.data);
  const { title, content, status } = c.data;
  const old = s.announcement;
  // Saving an unchanged form is not a change: no event, and the modified time stays.
  if (old.title === title && old.content === content && old.status === status) return [];
  return [
    {
      type: 'AnnouncementEdited',
      data: { id: old.id, title, content, status, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

const deleteAnnouncement = (
  c: Extract<AnnouncementCommand, { type: 'DeleteAnnouncement' }>,
  s: AnnouncementState,
): AnnouncementEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', announcementNotFound);
  return [
    {
      type: 'AnnouncementDeleted',
      data: { id: s.announcement.id, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

/** One announcement (stream `announcement-<id>`), site-wide or of a group. */
export const announcementDecider: Decider<
  AnnouncementState,
  AnnouncementCommand,
  AnnouncementEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'AnnouncementCreated': {
        const { at: _at, ...announcement } = e.data;
        return { status: 'active', announcement };
      }
      case 'AnnouncementEdited': {
        if (state.status !== 'active') return state;
        const { title, content, status } = e.data;
        return {
          status: 'active',
          announcement: { ...state.announcement, title, content, status },
        };
      }
      case 'AnnouncementDeleted':
        return { status: 'deleted', id: e.data.id };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateAnnouncement':
        return createAnnouncement(command, state);
      case 'EditAnnouncement':
        return editAnnouncement(command, state);
      case 'DeleteAnnouncement':
        return deleteAnnouncement(command, state);
      default:
        return assertNever(command);
    }
  },
};
