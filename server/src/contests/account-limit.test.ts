import { describe, expect, it } from 'vitest';
import { accountAllowed, enforcedAccountRule, parseAccountLimitRule } from './account-limit.ts';

const rule = (prefix: string, suffix: string, start: string, end: string, extra = '') =>
  `<prefix>${prefix}</prefix><suffix>${suffix}</suffix><start>${start}</start><end>${end}</end><extra>${extra}</extra>`;

describe('the contest account limit', () => {
  it('reads the tagged rule', () => {
    expect(parseAccountLimitRule(rule('team', '_x', '1', '30', 'judge guest\nlate'))).toEqual({
      prefix: 'team',
      suffix: '_x',
      start: 1,
      end: 30,
      extra: ['judge', 'guest', 'late'],
    });
    expect(parseAccountLimitRule('')).toEqual({
      prefix: '',
      suffix: '',
      start: null,
      end: null,
      extra: [],
    });
  });

  it.each([
    ['no limit', null, 'anyone', true],
    ['first of the range', rule('team', '', '1', '30'), 'team1', true],
    ['last of the range', rule('team', '', '1', '30'), 'team30', true],
    ['past the range', rule('team', '', '1', '30'), 'team31', false],
    ['before the range', rule('team', '', '5', '30'), 'team4', false],
    ['prefix and suffix', rule('acm', '_2024', '1', '9'), 'acm7_2024', true],
    ['wrong suffix', rule('acm', '_2024', '1', '9'), 'acm7_2023', false],
    ['leading zero (HOJ writes plain numbers)', rule('team', '', '1', '30'), 'team07', false],
    ['no number', rule('team', '', '1', '30'), 'team', false],
    ['another prefix', rule('team', '', '1', '30'), 'user5', false],
    ['an extra account', rule('team', '', '1', '30', 'judge guest'), 'guest', true],
    ['extra accounts on lines', rule('team', '', '1', '30', 'judge\nguest'), 'judge', true],
    ['extra is whole names only', rule('team', '', '1', '30', 'judge'), 'jud', false],
    ['range left blank, extra only', rule('', '', '', '', 'alice'), 'alice', true],
    ['empty rule admits nobody', '', 'alice', false],
  ])('%s', (_name, limit, username, allowed) => {
    expect(accountAllowed(limit, username)).toBe(allowed);
  });

  it('is enforced only when the contest switched it on', () => {
    const r = rule('t', '', '1', '2');
    expect(enforcedAccountRule({ open_account_limit: false, account_limit_rule: r })).toBeNull();
    expect(enforcedAccountRule({ open_account_limit: true, account_limit_rule: r })).toBe(r);
    expect(enforcedAccountRule({ open_account_limit: true, account_limit_rule: null })).toBe('');
  });
});
