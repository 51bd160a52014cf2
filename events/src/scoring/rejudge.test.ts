import { describe, expect, it } from 'vitest';
import { applyVerdict } from './apply.ts';
import { board } from './board.ts';
import { foldVerdicts } from './fold.ts';
import { acmTable, at, settings, submitter, view } from '../../test-kit/scoring-fixtures.ts';
import type { ScoredSubmission } from './types.ts';

const sub = submitter();
const aWrong = sub('a', 'A', at(10), 'WA');
const aRight = sub('a', 'A', at(20), 'AC');
const bRight = sub('b', 'A', at(15), 'AC');
const start = foldVerdicts(settings(), [aWrong, aRight, bRight]);
const rejudge = (s: ScoredSubmission, status: ScoredSubmission['status']) => ({ ...s, status });

describe('a rejudge', () => {
  it('starts from a board where b leads with first blood', () => {
    expect(acmTable(board(start, view()))).toEqual([
      ['b', 1, 1, 900],
      ['a', 2, 1, 2400],
    ]);
  });

  it('AC -> WA drops a solve and hands first blood on', () => {
    const { state, delta } = applyVerdict(start, rejudge(bRight, 'WA'));
    expect(acmTable(board(state, view()))).toEqual([
      ['a', 1, 1, 2400],
      ['b', 2, 0, 0],
    ]);
    expect(delta.rows).toEqual([
      {
        uid: 'b',
        present: true,
        star: false,
        live: { solved: 0, penalty: 0, score: 0, time: 0, rank: 2 },
        sealed: { solved: 0, penalty: 0, score: 0, time: 0, rank: 2 },
      },
    ]);
    expect(delta.cells.map((c) => [c.uid, c.live.solved, c.live.firstBlood])).toEqual([
      ['a', true, true],
      ['b', false, false],
    ]);
  });

  it('WA -> AC adds a solve and drops the penalty of that try', () => {
    const { state, delta } = applyVerdict(start, rejudge(aWrong, 'AC'));
    expect(acmTable(board(state, view()))).toEqual([
      ['a', 1, 1, 600],
      ['b', 2, 1, 900],
    ]);
    expect(delta.rows.map((r) => r.present && [r.uid, r.live.rank, r.live.penalty])).toEqual([
      ['a', 1, 600],
    ]);
    expect(delta.cells.map((c) => [c.uid, c.live.solvedAt, c.live.firstBlood])).toEqual([
      ['a', 600, true],
      ['b', 900, false],
    ]);
  });

  it('back to pending takes the verdict out until it is judged again', () => {
    const pending = applyVerdict(start, rejudge(bRight, 'PENDING'));
    expect(pending.delta.rows).toEqual([{ uid: 'b', present: false }]);
    expect(acmTable(board(pending.state, view()))).toEqual([['a', 1, 1, 2400]]);
    const again = applyVerdict(pending.state, bRight);
    expect(board(again.state, view())).toEqual(board(start, view()));
  });

  it('of the same verdict changes nothing and says so', () => {
    const { state, delta } = applyVerdict(start, bRight);
    expect(delta).toEqual({ rows: [], cells: [] });
    expect(board(state, view())).toEqual(board(start, view()));
  });

  it('outside the contest is ignored', () => {
    const late = sub('c', 'A', at(301), 'AC');
    expect(applyVerdict(start, late).state).toBe(start);
  });
});
