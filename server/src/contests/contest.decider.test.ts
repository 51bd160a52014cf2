import { describe, expect, it } from 'vitest';
import { DomainError, foldEvents, type ContestEvent } from '@oj/events';
import {
  contestAnnouncementMessages as am,
  contestDecider as d,
  contestNotFound,
  contestProblemMessages as pm,
  type ContestCommand,
} from './contest.decider.ts';
import { contestMessages as m, type ContestInput } from './contest.rules.ts';
import {
  contestRegistrationDecider as reg,
  registrationMessages as rm,
  type RegisterForContest,
} from './contest-registration.decider.ts';

const metadata = { now: '2026-11-22T08:00:00.000Z', userId: 'admin-1' };
const later = { now: '2026-11-23T09:30:00.000Z', userId: 'admin-2' };

const input = (over: Partial<ContestInput> = {}): ContestInput => ({
  title: 'Weekly 1',
  description: 'Solve them all',
  source: '',
  type: 0,
  auth: 0,
  pwd: null,
  startTime: '2026-12-01T10:00:00.000Z',
  endTime: '2026-12-01T15:00:00.000Z',
  sealRank: null,
  autoRealRank: true,
  openPrint: false,
  openRank: false,
  rankShowName: 'username',
  openAccountLimit: false,
  accountLimitRule: null,
  starAccount: [],
  oiRankScoreType: 'Recent',
  awardType: 0,
  awardConfigList: [],
  allowEndSubmit: false,
  visible: true,
  gid: null,
  ...over,
});

const award = (over: Partial<ContestInput['awardConfigList'][number]> = {}) => ({
  priority: 1,
  name: 'Gold',
  background: '#ffd700',
  color: '#000',
  num: 10,
  ...over,
});

const create = (over: Partial<ContestInput> = {}): ContestCommand => ({
  type: 'CreateContest',
  data: { cid: 7, author: 'root', ...input(over) },
  metadata,
});

const when = (given: ContestEvent[], command: ContestCommand) =>
  d.decide(command, foldEvents(d, given));
const created = when([], create());

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a DomainError');
};
const message = (fn: () => unknown) => failure(fn).message;

const cmd = <T extends ContestCommand['type']>(
  type: T,
  data: Omit<Extract<ContestCommand, { type: T }>['data'], 'cid'>,
) => ({ type, data: { cid: 7, ...data }, metadata: later }) as unknown as ContestCommand;

describe('contest decider: creating', () => {
  it('creates a contest with derived duration and seal time, stamped from the metadata', () => {
    expect(created).toEqual([
      {
        type: 'ContestCreated',
        data: {
          ...input(),
          cid: 7,
          uid: 'admin-1',
          author: 'root',
          at: metadata.now,
          duration: 5 * 3600,
          sealRank: 1,
          sealRankTime: '2026-12-01T14:00:00.000Z',
        },
      },
    ]);
  });

  it.each([
    ['ACM of an hour or more seals the last hour', 0, 3600, 1],
    ['ACM under an hour seals the whole contest', 0, 3599, 2],
    ['OI seals the whole contest by default', 1, 5 * 3600, 2],
    ['KAOYAN seals the whole contest by default', 2, 7200, 2],
  ])('%s', (_name, type, seconds, sealRank) => {
    const endTime = new Date(Date.parse('2026-12-01T10:00:00.000Z') + seconds * 1000).toISOString();
    const [e] = when([], create({ type, endTime }));
    expect(e?.type === 'ContestCreated' && [e.data.sealRank, e.data.sealRankTime]).toEqual([
      sealRank,
      sealRank === 1
        ? new Date(Date.parse(endTime) - 3_600_000).toISOString()
        : '2026-12-01T10:00:00.000Z',
    ]);
  });

  it('seals half an hour before the end when chosen', () => {
    const [e] = when([], create({ sealRank: 0 }));
    expect(e?.type === 'ContestCreated' && e.data.sealRankTime).toBe('2026-12-01T14:30:00.000Z');
  });

  it.each([
    ['a blank title', { title: '  ' }, m.title],
    ['a blank description', { description: '' }, m.description],
    ['no start time', { startTime: '' }, m.start],
    ['a start time that is no date', { startTime: 'soon' }, m.start],
    ['no end time', { endTime: '' }, m.end],
    ['an end before the start', { endTime: '2026-12-01T09:00:00.000Z' }, m.time],
    ['a zero duration', { endTime: '2026-12-01T10:00:00.000Z' }, m.duration],
    ['a private contest without password', { auth: 1, pwd: null }, m.password],
    ['a protected contest with a blank password', { auth: 2, pwd: '  ' }, m.password],
    ['a blank star user', { starAccount: ['alice', ' '] }, m.star],
    ['a star user twice', { starAccount: ['alice', ' alice '] }, m.star],
    [
      'half an hour seal on a shorter contest',
      { sealRank: 0, endTime: '2026-12-01T10:20:00.000Z' },
      m.seal,
    ],
    [
      'one hour seal on a shorter contest',
      { sealRank: 1, endTime: '2026-12-01T10:59:00.000Z' },
      m.seal,
    ],
    ['awards without levels', { awardType: 1, awardConfigList: [] }, m.awardNone],
    ['an unnamed award', { awardType: 2, awardConfigList: [award({ name: ' ' })] }, m.awardName],
    ['a negative award count', { awardType: 2, awardConfigList: [award({ num: -1 })] }, m.awardNum],
    [
      'award percentages over 100',
      { awardType: 1, awardConfigList: [award({ num: 60 }), award({ num: 50 })] },
      m.awardPercent,
    ],
    [
      'an award colour that is no colour',
      { awardType: 2, awardConfigList: [award({ color: 'url(x)' })] },
      m.awardColor,
    ],
  ] as [string, Partial<ContestInput>, string][])('refuses %s', (_name, over, msg) => {
    expect(failure(() => when([], create(over)))).toEqual({ code: 'invalid', message: msg });
  });

  it('trims star users, drops the password of a public contest, keeps a private one', () => {
    const [pub] = when([], create({ pwd: 'x', starAccount: [' alice ', 'bob'] }));
    expect(pub?.type === 'ContestCreated' && [pub.data.pwd, pub.data.starAccount]).toEqual([
      null,
      ['alice', 'bob'],
    ]);
    const [priv] = when([], create({ auth: 1, pwd: 'secret' }));
    expect(priv?.type === 'ContestCreated' && priv.data.pwd).toBe('secret');
  });

  it('clones a contest with its problems in one decision', () => {
    const look = { pid: 3, displayId: 'A', displayTitle: 'Sum', color: null };
    const events = when([], {
      type: 'CloneContest',
      data: { cid: 7, author: 'root', ...input({ source: '5' }), problems: [look] },
      metadata,
    });
    expect(events.map((e) => e.type)).toEqual(['ContestCreated', 'ContestProblemAdded']);
    expect(events[0]).toMatchObject({ data: { cid: 7, source: '5', uid: 'admin-1' } });
    expect(events[1]).toMatchObject({ data: { cid: 7, ...look, by: 'admin-1' } });
  });

  it('refuses to create the same contest twice', () => {
    expect(failure(() => when(created, create())).code).toBe('conflict');
  });
});

describe('contest decider: editing, visibility, deleting', () => {
  const edit = (over: Partial<ContestInput> = {}) => cmd('EditContest', input(over));

  it('saves the form as a full snapshot stamped with the editor', () => {
    const [e] = when(created, edit({ title: 'Weekly 1 (rated)', type: 1 }));
    expect(e).toMatchObject({
      type: 'ContestEdited',
      data: { cid: 7, title: 'Weekly 1 (rated)', type: 1, sealRank: 2, by: 'admin-2' },
    });
  });

  it('decides nothing for an unchanged form and validates like creation', () => {
    expect(when(created, edit())).toEqual([]);
    expect(message(() => when(created, edit({ title: '' })))).toBe(m.title);
  });

  it('changes visibility only when it differs', () => {
    expect(when(created, cmd('ChangeContestVisibility', { visible: true }))).toEqual([]);
    expect(when(created, cmd('ChangeContestVisibility', { visible: false }))).toEqual([
      {
        type: 'ContestVisibilityChanged',
        data: { cid: 7, visible: false, by: 'admin-2', at: later.now },
      },
    ]);
  });

  it('deletes once; afterwards everything finds no contest', () => {
    const deleted = when(created, cmd('DeleteContest', {}));
    expect(deleted).toEqual([
      { type: 'ContestDeleted', data: { cid: 7, by: 'admin-2', at: later.now } },
    ]);
    const gone = [...created, ...deleted];
    for (const c of [
      edit(),
      cmd('DeleteContest', {}),
      cmd('ChangeContestVisibility', { visible: false }),
    ])
      expect(failure(() => when(gone, c))).toEqual({ code: 'not_found', message: contestNotFound });
    expect(failure(() => when([], edit())).code).toBe('not_found');
  });
});

describe('contest decider: problems', () => {
  const look = (pid: number, displayId: string, displayTitle = `P${pid}`) => ({
    pid,
    displayId,
    displayTitle,
    color: null,
  });
  const withA = [...created, ...when(created, cmd('AddContestProblem', look(1, 'A')))];

  it('adds a problem with its display id, title and colour', () => {
    expect(when(created, cmd('AddContestProblem', { ...look(1, ' A '), color: '#f00' }))).toEqual([
      {
        type: 'ContestProblemAdded',
        data: {
          cid: 7,
          pid: 1,
          displayId: 'A',
          displayTitle: 'P1',
          color: '#f00',
          by: 'admin-2',
          at: later.now,
        },
      },
    ]);
  });

  it.each([
    ['the same problem twice', look(1, 'B'), pm.duplicateProblem],
    ['a display id already used (any case)', look(2, 'a'), pm.duplicateId],
    ['a blank display id', look(2, ' '), pm.displayId],
    ['a blank display title', look(2, 'B', ''), pm.displayTitle],
  ])('refuses %s', (_n, p, msg) => {
    expect(message(() => when(withA, cmd('AddContestProblem', p)))).toBe(msg);
  });

  it('updates the look, keeping display ids unique, and ignores an unchanged save', () => {
    const withAB = [...withA, ...when(withA, cmd('AddContestProblem', look(2, 'B')))];
    expect(when(withAB, cmd('UpdateContestProblem', look(1, 'A')))).toEqual([]);
    expect(message(() => when(withAB, cmd('UpdateContestProblem', look(2, 'A'))))).toBe(
      pm.duplicateId,
    );
    expect(when(withAB, cmd('UpdateContestProblem', look(1, 'C', 'Renamed')))).toMatchObject([
      { type: 'ContestProblemUpdated', data: { pid: 1, displayId: 'C', displayTitle: 'Renamed' } },
    ]);
    expect(message(() => when(withAB, cmd('UpdateContestProblem', look(3, 'D'))))).toBe(
      pm.notFound,
    );
  });

  it('removes a problem, which frees its display id', () => {
    const removed = when(withA, cmd('RemoveContestProblem', { pid: 1 }));
    expect(removed).toMatchObject([{ type: 'ContestProblemRemoved', data: { cid: 7, pid: 1 } }]);
    const after = [...withA, ...removed];
    expect(when(after, cmd('AddContestProblem', look(2, 'A')))).toHaveLength(1);
    expect(message(() => when(after, cmd('RemoveContestProblem', { pid: 1 })))).toBe(pm.notFound);
  });
});

describe('contest decider: announcements', () => {
  const post = cmd('CreateContestAnnouncement', {
    id: 50,
    title: 'Clarification',
    content: 'A is easy',
    username: 'root',
  });
  const withOne = [...created, ...when(created, post)];

  it('posts, edits and deletes an announcement of the contest', () => {
    expect(when(created, post)).toEqual([
      {
        type: 'ContestAnnouncementCreated',
        data: {
          cid: 7,
          id: 50,
          title: 'Clarification',
          content: 'A is easy',
          uid: 'admin-2',
          username: 'root',
          at: later.now,
        },
      },
    ]);
    expect(
      when(withOne, cmd('EditContestAnnouncement', { id: 50, title: 'T', content: 'C' })),
    ).toMatchObject([{ type: 'ContestAnnouncementEdited', data: { id: 50, title: 'T' } }]);
    const deleted = when(withOne, cmd('DeleteContestAnnouncement', { id: 50 }));
    expect(deleted).toMatchObject([{ type: 'ContestAnnouncementDeleted', data: { id: 50 } }]);
    expect(
      message(() => when([...withOne, ...deleted], cmd('DeleteContestAnnouncement', { id: 50 }))),
    ).toBe(am.notFound);
  });

  it('refuses a blank title or content and another contest announcement id', () => {
    const edit = (title: string, content: string, id = 50) =>
      cmd('EditContestAnnouncement', { id, title, content });
    expect(message(() => when(withOne, edit(' ', 'c')))).toBe(am.title);
    expect(message(() => when(withOne, edit('t', '')))).toBe(am.content);
    expect(message(() => when(withOne, edit('t', 'c', 51)))).toBe(am.notFound);
    expect(message(() => when([], post))).toBe(contestNotFound);
  });
});

describe('contest registration decider', () => {
  const register = (password: string, auth = 2, pwd: string | null = 'open sesame') =>
    ({
      type: 'RegisterForContest',
      data: { cid: 7, password, contest: { auth, pwd } },
      metadata: { now: later.now, userId: 'u-9' },
    }) satisfies RegisterForContest;
  const decide = (given: Parameters<typeof foldEvents>[1], c: RegisterForContest) =>
    reg.decide(c, foldEvents(reg, given));

  it('accepts the right password once', () => {
    const accepted = decide([], register('open sesame'));
    expect(accepted).toEqual([
      { type: 'ContestRegistrationAccepted', data: { cid: 7, uid: 'u-9', at: later.now } },
    ]);
    expect(message(() => decide(accepted, register('open sesame')))).toBe(rm.again);
  });

  it.each([
    ['a wrong password', register('guess'), rm.wrong],
    ['an empty password', register(' '), rm.empty],
    ['a public contest', register('x', 0, null), rm.public],
  ])('refuses %s', (_n, c, msg) => {
    expect(message(() => decide([], c))).toBe(msg);
  });
});
