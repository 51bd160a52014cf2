import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProblemSite } from '../../test-kit/index.ts';

let ps: Awaited<ReturnType<typeof startProblemSite>>;
type Site = (typeof ps)['site'];
let site: Site;

beforeAll(async () => {
  ps = await startProblemSite();
  site = ps.site;
});
afterAll(() => ps?.close());

const signUp = async (username: string) => {
  const r = await site.register(username);
  expect(r.body.status, r.body.msg).toBe(200);
  return site.login(username);
};
const authInfo = (token: string) =>
  site.call<{ roles: string[] }>('GET', '/api/get-user-auth-info', { token });

describe('POST /api/change-password', () => {
  it('refuses a wrong old password and keeps the session', async () => {
    const { token } = await signUp('pwuser1');
    const r = await site.call('POST', '/api/change-password', {
      token,
      body: { oldPassword: 'not-it', newPassword: 'newsecret1' },
    });
    expect(r.body).toMatchObject({ status: 400, msg: 'The old password is wrong' });
    expect((await authInfo(token)).body.status).toBe(200);
    await site.login('pwuser1', 'secret123');
  });

  it('checks the new password length and needs a signed-in user', async () => {
    const { token } = await signUp('pwuser2');
    const short = await site.call('POST', '/api/change-password', {
      token,
      body: { oldPassword: 'secret123', newPassword: '12345' },
    });
    expect(short.body).toMatchObject({
      status: 400,
      msg: 'The password must be between 6 and 20 characters',
    });
    const long = await site.call('POST', '/api/change-password', {
      token,
      body: { oldPassword: 'secret123', newPassword: 'x'.repeat(21) },
    });
    expect(long.body.status).toBe(400);
    const anonymous = await site.call('POST', '/api/change-password', {
      body: { oldPassword: 'secret123', newPassword: 'newsecret1' },
    });
    expect(anonymous.body).toMatchObject({ status: 401, msg: 'Please login first' });
  });

  it('changes the password and ends every session', async () => {
    const first = await signUp('pwuser3');
    const second = await site.login('pwuser3');
    const r = await site.call('POST', '/api/change-password', {
      token: first.token,
      body: { oldPassword: 'secret123', newPassword: 'newsecret1' },
    });
    expect(r.body).toMatchObject({
      status: 200,
      msg: 'Password changed successfully, please log in again',
    });
    for (const token of [first.token, second.token])
      expect((await authInfo(token)).body).toMatchObject({ status: 401 });
    await expect(site.login('pwuser3', 'secret123')).rejects.toThrow();
    await site.login('pwuser3', 'newsecret1');
  });
});

describe('POST /api/change-userInfo', () => {
  const profile = {
    nickname: 'Ally',
    gender: 'female',
    school: 'Tsinghua',
    course: 'CS',
    number: '2026001',
    realname: 'Alice Liddell',
    signature: '# Hello\n\nI like **graphs**.',
    github: 'https://github.com/ally',
    blog: 'https://ally.example.com',
    cfUsername: 'ally_cf',
  };

  it('saves the profile and answers the UserInfoVO', async () => {
    const { token } = await signUp('infouser1');
    const r = await site.call<Record<string, unknown>>('POST', '/api/change-userInfo', {
      token,
      body: profile,
    });
    expect(r.body.status, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({ ...profile, username: 'infouser1', roleList: ['user'] });
    // A partial body changes only what it names.
    const partial = await site.call<Record<string, unknown>>('POST', '/api/change-userInfo', {
      token,
      body: { school: ' MIT ', blog: null },
    });
    expect(partial.body.data).toMatchObject({ ...profile, school: 'MIT', blog: '' });
  });

  it('ignores uid, username, roles, title and avatar in the body', async () => {
    const victim = await signUp('infovictim');
    const { token } = await signUp('infouser2');
    const r = await site.call<Record<string, unknown>>('POST', '/api/change-userInfo', {
      token,
      body: {
        ...profile,
        uid: victim.uid,
        username: 'root2',
        roleList: ['root'],
        titleName: 'God',
        titleColor: '#ff0000',
        avatar: 'https://evil.example.com/a.png',
      },
    });
    expect(r.body.data).toMatchObject({
      username: 'infouser2',
      roleList: ['user'],
      titleName: '',
      titleColor: '',
      avatar: '',
    });
    expect((await authInfo(token)).body.data.roles).toEqual(['user']);
    const home = await site.call<{ nickname: string }>(
      'GET',
      `/api/get-user-home-info?uid=${victim.uid}`,
    );
    expect(home.body.data.nickname).toBe('');
  });

  it('enforces the field limits and safe links at the server', async () => {
    const { token } = await signUp('infouser3');
    const refused = async (body: Record<string, unknown>, msg: string) => {
      const r = await site.call('POST', '/api/change-userInfo', { token, body });
      expect(r.body, JSON.stringify(body).slice(0, 60)).toMatchObject({ status: 400, msg });
    };
    await refused({ nickname: 'n'.repeat(21) }, 'Nickname can be at most 20 characters');
    await refused({ signature: 's'.repeat(1001) }, 'Signature can be at most 1000 characters');
    await refused({ school: 's'.repeat(101) }, 'School can be at most 100 characters');
    await refused({ blog: 'javascript:alert(1)' }, 'The link must start with http:// or https://');
    await refused({ github: 'github.com/x' }, 'The link must start with http:// or https://');
    await refused({ gender: 'robot' }, 'Gender must be male, female or secrecy');
    await refused({ nickname: 5 }, 'Nickname must be a string');
    const anonymous = await site.call('POST', '/api/change-userInfo', { body: profile });
    expect(anonymous.body.status).toBe(401);
  });
});
