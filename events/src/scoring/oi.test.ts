import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../judging/verdicts.ts';
import { oiCell } from './oi.ts';
import { at, oiTable, render, settings, submitter } from '../../test-kit/scoring-fixtures.ts';
import type { OiRankScoreType } from './types.ts';

type Run = [SubmissionStatus, number | null, number];

describe('an OI cell', () => {
  const cases: [
    string,
    OiRankScoreType,
    Run[],
    { score: number; full: boolean; time: number | null },
  ][] = [
    [
      'Recent takes the latest score',
      'Recent',
      [
        ['PA', 40, 9],
        ['AC', 100, 8],
        ['PA', 60, 7],
      ],
      { score: 60, full: false, time: null },
    ],
    [
      'Highest takes the best score',
      'Highest',
      [
        ['PA', 40, 9],
        ['AC', 100, 8],
        ['PA', 60, 7],
      ],
      { score: 100, full: true, time: 8 },
    ],
    [
      'Recent full score times the fastest full run',
      'Recent',
      [
        ['AC', 100, 300],
        ['AC', 100, 200],
        ['AC', 100, 250],
      ],
      { score: 100, full: true, time: 200 },
    ],
    [
      'Highest full score times the fastest full run',
      'Highest',
      [
        ['AC', 100, 300],
        ['PA', 90, 5],
        ['AC', 100, 200],
      ],
      { score: 100, full: true, time: 200 },
    ],
    [
      'a system error does not wipe a Recent score',
      'Recent',
      [
        ['AC', 100, 50],
        ['SE', null, 0],
      ],
      { score: 100, full: true, time: 50 },
    ],
    [
      'a cancelled run does not wipe a Recent score',
      'Recent',
      [
        ['PA', 30, 50],
        ['CA', null, 0],
      ],
      { score: 30, full: false, time: null },
    ],
    [
      'a compile error is a latest score of 0',
      'Recent',
      [
        ['AC', 100, 50],
        ['CE', null, 0],
      ],
      { score: 0, full: false, time: null },
    ],
    [
      'pending runs are not latest',
      'Recent',
      [
        ['PA', 70, 5],
        ['PENDING', null, 0],
      ],
      { score: 70, full: false, time: null },
    ],
    [
      'only errors score 0',
      'Highest',
      [
        ['WA', 0, 5],
        ['TLE', 0, 1000],
      ],
      { score: 0, full: false, time: null },
    ],
  ];
  it.each(cases)('%s', (_name, mode, runs, want) => {
    const sub = submitter();
    const subs = runs.map(([st, score, run], k) =>
      sub('u', 'A', at(k), st, { ...(score === null ? {} : { score }), run }),
    );
    const cell = oiCell(subs, mode);
    expect({ score: cell.score, full: cell.solved, time: cell.bestTime }).toEqual(want);
    expect(cell.tries).toBe(runs.filter(([st]) => st !== 'PENDING').length);
  });
});

describe('the OI scoreboard', () => {
  const sub = submitter();
  const subs = [
    // a: A full twice (fastest 200 ms), B full in 500 ms, C partial: 250 points, 700 ms.
    sub('a', 'A', at(1), 'AC', { score: 100, run: 300 }),
    sub('a', 'A', at(2), 'AC', { score: 100, run: 200 }),
    sub('a', 'B', at(3), 'AC', { score: 100, run: 500 }),
    sub('a', 'C', at(4), 'PA', { score: 50, run: 10 }),
    // b: the same total and time by another route: ties share rank 1.
    sub('b', 'A', at(5), 'AC', { score: 100, run: 400 }),
    sub('b', 'B', at(6), 'AC', { score: 100, run: 300 }),
    sub('b', 'C', at(7), 'PA', { score: 50, run: 1 }),
    // c: 250 as well but slower: rank 3.
    sub('c', 'A', at(8), 'AC', { score: 100, run: 900 }),
    sub('c', 'B', at(9), 'AC', { score: 100, run: 900 }),
    sub('c', 'C', at(10), 'PA', { score: 50, run: 1 }),
    // d: full on A earlier, then a worse run: Recent 30, Highest 100.
    sub('d', 'A', at(11), 'AC', { score: 100, run: 100 }),
    sub('d', 'A', at(12), 'PA', { score: 30, run: 100 }),
  ];

  it('Recent: total DESC, time ASC over full-score problems, ties share', () => {
    expect(oiTable(render(settings({ type: 'OI' }), subs))).toEqual([
      ['a', 1, 250, 700],
      ['b', 1, 250, 700],
      ['c', 3, 250, 1800],
      ['d', 4, 30, 0],
    ]);
  });

  it('Highest: the best score per problem counts', () => {
    const s = settings({ type: 'OI', oiRankScoreType: 'Highest' });
    expect(oiTable(render(s, subs))).toEqual([
      ['a', 1, 250, 700],
      ['b', 1, 250, 700],
      ['c', 3, 250, 1800],
      ['d', 4, 100, 100],
    ]);
  });

  it('has no first blood and counts full-score problems as solved', () => {
    const row = render(settings({ type: 'OI' }), subs).rows[0];
    expect(row?.solved).toBe(2);
    expect(Object.values(row?.cells ?? {}).some((c) => c.firstBlood)).toBe(false);
  });
});
