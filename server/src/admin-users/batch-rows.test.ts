import { describe, expect, it } from 'vitest';
import { checkRows } from './batch-rows.ts';

describe('checking the rows of a user import', () => {
  it('takes the seven columns, with optional e-mail and profile', () => {
    const { accounts, problems } = checkRows([
      ['alice', 'secret123', 'alice@example.com', 'Alice Liddell', '1', 'Al', 'Oxford'],
      [' bob ', 'secret123'],
      ['carol', 'secret123', '', '', '男', '', ''],
    ]);
    expect(problems).toEqual([]);
    expect(accounts).toEqual([
      {
        row: 1,
        username: 'alice',
        password: 'secret123',
        email: 'alice@example.com',
        profile: { realname: 'Alice Liddell', gender: 'female', nickname: 'Al', school: 'Oxford' },
      },
      { row: 2, username: 'bob', password: 'secret123', email: '', profile: null },
      {
        row: 3,
        username: 'carol',
        password: 'secret123',
        email: '',
        profile: { realname: '', gender: 'male', nickname: '', school: '' },
      },
    ]);
  });

  it.each([
    [['', 'secret123'], 'The username is required'],
    [['x'.repeat(21), 'secret123'], 'The username can be up to 20 characters long'],
    [['a b', 'secret123'], 'The username cannot contain spaces'],
    [['dave', '12345'], 'The password must be between 6 and 25 characters'],
    [['dave', 'x'.repeat(26)], 'The password must be between 6 and 25 characters'],
    [['dave', 'secret123', 'not-an-email'], 'The email format is incorrect'],
    [['dave', 'secret123', '', '', 'other'], 'The gender must be male, female, 0 or 1'],
  ])('refuses %j: %s', (row, msg) => {
    expect(checkRows([row]).problems).toEqual([{ row: 1, username: row[0]!.trim(), msg }]);
  });

  it('refuses a username or e-mail given twice in the batch, naming the first row', () => {
    const { accounts, problems } = checkRows([
      ['erin', 'secret123', 'e@example.com'],
      ['ERIN', 'secret123'],
      ['frank', 'secret123', 'E@example.com'],
    ]);
    expect(accounts.map((a) => a.username)).toEqual(['erin']);
    expect(problems).toEqual([
      { row: 2, username: 'ERIN', msg: 'The username is also in row 1' },
      { row: 3, username: 'frank', msg: 'The email is also in row 1' },
    ]);
  });
});
