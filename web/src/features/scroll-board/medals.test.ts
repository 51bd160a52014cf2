import { describe, expect, it } from 'vitest';
import type { BoardRow } from '@oj/events/scoring';
import {
  defaultMedalCounts,
  medalCountsFrom,
  medalForRank,
  openRankLimit,
  parseMedalCount,
  shownMedal,
} from './medals';

const row = (uid: string, rank: number, solved = 1, star = false): BoardRow => ({
  uid,
  username: uid,
  name: uid,
  rank,
  star,
  solved,
  penalty: 0,
  score: 0,
  time: 0,
  concerned: false,
  award: null,
  cells: {},
});

describe('medal counts', () => {
  it.each([
    [0, 0, 0, 0],
    [5, 0, 1, 1],
    [9, 0, 1, 2],
    [10, 1, 2, 3],
    [57, 5, 11, 17],
    [100, 10, 20, 30],
    [101, 10, 20, 30],
  ])('gives %i ranked rows %i gold, %i silver, %i bronze by default', (n, g, s, b) => {
    expect(defaultMedalCounts(n)).toEqual({ gold: g, silver: s, bronze: b });
  });

  it('takes whole numbers from the URL and falls back to the default for anything else', () => {
    expect(medalCountsFrom({ gold: '3', silver: '0', bronze: null }, 10)).toEqual({
      gold: 3,
      silver: 0,
      bronze: 3,
    });
    expect(medalCountsFrom({ gold: '-1', silver: '2.5', bronze: 'x' }, 20)).toEqual(
      defaultMedalCounts(20),
    );
    expect(parseMedalCount(' 12 ')).toBe(12);
    expect(parseMedalCount('')).toBeNull();
  });

  it('hands places out in rank order, a tie sharing its first place', () => {
    const counts = { gold: 1, silver: 2, bronze: 1 };
    expect([1, 2, 3, 4, 5, -1].map((r) => medalForRank(r, counts))).toEqual([
      'gold',
      'silver',
      'silver',
      'bronze',
      null,
      null,
    ]);
    // Ranks 1, 1, 3: both tied rows win gold, the third row takes the second place (silver).
    expect(medalForRank(1, { gold: 1, silver: 1, bronze: 0 })).toBe('gold');
    expect(medalForRank(3, { gold: 1, silver: 1, bronze: 0 })).toBeNull();
    expect(medalForRank(1, { gold: 0, silver: 0, bronze: 2 })).toBe('bronze');
  });
});

describe('when a medal is decided', () => {
  const counts = { gold: 1, silver: 1, bronze: 1 };
  const rows = [row('a', 1), row('b', 2), row('c', 3), row('d', 4), row('s', -1, 3, true)];

  it('waits while a row at or below it still has frozen cells', () => {
    const limit = openRankLimit(rows, new Set(['b']));
    expect(limit).toBe(2);
    expect(rows.map((r) => shownMedal(r, limit, counts))).toEqual([
      null,
      null,
      'bronze',
      null,
      null,
    ]);
  });

  it('shows every medal once nothing is frozen, and never on star rows or rows without a solve', () => {
    const all = [...rows, row('z', 5, 0)];
    expect(all.map((r) => shownMedal(r, openRankLimit(all, new Set()), counts))).toEqual([
      'gold',
      'silver',
      'bronze',
      null,
      null,
      null,
    ]);
  });

  it('ignores frozen star rows: they take no rank and push no one down', () => {
    expect(openRankLimit(rows, new Set(['s']))).toBe(0);
  });

  it('keeps a tie open while one of the tied rows is frozen', () => {
    const tied = [row('a', 1), row('b', 2), row('c', 2)];
    const limit = openRankLimit(tied, new Set(['b']));
    expect(shownMedal(tied[2]!, limit, counts)).toBeNull();
    expect(shownMedal(tied[0]!, limit, counts)).toBeNull();
  });
});
