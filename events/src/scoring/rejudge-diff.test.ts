import { describe, expect, it } from 'vitest';
import { rejudgeDiff } from './rejudge-diff.ts';
import { at, settings, submitter } from '../../test-kit/scoring-fixtures.ts';
import type { ScoredSubmission } from './types.ts';

const sub = submitter();
const aWrong = sub('a', 'A', at(10), 'WA');
const aRight = sub('a', 'A', at(20), 'AC');
const bRight = sub('b', 'A', at(15), 'AC');
const cRight = sub('c', 'B', at(30), 'AC');
const subs = [aWrong, aRight, bRight, cRight];
const to = (s: ScoredSubmission, status: ScoredSubmission['status']) =>
  new Map([[s.submitId, { status, score: null, time: null }]]);
const medals = settings({
  award: { type: 2, levels: [{ name: 'gold', color: '', background: '', num: 1 }] },
});

describe('the board diff of a rejudge', () => {
  it('names rank, totals and medal moves, and the first blood handed on', () => {
    // b's only solve turns wrong: c takes the gold, a first blood of A, b drops to the bottom.
    expect(rejudgeDiff(medals, subs, to(bRight, 'WA'))).toEqual({
      rows: [
        {
          uid: 'c',
          before: { rank: 2, solved: 1, penalty: 1800, score: 0, time: 0, award: null },
          after: { rank: 1, solved: 1, penalty: 1800, score: 0, time: 0, award: 'gold' },
        },
        {
          uid: 'a',
          before: { rank: 3, solved: 1, penalty: 2400, score: 0, time: 0, award: null },
          after: { rank: 2, solved: 1, penalty: 2400, score: 0, time: 0, award: null },
        },
        {
          uid: 'b',
          before: { rank: 1, solved: 1, penalty: 900, score: 0, time: 0, award: 'gold' },
          after: { rank: 3, solved: 0, penalty: 0, score: 0, time: 0, award: null },
        },
      ],
      firstBlood: [{ pid: 'A', before: ['b'], after: ['a'] }],
    });
  });

  it('is empty when the rejudge finds the same verdicts', () =>
    expect(rejudgeDiff(medals, subs, to(bRight, 'AC'))).toEqual({ rows: [], firstBlood: [] }));

  it('shows a row entering the board when its first judged run appears', () => {
    const pending = sub('d', 'B', at(5), 'SE');
    const diff = rejudgeDiff(settings(), [...subs, pending], to(pending, 'AC'));
    expect(diff.rows.find((r) => r.uid === 'd')).toEqual({
      uid: 'd',
      before: { rank: 4, solved: 0, penalty: 0, score: 0, time: 0, award: null },
      after: { rank: 1, solved: 1, penalty: 300, score: 0, time: 0, award: null },
    });
    expect(diff.firstBlood).toEqual([{ pid: 'B', before: ['c'], after: ['d'] }]);
  });

  it('shows a row leaving when its only judged run goes back to pending', () => {
    const diff = rejudgeDiff(settings(), subs, to(cRight, 'PENDING'));
    expect(diff.rows.at(-1)).toEqual({
      uid: 'c',
      before: { rank: 2, solved: 1, penalty: 1800, score: 0, time: 0, award: null },
      after: null,
    });
    expect(diff.firstBlood).toEqual([{ pid: 'B', before: ['c'], after: [] }]);
  });

  it('diffs OI scores and run times', () => {
    const o = submitter();
    const x = o('x', 'A', at(1), 'PA', { score: 40, run: 5 });
    const y = o('y', 'A', at(2), 'AC', { score: 100, run: 9 });
    const diff = rejudgeDiff(
      settings({ type: 'OI' }),
      [x, y],
      new Map([[x.submitId, { status: 'AC' as const, score: 100, time: 7 }]]),
    );
    expect(diff.rows).toEqual([
      {
        uid: 'x',
        before: { rank: 2, solved: 0, penalty: 0, score: 40, time: 0, award: null },
        after: { rank: 1, solved: 1, penalty: 0, score: 100, time: 7, award: null },
      },
      {
        uid: 'y',
        before: { rank: 1, solved: 1, penalty: 0, score: 100, time: 9, award: null },
        after: { rank: 2, solved: 1, penalty: 0, score: 100, time: 9, award: null },
      },
    ]);
    expect(diff.firstBlood).toEqual([]);
  });
});
