import { describe, expect, it } from 'vitest';
import type { ScoreboardChange, ScoreboardRowDto } from '@oj/events/scoring';
import type { BoardPage } from './api/types';
import { alreadyShown, applyPush, changedUids, matchesKeyword, pushDecision } from './board-live';

const row = (
  uid: string,
  rank: number,
  solved: number,
  penalty: number,
  over: Partial<ScoreboardRowDto> = {},
): ScoreboardRowDto => ({
  rank,
  uid,
  username: uid,
  rankShowName: uid,
  nickname: '',
  realname: '',
  school: '',
  gender: '',
  avatar: '',
  star: false,
  concerned: false,
  ac: solved,
  total: solved,
  totalTime: penalty,
  totalScore: 0,
  submissionInfo: {},
  timeInfo: {},
  isWinAward: false,
  awardName: null,
  awardBackground: null,
  awardColor: null,
  totals: { solved, penalty, score: 0, time: 0 },
  ...over,
});

const page = (records: ScoreboardRowDto[], over: Partial<BoardPage> = {}): BoardPage => ({
  records,
  total: records.length,
  current: 1,
  size: 50,
  sealed: false,
  rankedCount: records.length,
  ...over,
});

const change = (
  rows: ScoreboardRowDto[],
  previous: ScoreboardChange['previous'],
): ScoreboardChange => ({
  cid: 7,
  view: 'live',
  type: 'ACM',
  rows,
  previous,
  removed: [],
  cells: [],
  rankedCount: 3,
  awards: [],
});

const noFilters = { keyword: '', removeStar: false, followed: [] };
const ranks = (p: BoardPage) => p.records.map((r) => [r.uid, r.rank]);

describe('push decision', () => {
  const at = (o: Partial<Parameters<typeof pushDecision>[1]>) => ({
    cid: 7,
    sealed: false,
    admin: false,
    forceRefresh: false,
    ...o,
  });
  it.each([
    ['another contest', { cid: 8, view: 'live' }, at({}), 'ignore'],
    ['the view on screen', { cid: 7, view: 'live' }, at({}), 'apply'],
    ['a frozen push on a frozen board', { cid: 7, view: 'sealed' }, at({ sealed: true }), 'apply'],
    ['a contestant whose board froze', { cid: 7, view: 'sealed' }, at({}), 'refetch'],
    ['a contestant whose board thawed', { cid: 7, view: 'live' }, at({ sealed: true }), 'refetch'],
    [
      'an admin on the live board, sealed room',
      { cid: 7, view: 'sealed' },
      at({ admin: true, forceRefresh: true }),
      'ignore',
    ],
    [
      'an admin on the frozen board, live room',
      { cid: 7, view: 'live' },
      at({ admin: true, sealed: true }),
      'ignore',
    ],
    [
      'an admin whose public board froze',
      { cid: 7, view: 'sealed' },
      at({ admin: true }),
      'refetch',
    ],
  ] as const)('%s: %s', (_name, c, o, decision) => {
    expect(pushDecision(c, o)).toBe(decision);
  });
});

describe('applying a push', () => {
  it('moves the changed row up and the rows it passed down, without a fetch', () => {
    const before = page([row('a', 1, 2, 100), row('b', 2, 1, 50), row('c', 3, 1, 80)]);
    const next = applyPush(
      before,
      change([row('c', 1, 3, 200)], {
        c: { totals: { solved: 1, penalty: 80, score: 0, time: 0 }, star: false },
      }),
      noFilters,
    );
    expect(ranks(next)).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect(next.total).toBe(3);
  });

  it('adds a newcomer inside the page and counts it', () => {
    const before = page([row('a', 1, 2, 100), row('b', 2, 0, 0)]);
    const next = applyPush(before, change([row('n', 2, 1, 10)], { n: null }), noFilters);
    expect(ranks(next)).toEqual([
      ['a', 1],
      ['n', 2],
      ['b', 3],
    ]);
    expect(next.total).toBe(3);
    expect(next.rankedCount).toBe(3);
  });

  it('keeps searches and the star filter for rows that join', () => {
    const before = page([row('alice', 1, 2, 100), row('bob', 2, 0, 0)]);
    const joining = change([row('zed', 2, 1, 10)], { zed: null });
    expect(ranks(applyPush(before, joining, { ...noFilters, keyword: 'AL' }))).toEqual([
      ['alice', 1],
      ['bob', 3],
    ]);
    const star = change([row('s', -1, 3, 1, { star: true })], { s: null });
    expect(applyPush(before, star, { ...noFilters, removeStar: true }).records).toHaveLength(2);
    expect(ranks(applyPush(before, star, noFilters))).toEqual([
      ['s', -1],
      ['alice', 1],
      ['bob', 2],
    ]);
  });

  it('keeps star rows among the others, in the order the server gives', () => {
    const before = page([
      row('s', -1, 3, 1, { star: true }),
      row('a', 1, 2, 100),
      row('b', 2, 1, 10),
    ]);
    const next = applyPush(
      before,
      change([row('b', 1, 3, 50)], {
        b: { totals: { solved: 1, penalty: 10, score: 0, time: 0 }, star: false },
      }),
      noFilters,
    );
    expect(ranks(next)).toEqual([
      ['s', -1],
      ['b', 1],
      ['a', 2],
    ]);
  });

  it("adds a newcomer's first try at the end of a last page with room", () => {
    const before = page([row('a', 1, 2, 100), row('b', 2, 1, 10)]);
    const next = applyPush(before, change([row('n', 3, 0, 0)], { n: null }), noFilters);
    expect(ranks(next)).toEqual([
      ['a', 1],
      ['b', 2],
      ['n', 3],
    ]);
    const full = applyPush(
      { ...before, size: 2 },
      change([row('n', 3, 0, 0)], { n: null }),
      noFilters,
    );
    expect(ranks(full)).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(full.total).toBe(3);
  });

  it('pins followed rows first and keeps the page size', () => {
    const before = page([row('a', 1, 2, 100), row('b', 2, 1, 10)], { size: 2 });
    const next = applyPush(before, change([row('f', 2, 1, 5)], { f: null }), {
      ...noFilters,
      followed: ['f'],
    });
    expect(next.records.map((r) => [r.uid, r.rank, r.concerned])).toEqual([
      ['f', 2, true],
      ['a', 1, false],
    ]);
  });

  it('drops removed rows', () => {
    const before = page([row('a', 1, 2, 100), row('b', 2, 1, 10)]);
    const gone: ScoreboardChange = {
      ...change([], { b: { totals: { solved: 1, penalty: 10, score: 0, time: 0 }, star: false } }),
      removed: ['b'],
    };
    const next = applyPush(before, gone, noFilters);
    expect(ranks(next)).toEqual([['a', 1]]);
    expect(next.total).toBe(1);
  });
});

describe('push bookkeeping', () => {
  it('knows a fetched page that already shows a push', () => {
    const shown = page([row('a', 1, 2, 100)]);
    expect(alreadyShown(shown, change([row('a', 1, 2, 100)], {}))).toBe(true);
    expect(alreadyShown(shown, change([row('a', 1, 3, 150)], {}))).toBe(false);
    expect(alreadyShown(shown, change([row('x', 1, 3, 150)], {}))).toBe(false);
  });

  it('lists the rows to flash, first-blood flips included', () => {
    const c = {
      ...change([row('a', 1, 1, 1)], {}),
      cells: [
        {
          uid: 'b',
          pid: 'A',
          cell: { isAC: true, isFirstAC: false, ACTime: 1, errorNum: 0, tryNum: 0 },
        },
      ],
    };
    expect(changedUids(c)).toEqual(['a', 'b']);
  });

  it('searches like the server: username, shown name or school', () => {
    const r = row('u1', 1, 0, 0, { rankShowName: 'Alice', school: 'MIT' });
    expect(['ali', 'mit', 'U1', 'zzz'].map((k) => matchesKeyword(r, k))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
