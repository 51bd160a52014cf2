import { describe, expect, it } from 'vitest';
import { prng } from '../prng.ts';
import { T0, settings } from '../../test-kit/scoring-fixtures.ts';
import { applyVerdict, initialState } from './apply.ts';
import { applyVerdicts } from './rejudge-batch.ts';
import type { ScoreState, ScoredSubmission } from './types.ts';

const users = Array.from({ length: 12 }, (_, i) => `u${i}`);

/** What a state's rows say, through every read a caller may use. */
const contents = (s: ScoreState) => ({
  size: s.rows.size,
  entries: [...s.rows].sort(([a], [b]) => (a < b ? -1 : 1)),
  keys: [...s.rows.keys()].sort(),
  values: [...s.rows.values()].map((r) => r.uid).sort(),
  each: (() => {
    const seen: string[] = [];
    s.rows.forEach((_, uid) => seen.push(uid));
    return seen.sort();
  })(),
  got: users.map((u) => [s.rows.get(u), s.rows.has(u)]),
});

const verdicts = (seed: number, n: number): ScoredSubmission[] => {
  const r = prng(seed);
  return Array.from({ length: n }, (_, i) => ({
    submitId: 1 + Math.floor(r() * n),
    uid: users[Math.floor(r() * users.length)]!,
    pid: ['A', 'B', 'C'][Math.floor(r() * 3)]!,
    submitTime: T0 + (i % 7) * 60_000,
    status: r() < 0.6 ? 'AC' : r() < 0.5 ? 'WA' : 'PENDING',
    score: null,
    time: 1,
  }));
};

/**
 * A verdict hands the board's Map on to the next state instead of copying it; every earlier
 * state must still read exactly as it did when it was made, however many verdicts later and
 * in whatever order the old states are read again.
 */
describe('states whose rows were handed on', () => {
  it.each([1, 2, 3, 4, 5])('read as they were made, long after (seed %i)', (seed) => {
    const kept: { state: ScoreState; then: ReturnType<typeof contents> }[] = [];
    let state = initialState(settings());
    for (const s of verdicts(seed, 120)) {
      kept.push({ state, then: contents(state) });
      state = applyVerdict(state, s).state;
    }
    const r = prng(seed + 100);
    // Random order: some old states are copied out of their chain first, others read through
    // states already copied out.
    const order = kept.map((k, i) => ({ k, key: r() + (i % 5 === 0 ? -1 : 0) }));
    for (const { k } of order.sort((a, b) => a.key - b.key))
      expect(contents(k.state)).toEqual(k.then);
  });

  it('branch from an old state without changing the states made after it', () => {
    let state = initialState(settings());
    const history: ScoreState[] = [];
    for (const s of verdicts(7, 60)) {
      history.push(state);
      state = applyVerdict(state, s).state;
    }
    const newest = contents(state);
    const old = history[20]!;
    const oldThen = contents(old);
    const branch = applyVerdict(old, {
      submitId: 999,
      uid: 'u11',
      pid: 'A',
      submitTime: T0,
      status: 'AC',
      score: null,
      time: 1,
    }).state;
    expect(branch.rows.get('u11')?.live.solved).toBeGreaterThanOrEqual(1);
    expect(contents(old)).toEqual(oldThen);
    expect(contents(state)).toEqual(newest);
  });

  it('leaves the board a batch started from as it was (a rejudge applied at once)', () => {
    let state = initialState(settings());
    for (const s of verdicts(11, 40)) state = applyVerdict(state, s).state;
    const then = contents(state);
    const after = applyVerdicts(state, verdicts(12, 80)).state;
    expect(contents(state)).toEqual(then);
    expect(contents(after)).not.toEqual(then);
  });
});
