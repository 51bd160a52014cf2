import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../lib/judge-status';
import type { ProblemInfo } from './api/types';
import { countVerdict, markAfter } from './live-counts';

const info = (total: number, ac: number, wa: number): ProblemInfo => ({
  problem: {
    id: 1,
    problemId: 'P1000',
    title: 'A + B',
    type: 0,
    timeLimit: 1000,
    memoryLimit: 256,
    difficulty: 0,
  },
  tags: [],
  languages: ['C'],
  problemCount: { total, ac, wa, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0 },
  codeTemplate: {},
});

describe('a pushed verdict on the problem page', () => {
  it('moves the total and the status count of a public problem by one', () => {
    const after = countVerdict(info(4, 1, 3), JudgeStatus.ACCEPTED, 0);
    expect(after.problemCount).toMatchObject({ total: 5, ac: 2, wa: 3 });
    expect(countVerdict(info(4, 1, 3), JudgeStatus.WRONG_ANSWER, 0).problemCount).toMatchObject({
      total: 5,
      ac: 1,
      wa: 4,
    });
  });

  it('counts a system error in the total only, as the server does', () => {
    expect(countVerdict(info(4, 1, 3), JudgeStatus.SYSTEM_ERROR, 0).problemCount).toMatchObject({
      total: 5,
      ac: 1,
      wa: 3,
    });
  });

  it('leaves a contest problem’s counts to the contest (its seal decides)', () => {
    const before = info(4, 1, 3);
    expect(countVerdict(before, JudgeStatus.ACCEPTED, 7)).toBe(before);
  });

  it('keeps an accepted mark after a later wrong answer, and takes any verdict otherwise', () => {
    expect(markAfter(JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER)).toBe(JudgeStatus.ACCEPTED);
    expect(markAfter(JudgeStatus.WRONG_ANSWER, JudgeStatus.ACCEPTED)).toBe(JudgeStatus.ACCEPTED);
    expect(markAfter(undefined, JudgeStatus.TIME_LIMIT_EXCEEDED)).toBe(
      JudgeStatus.TIME_LIMIT_EXCEEDED,
    );
  });
});
