import { describe, expect, it } from 'vitest';
import { emptyForm, type ContestForm } from './contest-form-model';
import {
  checkContest,
  checkDisplayId,
  checkStarUser,
  firstError,
  nextDisplayId,
} from './validation';

const names: [string, string, string] = ['Gold', 'Silver', 'Bronze'];
const form = (over: Partial<ContestForm> = {}): ContestForm => ({
  ...emptyForm(names),
  title: 'Weekly 1',
  description: 'Solve them all',
  start: '2030-05-01T09:00',
  end: '2030-05-01T14:00',
  ...over,
});

describe('contest form checks (the server messages, before saving)', () => {
  it('accepts a complete form', () => {
    expect(checkContest(form())).toEqual({});
  });

  it.each([
    ['a blank title', { title: '  ' }, 'title', 'server.title-required'],
    ['no description', { description: '\n' }, 'description', 'server.description-required'],
    ['no start', { start: '' }, 'start', 'server.contest-start-required'],
    ['no end', { end: '' }, 'end', 'server.contest-end-required'],
    [
      'an end before the start',
      { end: '2030-05-01T08:00' },
      'end',
      'server.contest-end-before-start',
    ],
    ['an end at the start', { end: '2030-05-01T09:00' }, 'end', 'server.contest-duration'],
    ['a private contest without password', { auth: 1 }, 'pwd', 'server.contest-password-required'],
    [
      'a protected one with a blank password',
      { auth: 2, pwd: ' ' },
      'pwd',
      'server.contest-password-required',
    ],
    [
      'an hour seal on 40 minutes',
      { end: '2030-05-01T09:40', sealRank: 1 },
      'sealRank',
      'server.contest-seal-too-short',
    ],
  ] as const)('refuses %s', (_name, over, field, id) => {
    const errors = checkContest(form(over));
    expect(errors[field]).toBe(id);
    expect(firstError(errors)).toBe(id);
  });

  it('lets a short contest take the default seal (the whole contest)', () => {
    expect(checkContest(form({ end: '2030-05-01T09:20' }))).toEqual({});
  });

  it('checks award levels only when awards are on', () => {
    const awards = [{ priority: 1, name: '', background: '#000000', color: '#ffffff', num: 10 }];
    expect(checkContest(form({ awards })).awards).toBeUndefined();
    expect(checkContest(form({ awardType: 2, awards })).awards).toBe(
      'admin-contests.award-name-required',
    );
    const big = emptyForm(names).awards.map((a) => ({ ...a, num: 40 }));
    expect(checkContest(form({ awardType: 2, awards: big })).awards).toBeUndefined();
    expect(checkContest(form({ awardType: 1, awards: big })).awards).toBe(
      'admin-contests.award-percent-total',
    );
    expect(checkContest(form({ awardType: 1, awards: [] })).awards).toBe(
      'admin-contests.award-none',
    );
  });

  it('checks the numbered range of an account limit', () => {
    const limit = { prefix: 'team', suffix: '', start: '10', end: '2', extra: '' };
    expect(checkContest(form({ limit })).limit).toBeUndefined();
    expect(checkContest(form({ openAccountLimit: true, limit })).limit).toBe(
      'admin-contests.limit-range',
    );
    expect(
      checkContest(form({ openAccountLimit: true, limit: { ...limit, start: 'x' } })).limit,
    ).toBe('admin-contests.limit-numbers');
  });
});

describe('star users and display ids', () => {
  it('refuses a blank or repeated star user like the server (Add Star User Error)', () => {
    expect(checkStarUser(['amy'], ' ')).toBe('server.star-user-error');
    expect(checkStarUser(['amy'], ' amy ')).toBe('server.star-user-error');
    expect(checkStarUser(['amy'], 'bob')).toBeUndefined();
  });

  it('needs a display id not used by another problem of the contest, case-blind', () => {
    const taken = [{ pid: 1, displayId: 'A' }];
    expect(checkDisplayId(' ', taken)).toBe('server.contest-display-id-required');
    expect(checkDisplayId('a', taken)).toBe('server.display-id-taken');
    expect(checkDisplayId('a', taken, 1)).toBeUndefined();
    expect(checkDisplayId('B', taken)).toBeUndefined();
  });

  it('offers the next free letter', () => {
    expect(nextDisplayId([])).toBe('A');
    expect(nextDisplayId([{ displayId: 'A' }, { displayId: 'c' }])).toBe('B');
    const all = Array.from({ length: 26 }, (_v, i) => ({ displayId: String.fromCharCode(65 + i) }));
    expect(nextDisplayId(all)).toBe('A1');
  });
});
