import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProblemSite } from '../../test-kit/problem-kit.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let adminToken: string;
let userToken: string;

interface Listed {
  uid: string;
  username: string;
  realname: string;
  email: string;
  status: number;
  type: number;
  titleName: string;
  titleColor: string;
  roles: { id: number; role: string }[];
}
interface Page<T> {
  records: T[];
  total: number;
  size: number;
}

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const list = async (query = '', token = kit.rootToken) =>
  (await call<Page<Listed>>('GET', `/api/admin/user/get-user-list${query}`, token)).body.data;
const find = async (username: string) =>
  (await list(`?keyword=${username}`)).records.find((u) => u.username === username)!;
const edit = (user: Listed, changes: Record<string, unknown>, token = kit.rootToken) =>
  call('PUT', '/api/admin/user/edit-user', token, {
    uid: user.uid,
    username: user.username,
    realname: user.realname,
    email: user.email,
    type: user.type,
    status: user.status,
    titleName: user.titleName,
    titleColor: user.titleColor,
    setNewPwd: false,
    ...changes,
  });

beforeAll(async () => {
  kit = await startProblemSite();
  adminToken = await kit.userWithRole('siteadmin', 'admin');
  userToken = await kit.userWithRole('plain', 'user');
  for (const name of ['alice', 'bob', 'carol']) await kit.userWithRole(name, 'user');
  await kit.userWithRole('problemsetter', 'problem_admin');
});
afterAll(() => kit.close());

describe('admin user management', () => {
  it('is refused to visitors (401) and to users without user_admin (403) on every path', async () => {
    const setter = await kit.site.login('problemsetter');
    const paths = [
      ['GET', '/api/admin/user/get-user-list', undefined],
      ['PUT', '/api/admin/user/edit-user', { uid: 'x', type: 1002, status: 0 }],
      ['DELETE', '/api/admin/user/delete-user', { ids: ['x'] }],
      ['POST', '/api/admin/user/insert-batch-user', { users: [['a1', 'secret123']] }],
      [
        'POST',
        '/api/admin/user/generate-user',
        { number_from: 1, number_to: 2, password_length: 6 },
      ],
      ['GET', '/api/file/generate-user-excel?key=abc', undefined],
    ] as const;
    for (const [method, path, body] of paths) {
      expect((await call(method, path, null, body)).http).toBe(401);
      for (const token of [userToken, setter.token]) {
        const r = await call(method, path, token, body);
        expect([r.http, r.body.msg]).toEqual([
          403,
          'Sorry, you do not have permission for this operation',
        ]);
      }
    }
  });

  it('lists users 10 a page with keyword search and the only-admin filter', async () => {
    const all = await list();
    expect(all).toMatchObject({ total: 7, size: 10 });
    expect((await list('?keyword=ALI')).records.map((u) => u.username)).toEqual(['alice']);
    const admins = await list('?onlyAdmin=true', adminToken);
    expect(admins.records.map((u) => u.username).sort()).toEqual([
      'problemsetter',
      'root',
      'siteadmin',
    ]);
    expect((await list('?keyword=%25')).total).toBe(0);
    expect((await list('?limit=2&currentPage=2')).records).toHaveLength(2);
  });

  it('edits type, status, names, title, e-mail and password', async () => {
    const alice = await find('alice');
    const saved = await edit(alice, {
      realname: 'Alice Liddell',
      titleName: 'Gold',
      titleColor: '#d4af37',
      type: 1003,
      email: 'alice.new@example.com',
      setNewPwd: true,
      password: 'brand-new-pw',
    });
    expect(saved.body).toMatchObject({ status: 200, msg: 'update successfully' });
    expect(await find('alice')).toMatchObject({
      realname: 'Alice Liddell',
      titleName: 'Gold',
      titleColor: '#d4af37',
      type: 1003,
      email: 'alice.new@example.com',
      roles: [{ id: 1003, role: 'user' }],
    });
    await expect(kit.site.login('alice')).rejects.toThrow();
    const { token } = await kit.site.login('alice', 'brand-new-pw');
    // Type 1003 may not submit (the one user-type policy, at the server).
    const submit = await call('POST', '/api/submit-problem-judge', token, {
      pid: 1,
      language: 'C++',
      code: 'int main(){}',
      cid: 0,
    });
    expect([submit.http, submit.body.msg]).toEqual([403, 'Sorry, you are not allowed to submit']);
    // The old address is free again, the new one is taken.
    expect(
      (await kit.site.register('newcomer', 'secret123', 'alice@example.com')).body.status,
    ).toBe(200);
    const taken = await edit(await find('bob'), { email: 'alice.new@example.com' });
    expect([taken.http, taken.body.msg]).toEqual([400, 'The email already exists']);
  });

  it('checks the form at the server', async () => {
    const bob = await find('bob');
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 999 }, 'The user type must be one of 1000 to 1008'],
      [{ status: 2 }, 'The status must be 0 (enabled) or 1 (disabled)'],
      [{ setNewPwd: true, password: '12345' }, 'The password must be between 6 and 25 characters'],
      [
        { setNewPwd: true, password: 'x'.repeat(26) },
        'The password must be between 6 and 25 characters',
      ],
      [{ email: 'nope' }, 'The email format is incorrect'],
      [{ titleColor: 'red' }, 'The title colour must look like #ff0000'],
      [{ uid: 'missing' }, 'The user does not exist'],
    ];
    for (const [changes, msg] of cases) expect((await edit(bob, changes)).body.msg).toBe(msg);
  });

  it('disables an account: its session ends and it cannot sign in', async () => {
    const { token } = await kit.site.login('bob');
    expect((await call('GET', '/api/get-user-auth-info', token)).http).toBe(200);
    expect((await edit(await find('bob'), { status: 1 })).body.status).toBe(200);
    expect((await call('GET', '/api/get-user-auth-info', token)).http).toBe(401);
    const login = await call('POST', '/api/login', null, {
      username: 'bob',
      password: 'secret123',
    });
    expect(login.body.msg).toBe('Your account has been disabled, please contact the administrator');
    expect((await edit(await find('bob'), { status: 0 })).body.status).toBe(200);
    // Enabling again does not bring the old session back.
    expect((await call('GET', '/api/get-user-auth-info', token)).http).toBe(401);
    expect((await kit.site.login('bob')).token).toBeTruthy();
  });

  it('lets only a root touch a root, and nobody disable or delete themselves', async () => {
    const root = await find('root');
    const byAdmin = await edit(root, { realname: 'x' }, adminToken);
    expect([byAdmin.http, byAdmin.body.msg]).toEqual([
      403,
      'Sorry, you do not have permission for this operation',
    ]);
    const promote = await edit(await find('carol'), { type: 1000 }, adminToken);
    expect(promote.http).toBe(403);
    expect((await edit(root, { status: 1 })).body.msg).toBe(
      'You cannot disable yourself or change your own type',
    );
    const self = await call('DELETE', '/api/admin/user/delete-user', kit.rootToken, {
      ids: [root.uid],
    });
    expect([self.http, self.body.msg]).toEqual([400, 'You cannot delete yourself']);
  });

  it('lets only a root grant staff types or set a staff password (test data in two steps)', async () => {
    const refused = [403, 'Sorry, you do not have permission for this operation'];
    const setter = await find('problemsetter');
    const plain = await find('plain');
    // Step one: an admin makes an account a problem admin; step two: sets its password.
    const grant = await edit(plain, { type: 1008 }, adminToken);
    expect([grant.http, grant.body.msg]).toEqual(refused);
    expect((await find('plain')).type).toBe(1002);
    const password = await edit(setter, { setNewPwd: true, password: 'taken-over1' }, adminToken);
    expect([password.http, password.body.msg]).toEqual(refused);
    await expect(kit.site.login('problemsetter', 'taken-over1')).rejects.toThrow();
    const email = await edit(setter, { email: 'attacker@example.com' }, adminToken);
    expect([email.http, email.body.msg]).toEqual(refused);
    const demote = await edit(setter, { type: 1002 }, adminToken);
    expect([demote.http, demote.body.msg]).toEqual(refused);
    const del = await call('DELETE', '/api/admin/user/delete-user', adminToken, {
      ids: [setter.uid],
    });
    expect([del.http, del.body.msg]).toEqual(refused);
    // Plain users' types stay the admin's to decide; a root decides the staff.
    expect((await edit(plain, { type: 1005 }, adminToken)).body.status).toBe(200);
    expect((await edit(await find('plain'), { type: 1002 }, adminToken)).body.status).toBe(200);
    expect((await edit(setter, { setNewPwd: true, password: 'by-root-pw1' })).body.status).toBe(
      200,
    );
    expect((await kit.site.login('problemsetter', 'by-root-pw1')).token).toBeTruthy();
  });

  it('deletes accounts: sessions end, and username and e-mail are free again', async () => {
    const carol = await find('carol');
    const { token } = await kit.site.login('carol');
    const del = await call('DELETE', '/api/admin/user/delete-user', adminToken, {
      ids: [carol.uid],
    });
    expect(del.body).toMatchObject({ status: 200, msg: 'delete successfully' });
    expect(await find('carol')).toBeUndefined();
    expect((await call('GET', '/api/get-user-auth-info', token)).http).toBe(401);
    expect((await kit.site.register('carol', 'secret123', 'carol@example.com')).body.status).toBe(
      200,
    );
    const gone = await call('DELETE', '/api/admin/user/delete-user', adminToken, {
      ids: [carol.uid],
    });
    expect([gone.http, gone.body.msg]).toEqual([404, 'The user does not exist']);
  });
});
