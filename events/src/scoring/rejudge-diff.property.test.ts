import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../judging/verdicts.ts';
import { applyVerdict } from './apply.ts';
import { board, rankedRows } from './board.ts';
import { foldVerdicts } from './fold.ts';
import { applyVerdicts } from './rejudge-batch.ts';
import { boardDiff, rejudgeDiff, substituteVerdicts } from './rejudge-diff.ts';
import { END, HOUR, settings, T0, view } from '../../test-kit/scoring-fixtures.ts';
import type { AwardConfig, ScoreState, ScoredSubmission, ViewKind } from './types.ts';

/**
 * Rejudges over random contests: a preview applied gives the boards a direct rejudge gives,
 * an undo gives back the exact boards, and the preview's diff is the difference of the folds.
 */
const users = ['u1', 'u2', 'u3', 'u4', 'u5', 'author'];
const finals: SubmissionStatus[] = ['AC', 'AC', 'WA', 'PE', 'TLE', 'RE', 'CE', 'SE', 'PA'];
const awards: AwardConfig[] = [
  { type: 0 },
  { type: 1, levels: [{ name: 'gold', color: '', background: '', percent: 40 }] },
  {
    type: 2,
    levels: [
      { name: 'gold', color: '', background: '', num: 1 },
      { name: 'silver', color: '', background: '', num: 1 },
    ],
  },
];
const verdict = fc.record({
  status: fc.constantFrom(...finals),
  score: fc.constantFrom(null, 0, 40, 100),
  time: fc.constantFrom(null, 5, 9),
});
const contest = fc
  .record({
    type: fc.constantFrom('ACM' as const, 'OI' as const),
    sealRank: fc.constantFrom(0 as const, 1 as const, null),
    award: fc.constantFrom(...awards),
    stars: fc.subarray(users, { maxLength: 1 }),
    subs: fc.array(
      fc.record({
        uid: fc.constantFrom(...users),
        pid: fc.constantFrom('A', 'B', 'C'),
        // Few distinct seconds: ties and shared first bloods happen often.
        minute: fc.constantFrom(-1, 0, 10, 10, 50, 200, 280, 299, 300),
        v: verdict,
      }),
      { minLength: 1, maxLength: 25 },
    ),
    rejudged: fc.array(fc.tuple(fc.nat(), verdict), { maxLength: 10 }),
  })
  .map((c) => {
    const subs: ScoredSubmission[] = c.subs.map((s, i) => ({
      submitId: i + 1,
      uid: s.uid,
      pid: s.pid,
      submitTime: T0 + s.minute * 60_000,
      ...s.v,
    }));
    const verdicts = new Map(c.rejudged.map(([i, v]) => [(i % subs.length) + 1, v]));
    const s = settings({ type: c.type, sealRank: c.sealRank, award: c.award, starUids: c.stars });
    return { settings: s, subs, verdicts };
  });

const boards = (s: ScoreState) => [
  board(s, view({ admin: true })),
  board(s, view({ now: END - HOUR / 4 })),
  board(s, view({ now: END + 1, removeStar: true })),
];
const changedOf = (subs: readonly ScoredSubmission[], verdicts: Map<number, unknown>) =>
  substituteVerdicts(subs, verdicts as never).filter((s) => verdicts.has(s.submitId));
const runs = { numRuns: 300 };

describe('a rejudge preview over random contests', () => {
  it('applied in one batch gives the boards of rejudging each submission directly', () =>
    fc.assert(
      fc.property(contest, ({ settings: st, subs, verdicts }) => {
        const base = foldVerdicts(st, subs);
        let direct = base;
        // The old way: each submission back to pending, then its new verdict, one by one.
        for (const s of changedOf(subs, verdicts)) {
          direct = applyVerdict(direct, { ...s, status: 'PENDING', score: null, time: null }).state;
          direct = applyVerdict(direct, s).state;
        }
        const applied = applyVerdicts(base, changedOf(subs, verdicts)).state;
        expect(boards(applied)).toEqual(boards(direct));
        expect(boards(applied)).toEqual(
          boards(foldVerdicts(st, substituteVerdicts(subs, verdicts))),
        );
      }),
      runs,
    ));

  it('undone gives back the exact boards it started from', () =>
    fc.assert(
      fc.property(contest, ({ settings: st, subs, verdicts }) => {
        const base = foldVerdicts(st, subs);
        const applied = applyVerdicts(base, changedOf(subs, verdicts)).state;
        const previous = subs.filter((s) => verdicts.has(s.submitId));
        const undone = applyVerdicts(applied, previous);
        expect(boards(undone.state)).toEqual(boards(base));
        // The undo's one push names exactly the rows the apply had moved, in reverse.
        const there = applyVerdicts(base, changedOf(subs, verdicts)).delta.rows.map((r) => r.uid);
        expect(undone.delta.rows.map((r) => r.uid)).toEqual(there);
      }),
      runs,
    ));

  it('diff names exactly the rows and first bloods that differ between the two folds', () =>
    fc.assert(
      fc.property(contest, fc.constantFrom<ViewKind>('live', 'sealed'), (c, kind) => {
        const before = foldVerdicts(c.settings, c.subs);
        const after = foldVerdicts(c.settings, substituteVerdicts(c.subs, c.verdicts));
        const diff = rejudgeDiff(c.settings, c.subs, c.verdicts, kind);
        expect(diff).toEqual(boardDiff(before, after, kind));
        const side = (s: ScoreState) =>
          new Map(
            rankedRows(s, kind, new Map()).map((r) => [
              r.uid,
              JSON.stringify([r.rank, r.solved, r.penalty, r.score, r.time, r.award?.name ?? null]),
            ]),
          );
        const [b, a] = [side(before), side(after)];
        const moved = [...new Set([...b.keys(), ...a.keys()])].filter((u) => b.get(u) !== a.get(u));
        expect(diff.rows.map((r) => r.uid).sort()).toEqual(moved.sort());
        for (const r of diff.rows) {
          const s = r.after;
          const shown =
            s && JSON.stringify([s.rank, s.solved, s.penalty, s.score, s.time, s.award]);
          expect(shown ?? undefined).toEqual(a.get(r.uid));
        }
        const bloods = (s: ScoreState) =>
          rankedRows(s, kind, new Map()).flatMap((r) =>
            Object.entries(r.cells).flatMap(([pid, cell]) =>
              cell.firstBlood ? [`${pid}/${r.uid}`] : [],
            ),
          );
        const fb = (list: string[]) => new Set(list);
        const [fb0, fb1] = [fb(bloods(before)), fb(bloods(after))];
        const changedPids = new Set(
          [...fb0, ...fb1].filter((x) => fb0.has(x) !== fb1.has(x)).map((x) => x.split('/')[0]),
        );
        expect(new Set(diff.firstBlood.map((f) => f.pid))).toEqual(changedPids);
      }),
      runs,
    ));

  it('merges the per-verdict deltas into one delta from the board before to the board after', () =>
    fc.assert(
      fc.property(contest, ({ settings: st, subs, verdicts }) => {
        const base = foldVerdicts(st, subs);
        const { state, delta } = applyVerdicts(base, changedOf(subs, verdicts));
        for (const kind of ['live', 'sealed'] as const) {
          const before = new Map(rankedRows(base, kind, new Map()).map((r) => [r.uid, r]));
          const after = new Map(rankedRows(state, kind, new Map()).map((r) => [r.uid, r]));
          const totalsMoved = users.filter((u) => {
            const [x, y] = [before.get(u), after.get(u)];
            return (
              JSON.stringify(x && [x.solved, x.penalty, x.score, x.time]) !==
              JSON.stringify(y && [y.solved, y.penalty, y.score, y.time])
            );
          });
          const named = new Set(delta.rows.map((r) => r.uid));
          for (const u of totalsMoved) expect(named.has(u)).toBe(true);
          for (const r of delta.rows)
            if (r.present) expect(r[kind].rank).toBe(after.get(r.uid)?.rank);
        }
      }),
      runs,
    ));
});
