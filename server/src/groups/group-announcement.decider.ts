import { assertNever, DomainError, type Decider, type GroupAnnouncementEvent } from '@oj/events';
import { groupMessages as m, type GroupLevel } from './group.policy.ts';

export interface AnnouncementText {
  title: string;
  content: string;
  status: 0 | 1;
}
export type GroupAnnouncementState =
  | { status: 'none' }
  | { status: 'active'; id: number; gid: number; uid: string; text: AnnouncementText }
  | { status: 'deleted' };

interface Metadata {
  now: string;
  userId: string;
  username: string;
  /** The actor's level in the announcement's group (`groupLevel`), read by the route. */
  level: GroupLevel;
}
export type GroupAnnouncementCommand =
  | {
      type: 'PostGroupAnnouncement';
      data: AnnouncementText & { id: number; gid: number };
      metadata: Metadata;
    }
  | { type: 'EditGroupAnnouncement'; data: AnnouncementText; metadata: Metadata }
  | { type: 'DeleteGroupAnnouncement'; data: Record<string, never>; metadata: Metadata };
type Of<T extends GroupAnnouncementCommand['type']> = Extract<
  GroupAnnouncementCommand,
  { type: T }
>;
type Active = Extract<GroupAnnouncementState, { status: 'active' }>;

const assertText = (t: AnnouncementText) => {
  if (t.title.trim() === '') throw new DomainError('invalid', 'Title is required');
  if (t.content.trim() === '') throw new DomainError('invalid', 'Content is required');
};

/** Group admins post; a group root changes any announcement, other admins only their own. */
const mayChange = (a: Active, md: Metadata) => {
  if (md.level < 4) throw new DomainError('forbidden', m.notAdmin);
  if (md.level < 5 && a.uid !== md.userId)
    throw new DomainError('forbidden', m.notYourAnnouncement);
};
const active = (s: GroupAnnouncementState) => {
  if (s.status !== 'active') throw new DomainError('not_found', m.announcementMissing);
  return s;
};

const post = (
  c: Of<'PostGroupAnnouncement'>,
  s: GroupAnnouncementState,
): GroupAnnouncementEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The announcement already exists');
  if (c.metadata.level < 4) throw new DomainError('forbidden', m.notAdmin);
  assertText(c.data);
  const md = c.metadata;
  return [
    {
      type: 'GroupAnnouncementPosted',
      data: { ...c.data, uid: md.userId, username: md.username, at: md.now },
    },
  ];
};

const edit = (
  c: Of<'EditGroupAnnouncement'>,
  s: GroupAnnouncementState,
): GroupAnnouncementEvent[] => {
  const a = active(s);
  mayChange(a, c.metadata);
  assertText(c.data);
  const t = a.text;
  if (t.title === c.data.title && t.content === c.data.content && t.status === c.data.status)
    return [];
  return [
    {
      type: 'GroupAnnouncementEdited',
      data: { id: a.id, gid: a.gid, ...c.data, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

const remove = (
  c: Of<'DeleteGroupAnnouncement'>,
  s: GroupAnnouncementState,
): GroupAnnouncementEvent[] => {
  const a = active(s);
  mayChange(a, c.metadata);
  return [
    {
      type: 'GroupAnnouncementDeleted',
      data: { id: a.id, gid: a.gid, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

/** One group announcement (stream `groupAnnouncement-<id>`). */
export const groupAnnouncementDecider: Decider<
  GroupAnnouncementState,
  GroupAnnouncementCommand,
  GroupAnnouncementEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (s, e) => {
    switch (e.type) {
      case 'GroupAnnouncementPosted': {
        const { id, gid, uid, title, content, status } = e.data;
        return { status: 'active', id, gid, uid, text: { title, content, status } };
      }
      case 'GroupAnnouncementEdited': {
        if (s.status !== 'active') return s;
        const { title, content, status } = e.data;
        return { ...s, text: { title, content, status } };
      }
      case 'GroupAnnouncementDeleted':
        return { status: 'deleted' };
      default:
        return s;
    }
  },
  decide: (c, s) => {
    switch (c.type) {
      case 'PostGroupAnnouncement':
        return post(c, s);
      case 'EditGroupAnnouncement':
        return edit(c, s);
      case 'DeleteGroupAnnouncement':
        return remove(c, s);
      default:
        return assertNever(c);
    }
  },
};
