import { describe, expect, it } from 'vitest';
import {
  foldVerdicts,
  type ContestSettings,
  type ScoredSubmission,
  type UserProfile,
} from '@oj/events/scoring';
import {
  advance,
  followScroll,
  rankedCount,
  scrollView,
  startScroll,
  type ScrollState,
} from './scroll-steps';

const T0 = Date.UTC(2026, 0, 10, 9);
const at = (minute: number) => T0 + minute * 60_000;
const settings: ContestSettings = {
  type: 'ACM',
  startTime: T0,
  endTime: at(300),
  sealRank: 1,
  autoRealRank: false,
  oiRankScoreType: 'Recent',
  authorUid: 'author',
  superAdminUids: ['root'],
  starUids: ['star'],
  award: { type: 0 },
  rankShowName: 'username',
};
let id = 0;
const sub = (uid: string, pid: string, minute: number, status: 'AC' | 'WA'): ScoredSubmission => ({
  submitId: ++id,
  uid,
  pid,
  submitTime: at(minute),
  status,
  score: null,
  time: 1,
});

// Sealed from minute 240. bob leads the frozen board; alice's frozen B makes her pass him,
// carol's frozen B is wrong, the star row's frozen A would put it first.
const state = foldVerdicts(settings, [
  sub('bob', 'A', 100, 'AC'),
  sub('bob', 'B', 200, 'AC'),
  sub('alice', 'A', 10, 'WA'),
  sub('alice', 'A', 20, 'AC'),
  sub('alice', 'B', 250, 'AC'),
  sub('carol', 'A', 50, 'AC'),
  sub('carol', 'B', 245, 'WA'),
  sub('dave', 'A', 30, 'WA'),
  sub('star', 'A', 260, 'AC'),
  sub('star', 'B', 270, 'AC'),
]);
const users = new Map<string, UserProfile>();
const medals = { gold: 1, silver: 1, bronze: 1 };
const opts = { removeStar: true, users };

const run = (s: ScrollState, steps: number) => {
  let out = s;
  for (let i = 0; i < steps; i++) out = advance(state, out, opts);
  return out;
};
const look = (s: ScrollState) =>
  scrollView(state, s, { ...opts, medals }).rows.map((r) => `${r.uid}:${r.rank}:${r.medal ?? '-'}`);

describe('scroll board steps', () => {
  it('starts on the frozen board with no medal that a reveal could still change', () => {
    const s = startScroll(state, opts);
    expect(s.phase).toEqual({ kind: 'idle' });
    expect(look(s)).toEqual(['bob:1:-', 'alice:2:-', 'carol:3:-', 'dave:4:-']);
    expect(scrollView(state, s, { ...opts, medals }).frozenCells).toBe(2);
  });

  it('highlights a cell first and opens it on the next step, from the bottom row up', () => {
    const s = startScroll(state, opts);
    const focus = run(s, 1);
    expect(focus.phase).toEqual({ kind: 'focus', uid: 'carol', pid: 'B' });
    expect(focus.revealed.size).toBe(0);
    const opened = run(s, 2);
    expect(opened.phase).toEqual({ kind: 'idle' });
    // carol's wrong try costs nothing: she stays third, and now nobody below alice is frozen.
    expect(look(opened)).toEqual(['bob:1:-', 'alice:2:-', 'carol:3:bronze', 'dave:4:-']);
    expect(run(s, 3).phase).toEqual({ kind: 'focus', uid: 'alice', pid: 'B' });
  });

  it('moves the climbing row up and ends with every medal shown', () => {
    const end = run(startScroll(state, opts), 4);
    expect(end.phase).toEqual({ kind: 'done' });
    expect(look(end)).toEqual(['alice:1:gold', 'bob:2:silver', 'carol:3:bronze', 'dave:4:-']);
    expect(advance(state, end, opts)).toBe(end);
  });

  it('reveals star rows too when they are shown, without giving them a rank or medal', () => {
    const withStars = { removeStar: false, users };
    let s = startScroll(state, withStars);
    const order: string[] = [];
    while (s.phase.kind !== 'done') {
      s = advance(state, s, withStars);
      if (s.phase.kind === 'focus') order.push(`${s.phase.uid}:${s.phase.pid}`);
    }
    expect(order).toEqual(['star:A', 'star:B', 'carol:B', 'alice:B']);
    const rows = scrollView(state, s, { ...withStars, medals }).rows;
    expect(rows.map((r) => `${r.uid}:${r.rank}:${r.medal ?? '-'}`)).toEqual([
      'alice:1:gold',
      'bob:2:silver',
      'star:-1:-',
      'carol:3:bronze',
      'dave:4:-',
    ]);
  });

  it('counts the ranked rows the default medals are shares of', () => {
    expect(rankedCount(state)).toBe(4);
  });

  it('is done at once when nothing is frozen', () => {
    const open = foldVerdicts({ ...settings, sealRank: null }, [sub('bob', 'A', 100, 'AC')]);
    expect(startScroll(open, opts).phase).toEqual({ kind: 'done' });
  });

  it('follows the shared reveal: opened cells open, the next one it has is highlighted', () => {
    const steps = [
      { uid: 'carol', pid: 'B' },
      { uid: 'alice', pid: 'B' },
    ];
    // A reloaded screen with nothing yet: the frozen board, waiting for the presenter.
    expect(followScroll(state, [], 0, opts)).toEqual(startScroll(state, opts));
    // A step arrived: carol's B is highlighted, then opened, exactly as a local step does it.
    expect(followScroll(state, steps.slice(0, 1), 0, opts)).toEqual(
      run(startScroll(state, opts), 1),
    );
    expect(followScroll(state, steps.slice(0, 1), 1, opts)).toEqual(
      run(startScroll(state, opts), 2),
    );
    const end = followScroll(state, steps, 2, opts);
    expect(end.phase).toEqual({ kind: 'done' });
    expect(look(end)).toEqual(['alice:1:gold', 'bob:2:silver', 'carol:3:bronze', 'dave:4:-']);
    // Never more open than the reveal has.
    expect(followScroll(state, steps.slice(0, 1), 5, opts).revealed.size).toBe(1);
  });
});
