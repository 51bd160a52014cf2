import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProblemSite } from '../../test-kit/problem-kit.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let adminToken: string;

interface Refusal {
  errors: { row: number; username: string; msg: string }[];
  created: number;
}

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const insert = (users: unknown[][], token = adminToken) =>
  call<Refusal | null>('POST', '/api/admin/user/insert-batch-user', token, { users });
const generate = (body: Record<string, unknown>, token = adminToken) =>
  call<{ key: string }>('POST', '/api/admin/user/generate-user', token, body);
const userRow = async (username: string) =>
  (
    await kit.site.db.sql<{ realname: string; school: string; gender: string; role_id: number }[]>`
      SELECT realname, school, gender, role_id FROM read.users WHERE username = ${username}`
  )[0];

beforeAll(async () => {
  kit = await startProblemSite();
  adminToken = await kit.userWithRole('siteadmin', 'admin');
  await kit.userWithRole('taken', 'user');
});
afterAll(() => kit.close());

describe('batch import', () => {
  it('refuses the whole batch with a message per row, and creates nothing', async () => {
    const r = await insert([
      ['stu1', 'secret123', 'stu1@example.com'],
      ['stu2', '123'],
      ['STU1', 'secret123'],
      ['stu3', 'secret123', 'STU1@example.com'],
    ]);
    expect(r.http).toBe(400);
    expect(r.body.msg).toBe('Row 2: The password must be between 6 and 25 characters');
    expect(r.body.data!.errors).toEqual([
      { row: 2, username: 'stu2', msg: 'The password must be between 6 and 25 characters' },
      { row: 3, username: 'STU1', msg: 'The username is also in row 1' },
      { row: 4, username: 'stu3', msg: 'The email is also in row 1' },
    ]);
    expect(await userRow('stu1')).toBeUndefined();
  });

  it('refuses rows whose username or e-mail an account already has', async () => {
    const r = await insert([
      ['fresh', 'secret123'],
      ['Taken', 'secret123'],
      ['other', 'secret123', 'taken@example.com'],
    ]);
    expect(r.body.data!.errors).toEqual([
      { row: 2, username: 'Taken', msg: 'The username already exists' },
      { row: 3, username: 'other', msg: 'The email already exists' },
    ]);
    expect(await userRow('fresh')).toBeUndefined();
  });

  it('registers every row as a default user with its profile columns', async () => {
    const r = await insert([
      ['stu1', 'secret123', 'stu1@example.com', 'Ada Lovelace', 'female', 'ada', 'Analytical U'],
      ['stu2', 'secret456'],
    ]);
    expect(r.body).toMatchObject({ status: 200, msg: 'Add successfully' });
    expect(await userRow('stu1')).toEqual({
      realname: 'Ada Lovelace',
      school: 'Analytical U',
      gender: 'female',
      role_id: 1002,
    });
    expect((await kit.site.login('stu1')).token).toBeTruthy();
    expect((await kit.site.login('stu2', 'secret456')).token).toBeTruthy();
    // The same path as sign-up: the imported names are reserved.
    expect((await kit.site.register('stu2', 'secret123', 'x@example.com')).body.msg).toBe(
      'The username already exists',
    );
  });
});

describe('generated accounts', () => {
  it('checks the range and the password length', async () => {
    const base = { prefix: 'team', suffix: '', number_from: 5, number_to: 9, password_length: 8 };
    const cases: [Record<string, unknown>, string][] = [
      [{ number_to: 4 }, 'The end number cannot be less than the start number'],
      [{ number_from: -1 }, 'The start number must be a non-negative integer'],
      [{ password_length: 5 }, 'The password length must be between 6 and 25'],
      [{ number_to: 600 }, 'At most 500 users can be generated at once'],
      [{ prefix: 'a'.repeat(20) }, `The username ${'a'.repeat(20)}5 is longer than 20 characters`],
    ];
    for (const [changes, msg] of cases)
      expect((await generate({ ...base, ...changes })).body.msg).toBe(msg);
    await kit.userWithRole('team7x', 'user');
    const clash = await generate({ ...base, suffix: 'x' });
    expect(clash.body.msg).toBe('Row 3: The username already exists');
  });

  it('creates the accounts and hands their passwords out once as an .xlsx', async () => {
    const r = await generate({
      prefix: 'team',
      suffix: '',
      number_from: 1,
      number_to: 3,
      password_length: 10,
    });
    expect(r.body.status).toBe(200);
    const { key } = r.body.data;
    const url = `${kit.site.url}/api/file/generate-user-excel?key=${key}`;
    const other = await fetch(url, { headers: { Authorization: kit.rootToken } });
    expect(other.status).toBe(404); // only the admin who generated them
    const res = await fetch(url, { headers: { Authorization: adminToken } });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown as string[][];
    const table = rows.map((row) => row.slice(1));
    expect(table[0]).toEqual(['Username', 'Password']);
    expect(table.slice(1).map(([name]) => name)).toEqual(['team1', 'team2', 'team3']);
    for (const [name, password] of table.slice(1)) {
      expect(password).toHaveLength(10);
      expect((await kit.site.login(name!, password)).token).toBeTruthy();
    }
    const again = await fetch(url, { headers: { Authorization: adminToken } });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { msg: string }).msg).toBe(
      'The download link does not exist or has expired',
    );
  });
});
