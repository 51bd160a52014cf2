import { afterAll, beforeAll, expect, it } from 'vitest';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { accountLimitMessage } from './account-limit.ts';
import { judgeRunningC } from '../../test-kit/judge-running-c.ts';

/** A contest's account limit, enforced at registration and at submit over the real app. */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const tokens: Record<string, string> = {};
let pid: number;
const hour = 3_600_000;
const rule =
  '<prefix>team</prefix><suffix></suffix><start>1</start><end>5</end><extra>guest</extra>';
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

const contest = async (over: Record<string, unknown>) => {
  const r = await call<{ id: number }>('POST', '/api/admin/contest', kit.rootToken, {
    title: 'Limited',
    description: 'd',
    type: 0,
    startTime: new Date(Date.now() - hour).toISOString(),
    endTime: new Date(Date.now() + hour).toISOString(),
    openAccountLimit: true,
    accountLimitRule: rule,
    ...over,
  });
  expect(r.body.status, r.body.msg).toBe(200);
  await call('POST', '/api/admin/contest/add-problem-from-public', kit.rootToken, {
    cid: r.body.data.id,
    pid,
    displayId: 'A',
  });
  return r.body.data.id;
};

beforeAll(async () => {
  kit = await startProblemSite();
  for (const name of ['team3', 'team6', 'guest', 'alice'])
    tokens[name] = await kit.userWithRole(name, 'user');
  await call('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'P1' }));
  pid = await kit.pidOf('P1');
  // A judge that runs C, so an allowed submit goes through.
  await judgeRunningC(kit.site, 'limit-test');
});
afterAll(() => kit?.close());

it('registers only the accounts the rule names', async () => {
  const cid = await contest({ auth: 2, pwd: 'pw' });
  const register = async (name: string) =>
    (await call('POST', '/api/register-contest', tokens[name]!, { cid, password: 'pw' })).body;
  for (const name of ['alice', 'team6'])
    expect(await register(name)).toMatchObject({ status: 403, msg: accountLimitMessage });
  for (const name of ['team3', 'guest']) expect((await register(name)).status).toBe(200);
});

it('takes submissions only from the accounts the rule names', async () => {
  const cid = await contest({ auth: 0 });
  const submit = async (name: string) =>
    (
      await call('POST', '/api/submit-problem-judge', tokens[name]!, {
        pid,
        cid,
        language: 'C',
        code: 'int main(){return 0;}',
      })
    ).body;
  expect(await submit('alice')).toMatchObject({ status: 403, msg: accountLimitMessage });
  const allowed = await submit('team3');
  expect(allowed.status, allowed.msg).toBe(200);
  // The contest admin is never limited.
  const root = await call('POST', '/api/submit-problem-judge', kit.rootToken, {
    pid,
    cid,
    language: 'C',
    code: 'int main(){return 1;}',
  });
  expect(root.body.status, root.body.msg).toBe(200);
});
