import { describe, expect, it } from 'vitest';
import { parseUserCsv } from './csv';

describe('user CSV import', () => {
  it('reads seven columns, pads missing ones and skips a header and blank lines', () => {
    const rows = parseUserCsv(
      '\uFEFFusername,password,email,realname,gender,nickname,school\n' +
        'alice,secret123,alice@example.com,"Liddell, Alice",female,Al,Oxford\n\n' +
        ' bob , secret456 \n',
    );
    expect(rows).toEqual([
      {
        row: 1,
        cells: [
          'alice',
          'secret123',
          'alice@example.com',
          'Liddell, Alice',
          'female',
          'Al',
          'Oxford',
        ],
        problemId: null,
      },
      { row: 2, cells: ['bob', 'secret456', '', '', '', '', ''], problemId: null },
    ]);
  });

  it('flags what it can see before the server checks the rest', () => {
    const rows = parseUserCsv(
      ',secret123\n' +
        `${'x'.repeat(21)},secret123\n` +
        'carol,123\n' +
        'dave,secret123,,,,,,extra\n',
    );
    expect(rows.map((r) => r.problemId)).toEqual([
      'admin-users.csv.username-required',
      'admin-users.csv.username-too-long',
      'admin-users.csv.password-length',
      'admin-users.csv.too-many-columns',
    ]);
  });
});
