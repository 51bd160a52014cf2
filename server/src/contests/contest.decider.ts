import { assertNever, DomainError, type ContestEvent, type Decider } from '@oj/events';
import { contestFieldsOf, type ContestInput } from './contest.rules.ts';

type Created = Extract<ContestEvent, { type: 'ContestCreated' }>['data'];
export type ContestSnapshot = Omit<Created, 'at'>;

export interface ContestProblemLook {
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}

export type ContestState =
  | { status: 'none' }
  | {
      status: 'active';
      contest: ContestSnapshot;
      problems: ContestProblemLook[];
      announcements: number[];
    }
  | { status: 'deleted'; cid: number };
type Active = Extract<ContestState, { status: 'active' }>;

interface Metadata {
  now: string;
  /** The acting user's uid. */
  userId: string;
}

type Cmd<T extends string, D> = { type: T; data: D & { cid: number }; metadata: Metadata };
export type ContestCommand =
  | Cmd<'CreateContest', ContestInput & { author: string }>
  | Cmd<'CloneContest', ContestInput & { author: string; problems: ContestProblemLook[] }>
  | Cmd<'EditContest', ContestInput>
  | Cmd<'DeleteContest', object>
  | Cmd<'ChangeContestVisibility', { visible: boolean }>
  | Cmd<'AddContestProblem', ContestProblemLook>
  | Cmd<'UpdateContestProblem', ContestProblemLook>
  | Cmd<'RemoveContestProblem', { pid: number }>
  | Cmd<
      'CreateContestAnnouncement',
      { id: number; title: string; content: string; username: string }
    >
  | Cmd<'EditContestAnnouncement', { id: number; title: string; content: string }>
  | Cmd<'DeleteContestAnnouncement', { id: number }>;
type Of<T extends ContestCommand['type']> = Extract<ContestCommand, { type: T }>;

export const contestNotFound = 'The contest does not exist';
export const contestProblemMessages = {
  displayId: 'The contest display id is required',
  displayTitle: 'The contest display title is required',
  duplicateId: 'The display id already exists in this contest',
  duplicateProblem: 'The problem has already been added to this contest',
  notFound: 'The problem is not in this contest',
} as const;
export const contestAnnouncementMessages = {
  title: 'Title is required',
  content: 'Content is required',
  notFound: 'The announcement does not exist',
} as const;

const active = (s: ContestState): Active => {
  if (s.status !== 'active') throw new DomainError('not_found', contestNotFound);
  return s;
};
const stamp = (c: { data: { cid: number }; metadata: Metadata }) => ({
  cid: c.data.cid,
  by: c.metadata.userId,
  at: c.metadata.now,
});

const createContest = (c: Of<'CreateContest'>, s: ContestState): ContestEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The contest already exists');
  const { cid, author, ...input } = c.data;
  const fields = contestFieldsOf(input);
  return [
    {
      type: 'ContestCreated',
      data: { ...fields, cid, uid: c.metadata.userId, author, at: c.metadata.now },
    },
  ];
};

/** A copy owned by the cloning admin, with the same problems in one atomic append. */
const cloneContest = (c: Of<'CloneContest'>, s: ContestState): ContestEvent[] => {
  const { problems, ...create } = c.data;
  const created = createContest({ ...c, type: 'CreateContest', data: create }, s);
  return [
    ...created,
    ...problems.map((p): ContestEvent => ({
      type: 'ContestProblemAdded',
      data: { ...p, ...stamp(c) },
    })),
  ];
};

const editContest = (c: Of<'EditContest'>, s: ContestState): ContestEvent[] => {
  const { contest } = active(s);
  const { cid: _cid, ...input } = c.data;
  // A contest never changes hands between the site and a group (or two groups): whatever gid
  // a form sends, the contest keeps its own.
  const fields = contestFieldsOf({ ...input, gid: contest.gid });
  const { cid: _c, uid: _u, author: _a, ...old } = contest;
  if (JSON.stringify(old) === JSON.stringify({ ...old, ...fields })) return [];
  return [{ type: 'ContestEdited', data: { ...fields, ...stamp(c) } }];
};

/** A group contest's events name its group, so the projection can tell the group's room. */
const groupOf = (contest: ContestSnapshot) => (contest.gid === null ? {} : { gid: contest.gid });

const deleteContest = (c: Of<'DeleteContest'>, s: ContestState): ContestEvent[] => {
  const { contest } = active(s);
  return [{ type: 'ContestDeleted', data: { ...stamp(c), ...groupOf(contest) } }];
};

const changeVisibility = (c: Of<'ChangeContestVisibility'>, s: ContestState): ContestEvent[] => {
  const { contest } = active(s);
  if (contest.visible === c.data.visible) return [];
  const data = { visible: c.data.visible, ...stamp(c), ...groupOf(contest) };
  return [{ type: 'ContestVisibilityChanged', data }];
};

/** Display ids are what contestants see (A, B, ...): unique within a contest, case-blind. */
const checkLook = (s: Active, p: ContestProblemLook) => {
  if (p.displayId.trim() === '') throw new DomainError('invalid', contestProblemMessages.displayId);
  if (p.displayTitle.trim() === '')
    throw new DomainError('invalid', contestProblemMessages.displayTitle);
  const id = p.displayId.trim().toLowerCase();
  if (s.problems.some((o) => o.pid !== p.pid && o.displayId.toLowerCase() === id))
    throw new DomainError('conflict', contestProblemMessages.duplicateId);
  return {
    pid: p.pid,
    displayId: p.displayId.trim(),
    displayTitle: p.displayTitle.trim(),
    color: p.color,
  };
};

const addProblem = (c: Of<'AddContestProblem'>, s: ContestState): ContestEvent[] => {
  const a = active(s);
  if (a.problems.some((p) => p.pid === c.data.pid))
    throw new DomainError('conflict', contestProblemMessages.duplicateProblem);
  return [{ type: 'ContestProblemAdded', data: { ...checkLook(a, c.data), ...stamp(c) } }];
};

const updateProblem = (c: Of<'UpdateContestProblem'>, s: ContestState): ContestEvent[] => {
  const a = active(s);
  const old = a.problems.find((p) => p.pid === c.data.pid);
  if (!old) throw new DomainError('not_found', contestProblemMessages.notFound);
  const look = checkLook(a, c.data);
  if (JSON.stringify(look) === JSON.stringify(old)) return [];
  return [{ type: 'ContestProblemUpdated', data: { ...look, ...stamp(c) } }];
};

const removeProblem = (c: Of<'RemoveContestProblem'>, s: ContestState): ContestEvent[] => {
  if (!active(s).problems.some((p) => p.pid === c.data.pid))
    throw new DomainError('not_found', contestProblemMessages.notFound);
  return [{ type: 'ContestProblemRemoved', data: { pid: c.data.pid, ...stamp(c) } }];
};

const checkAnnouncement = (d: { title: string; content: string }) => {
  if (d.title.trim() === '') throw new DomainError('invalid', contestAnnouncementMessages.title);
  if (d.content.trim() === '')
    throw new DomainError('invalid', contestAnnouncementMessages.content);
};

const createAnnouncement = (c: Of<'CreateContestAnnouncement'>, s: ContestState) => {
  active(s);
  checkAnnouncement(c.data);
  const { cid, id, title, content, username } = c.data;
  const data = { cid, id, title, content, uid: c.metadata.userId, username, at: c.metadata.now };
  return [{ type: 'ContestAnnouncementCreated', data }] satisfies ContestEvent[];
};

const ownAnnouncement = (s: ContestState, id: number) => {
  if (!active(s).announcements.includes(id))
    throw new DomainError('not_found', contestAnnouncementMessages.notFound);
};

const editAnnouncement = (c: Of<'EditContestAnnouncement'>, s: ContestState) => {
  ownAnnouncement(s, c.data.id);
  checkAnnouncement(c.data);
  const { id, title, content } = c.data;
  return [
    { type: 'ContestAnnouncementEdited', data: { id, title, content, ...stamp(c) } },
  ] satisfies ContestEvent[];
};

const deleteAnnouncement = (c: Of<'DeleteContestAnnouncement'>, s: ContestState) => {
  ownAnnouncement(s, c.data.id);
  return [
    { type: 'ContestAnnouncementDeleted', data: { id: c.data.id, ...stamp(c) } },
  ] satisfies ContestEvent[];
};

const withActive = (s: ContestState, f: (a: Active) => Partial<Active>): ContestState =>
  s.status === 'active' ? { ...s, ...f(s) } : s;

const evolve = (s: ContestState, e: ContestEvent): ContestState => {
  switch (e.type) {
    case 'ContestCreated': {
      const { at: _at, ...contest } = e.data;
      return { status: 'active', contest, problems: [], announcements: [] };
    }
    case 'ContestEdited': {
      const { cid: _c, by: _b, at: _a, ...fields } = e.data;
      return withActive(s, (a) => ({ contest: { ...a.contest, ...fields } }));
    }
    case 'ContestDeleted':
      return { status: 'deleted', cid: e.data.cid };
    case 'ContestVisibilityChanged':
      return withActive(s, (a) => ({ contest: { ...a.contest, visible: e.data.visible } }));
    case 'ContestProblemAdded':
    case 'ContestProblemUpdated': {
      const { pid, displayId, displayTitle, color } = e.data;
      const look = { pid, displayId, displayTitle, color };
      return withActive(s, (a) => ({
        problems: [...a.problems.filter((p) => p.pid !== pid), look],
      }));
    }
    case 'ContestProblemRemoved':
      return withActive(s, (a) => ({ problems: a.problems.filter((p) => p.pid !== e.data.pid) }));
    case 'ContestAnnouncementCreated':
      return withActive(s, (a) => ({ announcements: [...a.announcements, e.data.id] }));
    case 'ContestAnnouncementDeleted':
      return withActive(s, (a) => ({
        announcements: a.announcements.filter((id) => id !== e.data.id),
      }));
    default:
      return s;
  }
};

/** One contest (stream `contest-<cid>`): its settings, problem set and announcements. */
export const contestDecider: Decider<ContestState, ContestCommand, ContestEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateContest':
        return createContest(command, state);
      case 'CloneContest':
        return cloneContest(command, state);
      case 'EditContest':
        return editContest(command, state);
      case 'DeleteContest':
        return deleteContest(command, state);
      case 'ChangeContestVisibility':
        return changeVisibility(command, state);
      case 'AddContestProblem':
        return addProblem(command, state);
      case 'UpdateContestProblem':
        return updateProblem(command, state);
      case 'RemoveContestProblem':
        return removeProblem(command, state);
      case 'CreateContestAnnouncement':
        return createAnnouncement(command, state);
      case 'EditContestAnnouncement':
        return editAnnouncement(command, state);
      case 'DeleteContestAnnouncement':
        return deleteAnnouncement(command, state);
      default:
        return assertNever(command);
    }
  },
};
