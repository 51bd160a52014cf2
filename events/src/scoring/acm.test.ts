import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../judging/verdicts.ts';
import { acmCell } from './acm.ts';
import {
  acmTable,
  at,
  END,
  render,
  settings,
  submitter,
  T0,
} from '../../test-kit/scoring-fixtures.ts';

describe('an ACM cell', () => {
  const cases: [
    string,
    SubmissionStatus[],
    { tries: number; penalised: number; at: number | null },
  ][] = [
    ['no submission', [], { tries: 0, penalised: 0, at: null }],
    [
      'each WA, PE, TLE, MLE, RE costs a try',
      ['WA', 'PE', 'TLE', 'MLE', 'RE'],
      { tries: 5, penalised: 5, at: null },
    ],
    [
      'CE, SE, CA and PA are free tries',
      ['CE', 'SE', 'CA', 'PA', 'AC'],
      { tries: 5, penalised: 0, at: 4 },
    ],
    [
      'pending ones do not count',
      ['PENDING', 'COMPILING', 'JUDGING', 'AC'],
      { tries: 1, penalised: 0, at: 3 },
    ],
    [
      'everything after the first AC is ignored',
      ['WA', 'AC', 'WA', 'AC'],
      { tries: 2, penalised: 1, at: 1 },
    ],
    [
      'free tries mix with penalised ones',
      ['CE', 'WA', 'PA', 'TLE', 'AC'],
      { tries: 5, penalised: 2, at: 4 },
    ],
  ];
  it.each(cases)('%s', (_name, statuses, want) => {
    const sub = submitter();
    // One submission a minute: the k-th lands at minute k, so `at` is minutes of the AC.
    const subs = statuses.map((st, k) => sub('u', 'A', at(k), st));
    const cell = acmCell(subs, T0);
    expect([cell.tries, cell.penalised, cell.solvedAt]).toEqual([
      want.tries,
      want.penalised,
      want.at === null ? null : want.at * 60,
    ]);
    expect(cell.solved).toBe(want.at !== null);
  });

  it('keeps whole seconds from the start, rounding down', () => {
    const sub = submitter();
    expect(acmCell([sub('u', 'A', T0 + 61_999, 'AC')], T0).solvedAt).toBe(61);
  });
});

describe('the ACM scoreboard', () => {
  const sub = submitter();
  const subs = [
    // a: A after a WA and a free CE at 20:30.1; B at 30:00. Penalty 1230 + 1200 + 1800.
    sub('a', 'A', at(10), 'WA'),
    sub('a', 'A', at(12), 'CE'),
    sub('a', 'A', T0 + 1_230_100, 'AC'),
    sub('a', 'B', at(30), 'AC'),
    // b: A in the same second as a (both first blood); B at 10:00 after PE and TLE.
    sub('b', 'A', T0 + 1_230_900, 'AC'),
    sub('b', 'B', at(5), 'PE'),
    sub('b', 'B', at(6), 'TLE'),
    sub('b', 'B', at(10), 'AC'),
    // c: A at 50:00; B at 40:00 after MLE, RE and a free PA. Penalty 3000 + 2400 + 2400.
    sub('c', 'A', at(50), 'AC'),
    sub('c', 'B', at(20), 'MLE'),
    sub('c', 'B', at(25), 'RE'),
    sub('c', 'B', at(30), 'PA'),
    sub('c', 'B', at(40), 'AC'),
    // d: A at 100:00 then more that must be ignored; B never solved (a WA costs nothing then).
    sub('d', 'A', at(100), 'AC'),
    sub('d', 'A', at(110), 'WA'),
    sub('d', 'A', at(120), 'AC'),
    sub('d', 'B', at(200), 'WA'),
    sub('d', 'B', at(210), 'SE'),
    sub('d', 'B', at(220), 'CA'),
    // e: only a compile error: on the board with nothing solved.
    sub('e', 'A', at(3), 'CE'),
    // The author and a super admin solve first but never appear.
    sub('author', 'A', at(1), 'AC'),
    sub('root', 'A', at(2), 'AC'),
    // Outside the contest, or never judged: not on the board.
    sub('f', 'A', T0 - 60_000, 'AC'),
    sub('f', 'A', END, 'AC'),
    sub('g', 'A', at(7), 'PENDING'),
  ];
  const b = render(settings(), subs);
  const cell = (uid: string, pid: string) => b.rows.find((r) => r.uid === uid)?.cells[pid];

  it('orders by solved then penalty; ties share a rank (1, 1, 3)', () => {
    expect(acmTable(b)).toEqual([
      ['a', 1, 2, 4230],
      ['b', 1, 2, 4230],
      ['c', 3, 2, 7800],
      ['d', 4, 1, 6000],
      ['e', 5, 0, 0],
    ]);
  });

  it('marks first blood, every AC of the earliest second included', () => {
    expect(cell('a', 'A')).toMatchObject({ solvedAt: 1230, firstBlood: true, tries: 3 });
    expect(cell('b', 'A')).toMatchObject({ solvedAt: 1230, firstBlood: true });
    expect(cell('c', 'A')?.firstBlood).toBe(false);
    expect(cell('b', 'B')).toMatchObject({ solvedAt: 600, firstBlood: true, penalised: 2 });
    expect(cell('a', 'B')?.firstBlood).toBe(false);
  });

  it('ignores submissions after the first AC and charges nothing for an unsolved cell', () => {
    expect(cell('d', 'A')).toMatchObject({ tries: 1, penalised: 0, solvedAt: 6000 });
    expect(cell('d', 'B')).toMatchObject({ tries: 3, penalised: 1, solved: false });
  });

  it('leaves out the author and super admins, who would otherwise take first blood', () => {
    const open = render(settings({ authorUid: 'x', superAdminUids: [] }), subs);
    expect(acmTable(open).slice(3)).toEqual([
      ['author', 4, 1, 60],
      ['root', 5, 1, 120],
      ['d', 6, 1, 6000],
      ['e', 7, 0, 0],
    ]);
    expect(open.rows.find((r) => r.uid === 'a')?.cells['A']?.firstBlood).toBe(false);
  });

  it('counts from the start instant up to, not including, the end instant', () => {
    const edge = submitter();
    const b = render(settings(), [
      edge('x', 'A', T0, 'AC'),
      edge('y', 'A', END - 1, 'AC'),
      edge('z', 'A', END, 'AC'),
    ]);
    expect(acmTable(b)).toEqual([
      ['x', 1, 1, 0],
      ['y', 2, 1, 17999],
    ]);
  });

  it('never depends on the order submissions are listed in', () => {
    expect(render(settings(), [...subs].reverse())).toEqual(b);
  });
});
