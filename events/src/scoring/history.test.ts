import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../judging/verdicts.ts';
import { END, HOUR, T0, at, settings } from '../../test-kit/scoring-fixtures.ts';
import { applyVerdict, initialState } from './apply.ts';
import { rankedRows } from './board.ts';
import { foldVerdicts } from './fold.ts';
import {
  extendHistory,
  foldHistory,
  history,
  historyAt,
  historyLength,
  type VerdictLogEntry,
} from './history.ts';
import { historyBoard, judgingCells, latestVersions } from './history-view.ts';
import { sealTime, viewKind } from './seal.ts';
import type { ContestSettings, ScoreState } from './types.ts';

const users = ['u1', 'u2', 'u3', 'u4', 'author', 'root'];
const verdicts: SubmissionStatus[] = ['AC', 'AC', 'WA', 'PE', 'TLE', 'RE', 'CE', 'SE', 'PA'];

const settingsArb = fc
  .record({
    type: fc.constantFrom('ACM' as const, 'OI' as const),
    sealRank: fc.constantFrom(0 as const, 1 as const, 2 as const, null),
    autoRealRank: fc.boolean(),
    oiRankScoreType: fc.constantFrom('Recent' as const, 'Highest' as const),
    starUids: fc.subarray(users),
  })
  .map((o) => settings(o));

/** A step of a contest's log, naming earlier submissions by index (modulo how many exist). */
type Op =
  | { op: 'submit'; uid: string; pid: string; minute: number }
  | { op: 'judge'; k: number; status: SubmissionStatus; score: number; time: number }
  | { op: 'rejudge'; k: number }
  | { op: 'manual'; k: number; status: SubmissionStatus; score: number | null }
  | { op: 'cancel'; k: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('submit' as const),
      uid: fc.constantFrom(...users),
      pid: fc.constantFrom('A', 'B', 'C'),
      // Mostly inside the contest, a few before the start and after the end.
      minute: fc.integer({ min: -10, max: 310 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('judge' as const),
      k: fc.nat(),
      status: fc.constantFrom(...verdicts),
      score: fc.integer({ min: 0, max: 100 }),
      time: fc.integer({ min: 1, max: 50 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('rejudge' as const), k: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('manual' as const),
      k: fc.nat(),
      status: fc.constantFrom(...verdicts),
      score: fc.option(fc.integer({ min: 0, max: 100 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), k: fc.nat() }) },
);

/**
 * The log the projection would write for these steps: each entry is the submission as its
 * event left it (a manual judge without a score keeps the old one; a cancel keeps score and
 * time). Positions leave gaps and sometimes repeat (one event writing several rows); event
 * times mostly advance and sometimes step back, as two judges' clocks may.
 */
const logOf = (ops: readonly Op[], steps: readonly number[]): VerdictLogEntry[] => {
  const subs: VerdictLogEntry[] = [];
  const log: VerdictLogEntry[] = [];
  let position = 0;
  let clock = T0 - 20 * 60_000;
  for (const [i, o] of ops.entries()) {
    const step = steps[i % steps.length] ?? 1;
    position += step % 3 === 0 && log.length > 0 ? 0 : 1 + (step % 4);
    clock += (step % 7) * 60_000 - (step % 5 === 0 ? 150_000 : 0);
    const write = (e: VerdictLogEntry) => log.push({ ...e, position, at: clock });
    if (o.op === 'submit') {
      const s: VerdictLogEntry = {
        submitId: 100 + subs.length,
        uid: o.uid,
        pid: o.pid,
        submitTime: at(o.minute),
        status: 'PENDING',
        score: null,
        time: null,
        position,
        at: clock,
      };
      subs.push(s);
      write(s);
      continue;
    }
    if (subs.length === 0) continue;
    const s = subs[o.k % subs.length]!;
    const next: VerdictLogEntry =
      o.op === 'judge'
        ? { ...s, status: o.status, score: o.score, time: o.time }
        : o.op === 'rejudge'
          ? { ...s, status: 'PENDING', score: null, time: null }
          : o.op === 'manual'
            ? { ...s, status: o.status, score: o.score ?? s.score }
            : { ...s, status: 'CA' };
    subs[o.k % subs.length] = next;
    write(next);
  }
  return log;
};

const contestArb = fc.record({
  settings: settingsArb,
  ops: fc.array(opArb, { minLength: 1, maxLength: 60 }),
  steps: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 20 }),
  every: fc.integer({ min: 1, max: 9 }),
});

/** Both rendered views, which is what anyone ever sees of a fold. */
const views = (s: ScoreState) => ({
  live: rankedRows(s, 'live', new Map()),
  sealed: rankedRows(s, 'sealed', new Map()),
  judging: judgingCells(s),
});

const runs = { numRuns: 150 };

describe('the board as it happened', () => {
  it('at every event position equals a fresh fold of the latest versions up to it', () => {
    fc.assert(
      fc.property(contestArb, ({ settings: s, ops, steps, every }) => {
        const log = logOf(ops, steps);
        const h = history(s, log, { every });
        // The reference: every entry applied in turn with the live boards' applyVerdict.
        let live = initialState(s);
        log.forEach((e, i) => {
          const { position: _p, at: _a, ...sub } = e;
          live = applyVerdict(live, sub).state;
          // One event may write several entries: the cut keeps all of them.
          if (log[i + 1]?.position === e.position) return;
          const fresh = foldVerdicts(s, latestVersions(log, i + 1));
          const jumped = historyAt(h, { position: e.position });
          expect(live.rows).toEqual(fresh.rows);
          expect(jumped.rows).toEqual(fresh.rows);
          expect(views(jumped)).toEqual(views(fresh));
          expect(foldHistory(s, log, { position: e.position }).rows).toEqual(fresh.rows);
        });
      }),
      runs,
    );
  });

  it('jumps to any instant, in any order, as a fold of what had happened by then', () => {
    fc.assert(
      fc.property(
        contestArb,
        fc.array(fc.integer({ min: -30, max: 400 }), { minLength: 1, maxLength: 12 }),
        ({ settings: s, ops, steps, every }, minutes) => {
          const log = logOf(ops, steps);
          const h = history(s, log, { every });
          for (const m of minutes) {
            const cut = { at: at(m) };
            // The instant's board: what had happened by then, in log order.
            const happened = log.filter((e) => e.at < cut.at);
            const fresh = foldVerdicts(s, latestVersions(happened));
            expect(historyLength(h, cut)).toBe(happened.length);
            expect(views(historyAt(h, cut))).toEqual(views(fresh));
            expect(views(foldHistory(s, log, cut))).toEqual(views(fresh));
          }
        },
      ),
      runs,
    );
  });

  it('extends with newer entries exactly as if indexed at once', () => {
    fc.assert(
      fc.property(contestArb, fc.nat(), ({ settings: s, ops, steps, every }, split) => {
        const log = logOf(ops, steps);
        const cut = split % (log.length + 1);
        const whole = history(s, log, { every });
        const grown = extendHistory(history(s, log.slice(0, cut), { every }), log.slice(cut));
        expect(grown.snapshots.length).toBe(whole.snapshots.length);
        for (const e of log)
          expect(historyAt(grown, { position: e.position }).rows).toEqual(
            historyAt(whole, { position: e.position }).rows,
          );
      }),
      runs,
    );
  });

  it('keeps at most 64 snapshots, spacing them wider as the log grows', () => {
    fc.assert(
      fc.property(
        contestArb,
        fc.array(opArb, { minLength: 150, maxLength: 300 }),
        ({ settings: s, steps }, ops) => {
          const log = logOf(ops, steps);
          const h = extendHistory(history(s, log.slice(0, 40), { every: 1 }), log.slice(40));
          expect(h.snapshots.length).toBeLessThanOrEqual(64);
          expect(h.every).toBeGreaterThan(1);
          for (const e of log.filter((_, i) => i % 7 === 0))
            expect(views(historyAt(h, { position: e.position }))).toEqual(
              views(foldHistory(s, log, { position: e.position })),
            );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('shows the public the seal as it stood at that instant', () => {
    fc.assert(
      fc.property(contestArb, fc.integer({ min: -10, max: 320 }), (c, m) => {
        const log = logOf(c.ops, c.steps);
        const now = at(m);
        const state = historyAt(history(c.settings, log, { every: c.every }), { at: now });
        const shown = historyBoard(state, 'public', now, new Map());
        const sealAt = sealTime(c.settings);
        const expected =
          sealAt === null || now < sealAt || (now >= END && c.settings.autoRealRank)
            ? 'live'
            : 'sealed';
        expect(shown.kind).toBe(expected);
        expect(shown.kind).toBe(viewKind(c.settings, state.rules, { admin: false, now }));
        expect(shown.rows).toEqual(rankedRows(state, expected, new Map()));
        expect(historyBoard(state, 'admin', now, new Map()).kind).toBe('live');
      }),
      runs,
    );
  });
});

describe('a rejudged submission in history', () => {
  const s: ContestSettings = settings({ sealRank: 0, autoRealRank: true });
  const sub = { submitId: 1, uid: 'u1', pid: 'A', submitTime: at(10), score: null };
  const log: VerdictLogEntry[] = [
    { ...sub, status: 'PENDING', time: null, position: 3, at: at(10) },
    { ...sub, status: 'WA', time: 5, position: 7, at: at(11) },
    { ...sub, status: 'PENDING', time: null, position: 20, at: at(100) },
    { ...sub, status: 'AC', time: 4, position: 22, at: at(102) },
  ];
  const h = history(s, log, { every: 2 });
  const cell = (minute: number) => {
    const state = historyAt(h, { at: at(minute) });
    const c = state.rows.get('u1')?.cells.get('A');
    return { tries: c?.live.tries, solved: c?.live.solved, judging: judgingCells(state).get('u1') };
  };

  it('is pending until judged, wrong until the rejudge, pending again, then accepted', () => {
    expect(historyAt(h, { at: at(5) }).rows.size).toBe(0);
    expect(cell(10.5)).toEqual({ tries: 0, solved: false, judging: new Map([['A', 1]]) });
    expect(cell(50)).toEqual({ tries: 1, solved: false, judging: undefined });
    expect(cell(101)).toEqual({ tries: 0, solved: false, judging: new Map([['A', 1]]) });
    expect(cell(200)).toEqual({ tries: 1, solved: true, judging: undefined });
    expect(historyAt(h, { position: 21 })).toEqual(historyAt(h, { at: at(101) }));
  });

  it('a cut before the log or past its end is the empty or the final board', () => {
    expect(historyAt(h, { position: 0 }).rows.size).toBe(0);
    expect(historyAt(h, { at: T0 - HOUR }).rows.size).toBe(0);
    expect(historyAt(h, { at: END + HOUR })).toEqual(foldVerdicts(s, latestVersions(log)));
  });
});
