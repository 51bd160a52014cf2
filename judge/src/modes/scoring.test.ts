import type { Verdict } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { caseScore, finalStatus, oiRankScore, problemScore } from './scoring.ts';
import type { ScoredCase } from './types.ts';

const scored = (index: number, status: Verdict, earned = 0): ScoredCase => ({
  index,
  groupNum: 0,
  score: 10,
  status,
  earned,
});

describe('caseScore', () => {
  it.each([
    ['AC', null, 10, 10],
    ['PA', 50, 10, 5],
    ['PA', 33, 10, 3],
    ['PA', 99.9, 10, 9],
    ['PA', 150, 10, 10],
    ['WA', null, 10, 0],
    ['TLE', null, 10, 0],
    ['CA', null, 10, 0],
  ] as const)('%s %s of %s -> %s', (status, percent, full, expected) => {
    expect(caseScore(status, percent, full)).toBe(expected);
  });
});

describe('problem and rank scores', () => {
  it('caps the problem score at the total', () => {
    expect(problemScore(120, 100)).toBe(100);
    expect(problemScore(70, 100)).toBe(70);
  });

  it.each([
    [100, 0, 100, 10],
    [100, 2, 100, 14],
    [50, 1, 100, 6],
    [37, 2, 100, 5],
    [0, 2, 100, 0],
    [10, 1, 0, 1],
  ])('score %s, difficulty %s, total %s -> %s', (score, difficulty, total, expected) => {
    expect(oiRankScore(score, difficulty, total)).toBe(expected);
  });
});

describe('finalStatus', () => {
  it('is AC with no failing case (skipped cases do not fail)', () => {
    expect(finalStatus('ACM', [scored(1, 'AC'), scored(2, 'AC')])).toBe('AC');
  });

  it('ACM: the status of the failing case with the smallest index', () => {
    expect(
      finalStatus('ACM', [scored(3, 'WA'), scored(1, 'AC'), scored(2, 'TLE'), scored(4, 'CA')]),
    ).toBe('TLE');
  });

  it('OI: Partial Accepted when some case scored', () => {
    expect(finalStatus('OI', [scored(1, 'AC', 10), scored(2, 'WA')])).toBe('PA');
  });

  it('OI: the first failing status when nothing scored', () => {
    expect(finalStatus('OI', [scored(1, 'RE'), scored(2, 'WA')])).toBe('RE');
  });
});
