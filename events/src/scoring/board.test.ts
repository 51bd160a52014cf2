import { describe, expect, it } from 'vitest';
import { applyVerdict, initialState } from './apply.ts';
import { board, rankedRows, withCells } from './board.ts';
import { foldVerdicts } from './fold.ts';
import { at, render, settings, submitter, view } from '../../test-kit/scoring-fixtures.ts';
import type { UserProfile } from './types.ts';

const sub = submitter();
// Solved counts 3, 2, 2, 1, 0 for u1 to u5.
const subs = [
  ...['A', 'B', 'C'].map((p) => sub('u1', p, at(10), 'AC')),
  ...['A', 'B'].map((p) => sub('u2', p, at(10), 'AC')),
  ...['A', 'B'].map((p) => sub('u3', p, at(10), 'AC')),
  sub('u4', 'A', at(10), 'AC'),
  sub('u5', 'A', at(10), 'WA'),
];
const users = new Map<string, UserProfile>([
  ['u1', { username: 'alice', nickname: 'Al', realname: 'Alice Liddell', school: 'Oxford' }],
  ['u2', { username: 'bob', nickname: '', realname: 'Robert', school: 'MIT' }],
  ['u3', { username: 'carol', realname: 'Caroline', school: 'Oxford' }],
  ['u4', { username: 'dave' }],
]);
const line = (b: ReturnType<typeof render>) => b.rows.map((r) => [r.uid, r.rank]);

describe('the board', () => {
  it('pins followed users first, in board order, keeping their real rank', () => {
    const b = render(settings(), subs, { concernedUids: ['u5', 'u3', 'nobody'], users });
    expect(line(b)).toEqual([
      ['u3', 2],
      ['u5', 5],
      ['u1', 1],
      ['u2', 2],
      ['u4', 4],
    ]);
    expect(b.rows.map((r) => r.concerned)).toEqual([true, true, false, false, false]);
  });

  it('filters by username, case-insensitively, keeping ranks', () => {
    expect(line(render(settings(), subs, { keyword: 'CAR', users }))).toEqual([['u3', 2]]);
  });

  it('filters by school and by the shown name', () => {
    expect(line(render(settings(), subs, { keyword: 'oxford', users }))).toEqual([
      ['u1', 1],
      ['u3', 2],
    ]);
    const real = settings({ rankShowName: 'realname' });
    expect(line(render(real, subs, { keyword: 'robert', users }))).toEqual([['u2', 2]]);
  });

  it('does not search real names the board does not show', () => {
    expect(line(render(settings(), subs, { keyword: 'robert', users }))).toEqual([]);
  });

  it('applies the search to pinned rows too', () => {
    const b = render(settings(), subs, { keyword: 'dave', concernedUids: ['u3'], users });
    expect(line(b)).toEqual([['u4', 4]]);
  });

  it('shows the name rankShowName asks for, falling back to the username, then the uid', () => {
    const names = render(settings({ rankShowName: 'nickname' }), subs, { users }).rows.map((r) => [
      r.uid,
      r.username,
      r.name,
    ]);
    expect(names).toEqual([
      ['u1', 'alice', 'Al'],
      ['u2', 'bob', 'bob'],
      ['u3', 'carol', 'carol'],
      ['u4', 'dave', 'dave'],
      ['u5', 'u5', 'u5'],
    ]);
  });

  it('orders tied rows by uid whatever order they arrived in', () => {
    const forward = subs.reduce((s, x) => applyVerdict(s, x).state, initialState(settings()));
    const backward = [...subs]
      .reverse()
      .reduce((s, x) => applyVerdict(s, x).state, initialState(settings()));
    expect(line(board(backward, view()))).toEqual(line(board(forward, view())));
    expect(line(board(forward, view())).slice(1, 3)).toEqual([
      ['u2', 2],
      ['u3', 2],
    ]);
  });
});

describe('a board rendered for one page', () => {
  it('equals the full render once the page rows get their cells, first blood included', () => {
    const state = foldVerdicts(settings(), [...subs, sub('u5', 'C', at(5), 'AC')]);
    for (const kind of ['live', 'sealed'] as const) {
      const full = rankedRows(state, kind, users);
      const lean = rankedRows(state, kind, users, { cells: false });
      expect(lean.map((r) => r.cells)).toEqual(full.map(() => ({})));
      expect(withCells(state, kind, lean.slice(1, 4))).toEqual(full.slice(1, 4));
    }
  });
});
