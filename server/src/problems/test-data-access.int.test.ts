import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let pid: number;
let adminPid: number;
let admin: string;

beforeAll(async () => {
  kit = await startProblemSite();
  // A hidden problem whose free-text author names somebody who has no account yet.
  const created = await kit.site.call('POST', '/api/admin/problem', {
    token: kit.rootToken,
    body: problemDto({ problemId: 'SECRET1', title: 'Hidden', auth: 2, author: 'mallory' }),
  });
  expect(created.body.status).toBe(200);
  pid = await kit.pidOf('SECRET1');
  admin = await kit.userWithRole('ada', 'admin');
  const own = await kit.site.call('POST', '/api/admin/problem', {
    token: admin,
    body: problemDto({ problemId: 'ADA1', title: 'Ada owns this' }),
  });
  expect(own.body.status).toBe(200);
  adminPid = await kit.pidOf('ADA1');
});
afterAll(() => kit.close());

const download = async (id: number, token: string) => {
  const res = await fetch(`${kit.site.url}/api/file/download-testcase?pid=${id}`, {
    headers: { Authorization: token },
  });
  const zip = res.headers.get('content-type') === 'application/zip';
  return { zip, body: zip ? null : ((await res.json()) as { status: number; msg: string }) };
};
const cases = (id: number, token: string) =>
  kit.site.call('GET', `/api/admin/problem/get-problem-cases?pid=${id}`, { token });

describe('one rule for test data: creator uid or root / problem admin', () => {
  it('refuses a user who registered the name typed in the author field', async () => {
    await kit.site.register('mallory');
    const mallory = (await kit.site.login('mallory')).token;
    expect(await download(pid, mallory)).toEqual({
      zip: false,
      body: expect.objectContaining({ status: 403 }) as unknown,
    });
  });

  it('refuses an admin who did not create the problem, for download and for the case list', async () => {
    expect((await download(pid, admin)).body).toMatchObject({ status: 403 });
    expect((await cases(pid, admin)).body).toMatchObject({ status: 403 });
    expect(
      (await kit.site.call('GET', `/api/admin/problem?pid=${pid}`, { token: admin })).body.status,
    ).toBe(403);
  });

  it('serves the creator, root and problem admins', async () => {
    expect((await download(adminPid, admin)).zip).toBe(true);
    expect((await cases(adminPid, admin)).body.status).toBe(200);
    expect((await download(pid, kit.rootToken)).zip).toBe(true);
    const problemAdmin = await kit.userWithRole('pam', 'problem_admin');
    expect((await download(pid, problemAdmin)).zip).toBe(true);
    expect((await cases(pid, problemAdmin)).body.status).toBe(200);
  });
});
