import type { Verdict } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { caseModeRules, type PlannedCase, type ScoredCase } from './index.ts';
import { caseScore } from './scoring.ts';

const planned = (index: number, groupNum: number, score: number): PlannedCase => ({
  index,
  groupNum,
  score,
});

/** Plays a mode over cases whose verdicts are given up front; returns what was judged. */
const play = (
  mode: Parameters<typeof caseModeRules>[0],
  cases: PlannedCase[],
  verdicts: Record<number, [Verdict, number?]>,
) => {
  const rules = caseModeRules(mode);
  const done: ScoredCase[] = [];
  for (const c of rules.order(cases)) {
    if (rules.skips(c, done)) {
      done.push({ ...c, status: 'CA', earned: 0 });
      continue;
    }
    const [status, percent] = verdicts[c.index] ?? ['AC'];
    done.push({ ...c, status, earned: caseScore(status, percent ?? null, c.score) });
  }
  return { done, score: rules.score(done), order: done.map((d) => `${d.index}:${d.status}`) };
};

describe('default mode', () => {
  it('judges every case and sums the scores', () => {
    const r = play('default', [planned(2, 0, 30), planned(1, 0, 30), planned(3, 0, 40)], {
      2: ['WA'],
    });
    expect(r.order).toEqual(['1:AC', '2:WA', '3:AC']);
    expect(r.score).toBe(70);
  });
});

describe('ergodic_without_error', () => {
  it('skips everything after the first non-AC', () => {
    const r = play(
      'ergodic_without_error',
      [1, 2, 3, 4].map((i) => planned(i, 0, 25)),
      { 2: ['TLE'] },
    );
    expect(r.order).toEqual(['1:AC', '2:TLE', '3:CA', '4:CA']);
    expect(r.score).toBe(25);
  });

  it('a partial case also stops the run', () => {
    const r = play(
      'ergodic_without_error',
      [1, 2].map((i) => planned(i, 0, 50)),
      { 1: ['PA', 50] },
    );
    expect(r.order).toEqual(['1:PA', '2:CA']);
    expect(r.score).toBe(25);
  });
});

describe('subtask_lowest', () => {
  const cases = [
    planned(1, 1, 20),
    planned(4, 2, 30),
    planned(2, 1, 20),
    planned(3, 2, 30),
    planned(5, 2, 30),
  ];

  it('judges group by group and scores each group by its lowest case', () => {
    const r = play('subtask_lowest', cases, { 4: ['PA', 50] });
    expect(r.order).toEqual(['1:AC', '2:AC', '3:AC', '4:PA', '5:AC']);
    expect(r.score).toBe(20 + 15);
  });

  it('skips the rest of a group after a case scores 0, other groups go on', () => {
    const r = play('subtask_lowest', cases, { 1: ['WA'] });
    expect(r.order).toEqual(['1:WA', '2:CA', '3:AC', '4:AC', '5:AC']);
    expect(r.score).toBe(0 + 30);
  });

  it('an accepted zero-point case (ACM data) does not skip its group', () => {
    const r = play('subtask_lowest', [planned(1, 0, 0), planned(2, 0, 0)], {});
    expect(r.order).toEqual(['1:AC', '2:AC']);
  });
});

describe('subtask_average', () => {
  it('judges every case and scores each group by its rounded mean', () => {
    const cases = [
      planned(1, 1, 10),
      planned(2, 1, 10),
      planned(3, 1, 10),
      planned(4, 2, 50),
      planned(5, 2, 50),
    ];
    const r = play('subtask_average', cases, { 1: ['WA'], 4: ['PA', 50] });
    expect(r.order).toEqual(['1:WA', '2:AC', '3:AC', '4:PA', '5:AC']);
    // group 1: mean(0, 10, 10) = 6.67 -> 7; group 2: mean(25, 50) = 37.5 -> 38.
    expect(r.score).toBe(7 + 38);
  });
});
