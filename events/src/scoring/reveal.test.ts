import { describe, expect, it } from 'vitest';
import { rankedRows } from './board.ts';
import { foldVerdicts } from './fold.ts';
import { cellKey, nextReveal, revealCells } from './reveal.ts';
import { at, settings, submitter } from '../../test-kit/scoring-fixtures.ts';

// Sealed the last hour (from minute 240): u3's and u2's late accepted runs are frozen.
const sub = submitter();
const subs = [
  sub('u1', 'A', at(10), 'AC'),
  sub('u1', 'B', at(20), 'AC'),
  sub('u2', 'A', at(30), 'AC'),
  sub('u2', 'B', at(250), 'AC'),
  sub('u3', 'A', at(245), 'WA'),
  sub('u3', 'A', at(260), 'AC'),
  sub('u3', 'B', at(270), 'AC'),
  sub('u3', 'C', at(280), 'AC'),
];
const state = foldVerdicts(settings({ sealRank: 1 }), subs);
const users = new Map();
const order = (s: typeof state) =>
  rankedRows(s, 'sealed', users).map((r) => [r.uid, r.rank, r.solved]);

describe('the scroll board reveal', () => {
  it('starts from the frozen board and opens the lowest row first, one problem at a time', () => {
    expect(order(state)).toEqual([
      ['u1', 1, 2],
      ['u2', 2, 1],
      ['u3', 3, 0],
    ]);
    const revealed = new Set<string>();
    const steps: string[] = [];
    for (let next = nextReveal(state, revealed, { removeStar: false, users }); next !== null;) {
      steps.push(`${next.uid}:${next.pid}`);
      revealed.add(cellKey(next.uid, next.pid));
      next = nextReveal(state, revealed, { removeStar: false, users });
    }
    // u3 climbs after its first reveal (A solved), so u2 becomes the lowest row with frozen
    // tries only once u3 has passed it.
    expect(steps).toEqual(['u3:A', 'u3:B', 'u2:B', 'u3:C']);
  });

  it('moves a row up as its accepted cells open, and ends at the live board', () => {
    const one = revealCells(state, new Set([cellKey('u3', 'A'), cellKey('u3', 'B')]));
    expect(order(one)).toEqual([
      ['u1', 1, 2],
      ['u3', 2, 2],
      ['u2', 3, 1],
    ]);
    const all = revealCells(
      state,
      new Set(
        ['u2:B', 'u3:A', 'u3:B', 'u3:C'].map((k) => cellKey(...(k.split(':') as [string, string]))),
      ),
    );
    expect(order(all)).toEqual(
      rankedRows(state, 'live', users).map((r) => [r.uid, r.rank, r.solved]),
    );
  });
});
