import { describe, it } from 'vitest';
import type { ContestEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  contestAnnouncementMessages as am,
  contestDecider,
  contestNotFound,
  contestProblemMessages as pm,
  type ContestCommand,
  type ContestProblemLook,
} from './contest.decider.ts';
import { contestMessages as m, type ContestInput } from './contest.rules.ts';

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

const cmd = <T extends ContestCommand['type']>(
  type: T,
  data: Omit<Extract<ContestCommand, { type: T }>['data'], 'cid'>,
) => ({ type, data: { cid: 7, ...data }, metadata: later }) as unknown as ContestCommand;

type Created = Extract<ContestEvent, { type: 'ContestCreated' }>['data'];
/** The contest `create()` makes: five hours of ACM, so the last hour is sealed. */
const contestCreated = (over: Partial<Created> = {}): ContestEvent => ({
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
    ...over,
  },
});
const created = contestCreated();
/** What every command of an admin after creation is stamped with. */
const stamped = { cid: 7, by: 'admin-2', at: later.now };

const spec = deciderSpec(contestDecider);

describe('contest decider: creating', () => {
  it('creates a contest with derived duration and seal time, stamped from the metadata', () =>
    spec.given([]).when(create()).then([created]));

  it.each([
    ['ACM of an hour or more seals the last hour', 0, 3600, 1],
    ['ACM under an hour seals the whole contest', 0, 3599, 2],
    ['OI seals the whole contest by default', 1, 5 * 3600, 2],
    ['KAOYAN seals the whole contest by default', 2, 7200, 2],
  ])('%s', (_name, type, seconds, sealRank) => {
    const endTime = new Date(Date.parse('2026-12-01T10:00:00.000Z') + seconds * 1000).toISOString();
    const sealRankTime =
      sealRank === 1
        ? new Date(Date.parse(endTime) - 3_600_000).toISOString()
        : '2026-12-01T10:00:00.000Z';
    spec
      .given([])
      .when(create({ type, endTime }))
      .then([contestCreated({ type, endTime, duration: seconds, sealRank, sealRankTime })]);
  });

  it('seals half an hour before the end when chosen', () =>
    spec
      .given([])
      .when(create({ sealRank: 0 }))
      .then([contestCreated({ sealRank: 0, sealRankTime: '2026-12-01T14:30:00.000Z' })]));

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
  ] as [string, Partial<ContestInput>, string][])('refuses %s', (_name, over, msg) =>
    spec.given([]).when(create(over)).thenFails(msg, 'invalid'),
  );

  it('trims star users, drops the password of a public contest, keeps a private one', () => {
    spec
      .given([])
      .when(create({ pwd: 'x', starAccount: [' alice ', 'bob'] }))
      .then([contestCreated({ pwd: null, starAccount: ['alice', 'bob'] })]);
    spec
      .given([])
      .when(create({ auth: 1, pwd: 'secret' }))
      .then([contestCreated({ auth: 1, pwd: 'secret' })]);
  });

  it('clones a contest with its problems in one decision', () => {
    const look = { pid: 3, displayId: 'A', displayTitle: 'Sum', color: null };
    spec
      .given([])
      .when({
        type: 'CloneContest',
        data: { cid: 7, author: 'root', ...input({ source: '5' }), problems: [look] },
        metadata,
      })
      .then([
        contestCreated({ source: '5' }),
        {
          type: 'ContestProblemAdded',
          data: { cid: 7, ...look, by: 'admin-1', at: metadata.now },
        },
      ]);
  });

  it('refuses to create the same contest twice', () =>
    spec.given([created]).when(create()).thenFails('The contest already exists', 'conflict'));
});

describe('contest decider: editing, visibility, deleting', () => {
  const edit = (over: Partial<ContestInput> = {}) => cmd('EditContest', input(over));
  const deleted: ContestEvent = { type: 'ContestDeleted', data: stamped };

  it('saves the form as a full snapshot stamped with the editor', () =>
    spec
      .given([created])
      .when(edit({ title: 'Weekly 1 (rated)', type: 1 }))
      .then([
        {
          type: 'ContestEdited',
          data: {
            ...input({ title: 'Weekly 1 (rated)', type: 1 }),
            duration: 5 * 3600,
            sealRank: 2,
            sealRankTime: '2026-12-01T10:00:00.000Z',
            ...stamped,
          },
        },
      ]));

  it('decides nothing for an unchanged form and validates like creation', () => {
    spec.given([created]).when(edit()).then([]);
    spec
      .given([created])
      .when(edit({ title: '' }))
      .thenFails(m.title, 'invalid');
  });

  it('changes visibility only when it differs', () => {
    spec
      .given([created])
      .when(cmd('ChangeContestVisibility', { visible: true }))
      .then([]);
    spec
      .given([created])
      .when(cmd('ChangeContestVisibility', { visible: false }))
      .then([{ type: 'ContestVisibilityChanged', data: { visible: false, ...stamped } }]);
  });

  it('deletes once; afterwards everything finds no contest', () => {
    spec.given([created]).when(cmd('DeleteContest', {})).then([deleted]);
    for (const c of [
      edit(),
      cmd('DeleteContest', {}),
      cmd('ChangeContestVisibility', { visible: false }),
    ])
      spec.given([created, deleted]).when(c).thenFails(contestNotFound, 'not_found');
    spec.given([]).when(edit()).thenFails(contestNotFound, 'not_found');
  });
});

describe('contest decider: group contests', () => {
  const inGroup = contestCreated({ gid: 3 });

  it('keeps a contest in its group whatever gid the form sends', () => {
    spec
      .given([inGroup])
      .when(cmd('EditContest', input({ title: 'Class quiz', gid: null })))
      .then([
        {
          type: 'ContestEdited',
          data: {
            ...input({ title: 'Class quiz', gid: 3 }),
            duration: 5 * 3600,
            sealRank: 1,
            sealRankTime: '2026-12-01T14:00:00.000Z',
            ...stamped,
          },
        },
      ]);
    spec
      .given([created])
      .when(cmd('EditContest', input({ title: 'Weekly 2', gid: 3 })))
      .then([
        {
          type: 'ContestEdited',
          data: {
            ...input({ title: 'Weekly 2' }),
            duration: 5 * 3600,
            sealRank: 1,
            sealRankTime: '2026-12-01T14:00:00.000Z',
            ...stamped,
          },
        },
      ]);
  });

  it("names the group on a group contest's visibility change and deletion", () => {
    spec
      .given([inGroup])
      .when(cmd('ChangeContestVisibility', { visible: false }))
      .then([{ type: 'ContestVisibilityChanged', data: { visible: false, ...stamped, gid: 3 } }]);
    spec
      .given([inGroup])
      .when(cmd('DeleteContest', {}))
      .then([{ type: 'ContestDeleted', data: { ...stamped, gid: 3 } }]);
  });
});

describe('contest decider: problems', () => {
  const look = (pid: number, displayId: string, displayTitle = `P${pid}`): ContestProblemLook => ({
    pid,
    displayId,
    displayTitle,
    color: null,
  });
  const added = (p: ContestProblemLook): ContestEvent => ({
    type: 'ContestProblemAdded',
    data: { ...p, ...stamped },
  });
  const withA = [created, added(look(1, 'A'))];

  it('adds a problem with its display id, title and colour', () =>
    spec
      .given([created])
      .when(cmd('AddContestProblem', { ...look(1, ' A '), color: '#f00' }))
      .then([added({ ...look(1, 'A'), color: '#f00' })]));

  it.each([
    ['the same problem twice', look(1, 'B'), pm.duplicateProblem, 'conflict'],
    ['a display id already used (any case)', look(2, 'a'), pm.duplicateId, 'conflict'],
    ['a blank display id', look(2, ' '), pm.displayId, 'invalid'],
    ['a blank display title', look(2, 'B', ''), pm.displayTitle, 'invalid'],
  ] as const)('refuses %s', (_n, p, msg, code) =>
    spec.given(withA).when(cmd('AddContestProblem', p)).thenFails(msg, code),
  );

  it('updates the look, keeping display ids unique, and ignores an unchanged save', () => {
    const withAB = [...withA, added(look(2, 'B'))];
    spec
      .given(withAB)
      .when(cmd('UpdateContestProblem', look(1, 'A')))
      .then([]);
    spec
      .given(withAB)
      .when(cmd('UpdateContestProblem', look(2, 'A')))
      .thenFails(pm.duplicateId, 'conflict');
    spec
      .given(withAB)
      .when(cmd('UpdateContestProblem', look(1, 'C', 'Renamed')))
      .then([{ type: 'ContestProblemUpdated', data: { ...look(1, 'C', 'Renamed'), ...stamped } }]);
    spec
      .given(withAB)
      .when(cmd('UpdateContestProblem', look(3, 'D')))
      .thenFails(pm.notFound, 'not_found');
  });

  it('removes a problem, which frees its display id', () => {
    const removed: ContestEvent = { type: 'ContestProblemRemoved', data: { pid: 1, ...stamped } };
    spec
      .given(withA)
      .when(cmd('RemoveContestProblem', { pid: 1 }))
      .then([removed]);
    const after = [...withA, removed];
    spec
      .given(after)
      .when(cmd('AddContestProblem', look(2, 'A')))
      .then([added(look(2, 'A'))]);
    spec
      .given(after)
      .when(cmd('RemoveContestProblem', { pid: 1 }))
      .thenFails(pm.notFound, 'not_found');
  });
});

describe('contest decider: announcements', () => {
  const post = cmd('CreateContestAnnouncement', {
    id: 50,
    title: 'Clarification',
    content: 'A is easy',
    username: 'root',
  });
  const posted: ContestEvent = {
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
  };
  const withOne = [created, posted];
  const edit = (title: string, content: string, id = 50) =>
    cmd('EditContestAnnouncement', { id, title, content });
  const del = cmd('DeleteContestAnnouncement', { id: 50 });
  const deleted: ContestEvent = {
    type: 'ContestAnnouncementDeleted',
    data: { id: 50, ...stamped },
  };

  it('posts, edits and deletes an announcement of the contest', () => {
    spec.given([created]).when(post).then([posted]);
    spec
      .given(withOne)
      .when(edit('T', 'C'))
      .then([
        {
          type: 'ContestAnnouncementEdited',
          data: { id: 50, title: 'T', content: 'C', ...stamped },
        },
      ]);
    spec.given(withOne).when(del).then([deleted]);
    spec
      .given([...withOne, deleted])
      .when(del)
      .thenFails(am.notFound, 'not_found');
  });

  it('refuses a blank title or content and another contest announcement id', () => {
    spec.given(withOne).when(edit(' ', 'c')).thenFails(am.title, 'invalid');
    spec.given(withOne).when(edit('t', '')).thenFails(am.content, 'invalid');
    spec
      .given(withOne)
      .when(edit('t', 'c', 51))
      .thenFails(am.notFound, 'not_found');
    spec.given([]).when(post).thenFails(contestNotFound, 'not_found');
  });
});
