import { describe, expect, it } from 'vitest';
import { prng } from '../prng.ts';
import type { SubmissionStatus } from '../judging/verdicts.ts';
import { applyVerdict, initialState } from './apply.ts';
import { board } from './board.ts';
import { foldVerdicts } from './fold.ts';
import { END, HOUR, settings, T0, view } from '../../test-kit/scoring-fixtures.ts';
import type {
  AwardConfig,
  Board,
  CellView,
  ContestSettings,
  ScoreDelta,
  ScoreState,
  ScoredSubmission,
} from './types.ts';

type Rand = ReturnType<typeof prng>;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

const statuses: SubmissionStatus[] = [
  'AC',
  'AC',
  'WA',
  'PE',
  'TLE',
  'MLE',
  'RE',
  'CE',
  'SE',
  'CA',
  'PA',
  'PENDING',
  'JUDGING',
];
const users = ['u1', 'u2', 'u3', 'u4', 'u5', 'author', 'root'];
const awards: AwardConfig[] = [
  { type: 0 },
  { type: 1, levels: [{ name: 'g', color: '', background: '', percent: 30 }] },
  {
    type: 2,
    levels: [
      { name: 'g', color: '', background: '', num: 1 },
      { name: 's', color: '', background: '', num: 2 },
    ],
  },
];

const randomSettings = (r: Rand): ContestSettings =>
  settings({
    type: pick(r, ['ACM', 'OI'] as const),
    sealRank: pick(r, [0, 1, 2, null] as const),
    autoRealRank: r() < 0.5,
    oiRankScoreType: pick(r, ['Recent', 'Highest'] as const),
    starUids: users.filter(() => r() < 0.2),
    award: pick(r, awards),
  });

/** Times cluster on a few seconds (ties, first blood) and on every boundary that matters. */
const randomTime = (r: Rand): number =>
  pick(r, [
    T0 - 1,
    T0,
    T0 + 999,
    T0 + 60_000,
    T0 + 60_500,
    END - HOUR - 1,
    END - HOUR,
    END - HOUR / 2,
    END - 1,
    END,
    END + 1,
    T0 + Math.floor(r() * 5 * HOUR),
  ]);

const randomVersion = (r: Rand, base: ScoredSubmission): ScoredSubmission => {
  const status = pick(r, statuses);
  const score = status === 'AC' ? 100 : pick(r, [null, 0, 30, 60]);
  return { ...base, status, score, time: pick(r, [null, 5, 10, 20]) };
};

/** Submissions with 1-3 versions each (rejudges), interleaved at random, per-id order kept. */
const randomEvents = (r: Rand) => {
  const count = 1 + Math.floor(r() * 20);
  const queues = Array.from({ length: count }, (_, i) => {
    const base = {
      submitId: i + 1,
      uid: pick(r, users),
      pid: pick(r, ['A', 'B', 'C']),
      submitTime: randomTime(r),
    };
    const first = randomVersion(r, { ...base, status: 'PENDING', score: null, time: null });
    return Array.from({ length: 1 + Math.floor(r() * 3) }, () => randomVersion(r, first));
  });
  const events: ScoredSubmission[] = [];
  while (queues.some((q) => q.length > 0)) {
    const q = pick(
      r,
      queues.filter((x) => x.length > 0),
    );
    events.push(q.shift()!);
  }
  return events;
};

/** The state with its maps in a fixed order, so two states compare by content only. */
const canonical = (s: ScoreState) =>
  [...s.rows.values()]
    .sort((a, b) => (a.uid < b.uid ? -1 : 1))
    .map((row) => ({
      ...row,
      cells: [...row.cells.values()].sort((a, b) => (a.pid < b.pid ? -1 : 1)),
    }));

const liveBoard = (s: ScoreState) => board(s, view({ admin: true }));
const sealedBoard = (s: ScoreState) => board(s, view({ now: s.rules.sealAt ?? END + 1 }));

const find = (b: Board, uid: string) => b.rows.find((r) => r.uid === uid);
const totals = (b: Board, uid: string) => {
  const row = find(b, uid);
  return JSON.stringify(row && [row.solved, row.penalty, row.score, row.time]);
};
const cell = (b: Board, uid: string, pid: string) =>
  JSON.stringify(find(b, uid)?.cells[pid] ?? null);
// A board leaves empty cells out; a delta says a cell became empty with an all-zero view.
const shown = (c: CellView) => JSON.stringify(c.tries + c.pending > 0 ? c : null);

/** Checks a delta against full boards before and after: exactly what changed, as it is now. */
const expectExactDelta = (prev: ScoreState, next: ScoreState, delta: ScoreDelta) => {
  const live = { before: liveBoard(prev), after: liveBoard(next) };
  const sealed = { before: sealedBoard(prev), after: sealedBoard(next) };
  const views = [live, sealed];
  const changedRows = users.filter((u) =>
    views.some((v) => totals(v.before, u) !== totals(v.after, u)),
  );
  expect(delta.rows.map((r) => r.uid)).toEqual(changedRows);
  for (const change of delta.rows) {
    if (!change.present) expect(find(live.after, change.uid)).toBeUndefined();
    else {
      expect(change.live.rank).toBe(find(live.after, change.uid)?.rank);
      expect(change.sealed.rank).toBe(find(sealed.after, change.uid)?.rank);
    }
  }
  const changedCells = users.flatMap((u) =>
    ['A', 'B', 'C']
      .filter((p) => views.some((v) => cell(v.before, u, p) !== cell(v.after, u, p)))
      .map((p) => `${u}/${p}`),
  );
  expect(delta.cells.map((c) => `${c.uid}/${c.pid}`).sort()).toEqual(changedCells.sort());
  for (const c of delta.cells) {
    expect(shown(c.live)).toBe(cell(live.after, c.uid, c.pid));
    expect(shown(c.sealed)).toBe(cell(sealed.after, c.uid, c.pid));
  }
};

describe('incremental scoring', () => {
  it.each(Array.from({ length: 300 }, (_, i) => i + 1))(
    'equals the fold from scratch, with an exact delta at every step (seed %i)',
    (seed) => {
      const r = prng(seed);
      const contest = randomSettings(r);
      const events = randomEvents(r);
      let state = initialState(contest);
      for (const e of events) {
        const step = applyVerdict(state, e);
        expectExactDelta(state, step.state, step.delta);
        state = step.state;
      }
      const finals = [...new Map(events.map((e) => [e.submitId, e])).values()];
      const scratch = foldVerdicts(contest, [...finals].reverse());
      expect(canonical(state)).toEqual(canonical(scratch));
      for (const v of [
        view({ admin: true }),
        view({ now: END - HOUR / 4 }),
        view({ now: END + 1, removeStar: true, concernedUids: ['u2'] }),
      ])
        expect(board(state, v)).toEqual(board(scratch, v));
    },
  );
});
