import { describe, expect, it } from 'vitest';
import type { AcmCellDto, ScoreboardRowDto } from '@oj/events/scoring';
import {
  acmCellState,
  clockText,
  minutes,
  problemCounts,
  progressPercent,
  rankText,
  scoreBand,
} from './board-format';

const cell = (over: Partial<AcmCellDto>): AcmCellDto => ({
  isAC: false,
  isFirstAC: false,
  ACTime: null,
  errorNum: 0,
  tryNum: 0,
  ...over,
});

describe('ACM cell state', () => {
  it.each([
    [undefined, 'empty'],
    [cell({}), 'empty'],
    [cell({ isAC: true, ACTime: 60 }), 'accepted'],
    [cell({ isAC: true, isFirstAC: true, ACTime: 60, errorNum: 2 }), 'first-blood'],
    [cell({ errorNum: 3 }), 'wrong'],
    [cell({ tryNum: 1 }), 'frozen'],
    [cell({ errorNum: 2, tryNum: 1 }), 'frozen'],
  ] as const)('%j reads as %s', (c, state) => {
    expect(acmCellState(c)).toBe(state);
  });
});

describe('formatting', () => {
  it('shows seconds as whole minutes, never negative', () => {
    expect([
      minutes(0),
      minutes(59),
      minutes(60),
      minutes(4199),
      minutes(null),
      minutes(-5),
    ]).toEqual([0, 0, 1, 69, 0, 0]);
  });

  it('bands scores as zero, partial and full', () => {
    expect([scoreBand(0), scoreBand(1), scoreBand(99), scoreBand(100), scoreBand(120)]).toEqual([
      'zero',
      'partial',
      'partial',
      'full',
      'full',
    ]);
  });

  it('shows star users as *', () => {
    expect([rankText({ rank: -1 }), rankText({ rank: 3 })]).toEqual(['*', '3']);
  });

  it('runs the header clock and progress', () => {
    expect(clockText(3_723_000)).toBe('01:02:03');
    expect(clockText(-5)).toBe('00:00:00');
    expect([
      progressPercent(0, 10, 20),
      progressPercent(15, 10, 20),
      progressPercent(30, 10, 20),
    ]).toEqual([0, 50, 100]);
  });
});

describe('problem counts', () => {
  it('counts accepted and tried users of a problem on the page', () => {
    const row = (info: Record<string, AcmCellDto>) =>
      ({ submissionInfo: info }) as ScoreboardRowDto;
    const rows = [
      row({ A: cell({ isAC: true, ACTime: 1 }), B: cell({ errorNum: 1 }) }),
      row({ A: cell({ tryNum: 2 }) }),
      row({ A: cell({}) }),
    ];
    expect(problemCounts(rows, 'A')).toEqual({ accepted: 1, tried: 2 });
    expect(problemCounts(rows, 'B')).toEqual({ accepted: 0, tried: 1 });
    expect(problemCounts(rows, 'C')).toEqual({ accepted: 0, tried: 0 });
  });
});
