import { describe, expect, it } from 'vitest';
import { foldVerdicts } from './fold.ts';
import { sealTime } from './seal.ts';
import {
  acmTable,
  at,
  END,
  HOUR,
  oiTable,
  render,
  settings,
  submitter,
  T0,
} from '../../test-kit/scoring-fixtures.ts';
import type { SealRank } from './types.ts';

describe('the seal time', () => {
  const cases: [SealRank | null, number | null][] = [
    [0, END - HOUR / 2],
    [1, END - HOUR],
    [2, T0],
    [null, null],
  ];
  it.each(cases)('sealRank %s freezes from %s', (sealRank, want) => {
    expect(sealTime(settings({ sealRank }))).toBe(want);
  });
});

describe('a sealed ACM board', () => {
  // Seal at 4:30. a solves A before it and submits again after; b and c solve after it.
  const sub = submitter();
  const subs = [
    sub('a', 'A', at(60), 'AC'),
    sub('a', 'A', at(275), 'WA'),
    sub('b', 'A', at(120), 'WA'),
    sub('b', 'A', at(280), 'WA'),
    sub('b', 'A', at(285), 'AC'),
    sub('c', 'B', at(290), 'AC'),
    sub('c', 'B', at(291), 'PENDING'),
  ];
  const s = settings({ sealRank: 0 });
  const during = at(295);
  const cellOf = (b: ReturnType<typeof render>, uid: string, pid: string) =>
    b.rows.find((r) => r.uid === uid)?.cells[pid];

  it('shows a non-admin only that frozen tries happened, ordered by pre-seal results', () => {
    const b = render(s, subs, { now: during });
    expect(b.sealed).toBe(true);
    expect(acmTable(b)).toEqual([
      ['a', 1, 1, 3600],
      ['b', 2, 0, 0],
      ['c', 2, 0, 0],
    ]);
    expect(cellOf(b, 'b', 'A')).toMatchObject({
      tries: 1,
      penalised: 1,
      pending: 2,
      solved: false,
    });
    expect(cellOf(b, 'c', 'B')).toMatchObject({ tries: 0, pending: 1, solved: false });
    // Solved before the seal: the later try is ignored, as it is on the live board.
    expect(cellOf(b, 'a', 'A')).toMatchObject({ pending: 0, solved: true, firstBlood: true });
  });

  it('shows an admin the live board', () => {
    const b = render(s, subs, { now: during, admin: true });
    expect(b.sealed).toBe(false);
    expect(acmTable(b)).toEqual([
      ['a', 1, 1, 3600],
      ['c', 2, 1, 17400],
      ['b', 3, 1, 17100 + 2 * 1200],
    ]);
    expect(cellOf(b, 'c', 'B')).toMatchObject({ pending: 0, firstBlood: true });
  });

  it('is live for everyone before the seal time', () => {
    const early = subs.filter((x) => x.submitTime < at(240));
    expect(render(s, early, { now: at(240) })).toEqual(
      render(s, early, { now: at(240), admin: true }),
    );
    expect(render(s, early, { now: at(240) }).sealed).toBe(false);
  });

  it('opens by itself after the end', () => {
    expect(render(s, subs)).toEqual(render(s, subs, { admin: true }));
  });

  it('stays sealed after the end when the contest hides the real rank', () => {
    const hidden = settings({ sealRank: 0, autoRealRank: false });
    expect(acmTable(render(hidden, subs))).toEqual(acmTable(render(s, subs, { now: during })));
    expect(render(hidden, subs, { admin: true }).sealed).toBe(false);
  });

  it('hides every result when the whole contest is sealed', () => {
    const whole = render(settings({ sealRank: 2 }), subs, { now: during });
    expect(acmTable(whole)).toEqual([
      ['a', 1, 0, 0],
      ['b', 1, 0, 0],
      ['c', 1, 0, 0],
    ]);
    expect(cellOf(whole, 'a', 'A')).toMatchObject({ pending: 2, tries: 0 });
  });

  it('freezes a submission made at the seal instant itself', () => {
    const edge = submitter();
    const b = render(s, [edge('x', 'A', END - HOUR / 2, 'AC')], { now: during });
    expect(b.rows[0]?.cells['A']).toMatchObject({ solved: false, pending: 1 });
    expect(
      render(s, [edge('x', 'A', END - HOUR / 2 - 1, 'AC')], { now: during }).rows[0]?.solved,
    ).toBe(1);
  });

  it('keeps both views in the state, so one fold serves admins and everyone else', () => {
    const row = foldVerdicts(s, subs).rows.get('b');
    expect([row?.live.solved, row?.sealed.solved]).toEqual([1, 0]);
  });
});

describe('a sealed OI board (no real-time rank)', () => {
  const sub = submitter();
  const subs = [
    sub('a', 'A', at(10), 'PA', { score: 40 }),
    sub('b', 'A', at(20), 'AC', { score: 100, run: 30 }),
  ];
  it('shows no scores to non-admins during the contest', () => {
    const s = settings({ type: 'OI', sealRank: 2 });
    expect(oiTable(render(s, subs, { now: at(30) }))).toEqual([
      ['a', 1, 0, 0],
      ['b', 1, 0, 0],
    ]);
    expect(oiTable(render(s, subs, { now: at(30), admin: true }))).toEqual([
      ['b', 1, 100, 30],
      ['a', 2, 40, 0],
    ]);
  });
});
