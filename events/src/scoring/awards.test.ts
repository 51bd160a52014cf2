import { describe, expect, it } from 'vitest';
import { awardFor, awardSlots } from './awards.ts';
import { acmTable, at, render, settings, submitter } from '../../test-kit/scoring-fixtures.ts';
import type { AwardConfig, AwardLevel } from './types.ts';

const level = (name: string): AwardLevel => ({ name, color: '#fff', background: name });
const gold = level('gold');
const silver = level('silver');
const bronze = level('bronze');
const medals = (type: 1 | 2, sizes: [number, number, number]): AwardConfig =>
  type === 1
    ? { type, levels: [gold, silver, bronze].map((l, i) => ({ ...l, percent: sizes[i]! })) }
    : { type, levels: [gold, silver, bronze].map((l, i) => ({ ...l, num: sizes[i]! })) };

describe('award places', () => {
  it.each([
    [25, [2, 5, 7]],
    [10, [1, 2, 3]],
    [9, [0, 1, 2]],
    [0, [0, 0, 0]],
  ])('10/20/30 %% of %i ranked rows, rounded down, is %j', (ranked, want) => {
    expect(awardSlots(medals(1, [10, 20, 30]), ranked).map((s) => s.places)).toEqual(want);
  });

  it('is exact for percentages that are not exact binary fractions', () => {
    expect(awardSlots(medals(1, [57, 0, 0]), 100)[0]?.places).toBe(57);
  });

  it.each([
    [1, true, gold],
    [2, true, silver],
    [3, true, silver],
    [4, true, bronze],
    [5, true, null],
    [1, false, null],
    [-1, true, null],
  ])('rank %i (eligible %s) wins %j with places 1, 2, 1', (rank, eligible, want) => {
    const slots = awardSlots(medals(2, [1, 2, 1]), 10);
    expect(awardFor(slots, rank, eligible)).toEqual(want);
  });
});

describe('stars and awards on the board', () => {
  // s is a star with the most solves; a and b tie; c is behind; d solved nothing.
  const sub = submitter();
  const subs = [
    ...['A', 'B', 'C'].map((p, i) => sub('s', p, at(i + 1), 'AC')),
    sub('a', 'A', at(10), 'AC'),
    sub('a', 'B', at(20), 'AC'),
    sub('b', 'A', at(20), 'AC'),
    sub('b', 'B', at(10), 'AC'),
    sub('c', 'A', at(40), 'AC'),
    sub('d', 'A', at(40), 'WA'),
  ];
  const awards = (config: AwardConfig, removeStar = false) =>
    render(settings({ starUids: ['s'], award: config }), subs, { removeStar }).rows.map((r) => [
      r.uid,
      r.rank,
      r.award?.name ?? null,
    ]);

  it('gives stars rank -1 and skips them in numbering', () => {
    expect(acmTable(render(settings({ starUids: ['s'] }), subs))).toEqual([
      ['s', -1, 3, 360],
      ['a', 1, 2, 1800],
      ['b', 1, 2, 1800],
      ['c', 3, 1, 2400],
      ['d', 4, 0, 0],
    ]);
  });

  it('hides stars with removeStar without changing any rank', () => {
    const b = render(settings({ starUids: ['s'] }), subs, { removeStar: true });
    expect(b.rows.map((r) => [r.uid, r.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
      ['d', 4],
    ]);
  });

  it('by number: a tie shares the award and uses up the places after it', () => {
    expect(awards(medals(2, [1, 1, 1]))).toEqual([
      ['s', -1, null],
      ['a', 1, 'gold'],
      ['b', 1, 'gold'],
      ['c', 3, 'bronze'],
      ['d', 4, null],
    ]);
  });

  it('by number: a tie past the last place still gets the award', () => {
    expect(awards(medals(2, [1, 0, 0])).map((r) => r[2])).toEqual([
      null,
      'gold',
      'gold',
      null,
      null,
    ]);
  });

  it('by proportion of the ranked rows (stars excluded), only to rows that solved', () => {
    // 4 ranked rows: gold 25 % = 1, silver 50 % = 2, bronze 25 % = 1 (d has solved nothing).
    const want = [
      ['s', -1, null],
      ['a', 1, 'gold'],
      ['b', 1, 'gold'],
      ['c', 3, 'silver'],
      ['d', 4, null],
    ];
    expect(awards(medals(1, [25, 50, 25]))).toEqual(want);
    expect(awards(medals(1, [25, 50, 25]), true)).toEqual(want.slice(1));
  });

  it('gives nothing without an award config', () => {
    expect(awards({ type: 0 }).every((r) => r[2] === null)).toBe(true);
  });
});
