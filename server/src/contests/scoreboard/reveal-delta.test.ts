import { describe, expect, it } from 'vitest';
import {
  foldVerdicts,
  rankedRows,
  scoreboardChange,
  type ContestSettings,
  type ScoredSubmission,
} from '@oj/events/scoring';
import { thawCell } from './reveal-delta.ts';

const T0 = Date.UTC(2026, 0, 10, 9);
const minute = (n: number) => T0 + n * 60_000;
const settings: ContestSettings = {
  type: 'ACM',
  startTime: T0,
  endTime: minute(300),
  sealRank: 1,
  autoRealRank: false,
  oiRankScoreType: 'Recent',
  authorUid: 'author',
  superAdminUids: [],
  starUids: [],
  award: { type: 0 },
  rankShowName: 'username',
};
let id = 0;
const run = (uid: string, pid: string, at: number, status: 'AC' | 'WA'): ScoredSubmission => ({
  submitId: ++id,
  uid,
  pid,
  submitTime: minute(at),
  status,
  score: null,
  time: null,
});
// Sealed from minute 240; nobody solved B before it. alice and carol solve B frozen, carol first.
const board = foldVerdicts(settings, [
  run('bob', 'A', 100, 'AC'),
  run('alice', 'A', 20, 'AC'),
  run('alice', 'B', 250, 'AC'),
  run('carol', 'A', 50, 'AC'),
  run('carol', 'B', 245, 'AC'),
]);
const sealedPush = (before: typeof board, cell: { uid: string; pid: string }) => {
  const { state, delta } = thawCell(before, cell);
  const change = scoreboardChange({
    cid: 1,
    kind: 'sealed',
    before,
    after: state,
    ranked: rankedRows(state, 'sealed', new Map()),
    submitter: cell.uid,
    delta,
    users: new Map(),
  });
  return { state, change };
};

describe('thawing one cell of the sealed board', () => {
  it('shows the cell live in the sealed view, moves its row, and leaves the live view alone', () => {
    const { state, change } = sealedPush(board, { uid: 'alice', pid: 'B' });
    expect(rankedRows(state, 'sealed', new Map()).map((r) => [r.uid, r.rank, r.solved])).toEqual([
      ['alice', 1, 2],
      ['carol', 2, 1],
      ['bob', 3, 1],
    ]);
    expect(state.rows.get('carol')!.sealed).toEqual(board.rows.get('carol')!.sealed);
    expect(state.rows.get('alice')!.live).toEqual(board.rows.get('alice')!.live);
    // The push: alice's row with her B solved and holding first blood (nobody else shows B).
    expect(change!.rows.map((r) => r.uid)).toEqual(['alice']);
    expect(change!.rows[0]!.submissionInfo).toMatchObject({ B: { isAC: true, isFirstAC: true } });
    expect(change!.cells).toEqual([]);
  });

  it('moves first blood to an earlier solve opened later, and says so for the other cell', () => {
    const first = sealedPush(board, { uid: 'alice', pid: 'B' }).state;
    const { change } = sealedPush(first, { uid: 'carol', pid: 'B' });
    expect(change!.rows.map((r) => r.uid)).toEqual(['carol']);
    expect(change!.rows[0]!.submissionInfo).toMatchObject({ B: { isAC: true, isFirstAC: true } });
    expect(change!.cells.map((c) => [c.uid, c.pid, c.cell.isAC, c.cell.isFirstAC])).toEqual([
      ['alice', 'B', true, false],
    ]);
  });

  it('changes nothing when the cell was already open', () => {
    const first = sealedPush(board, { uid: 'alice', pid: 'B' }).state;
    expect(sealedPush(first, { uid: 'alice', pid: 'B' }).change).toBeNull();
  });
});
