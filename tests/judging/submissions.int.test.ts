import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { aplusb, startJudgingSite, type JudgingSite } from './kit.ts';

let s: JudgingSite;
let alice: string;
let bob: string;
let pid: number;

beforeAll(async () => {
  s = await startJudgingSite();
  const sw = await s.site.call('PUT', '/api/admin/switch/update', {
    body: { defaultSubmitInterval: 0 },
    token: s.rootToken,
  });
  expect(sw.body.status).toBe(200);
  pid = await s.createProblem({ problemId: 'AB1', codeShare: true });
  alice = await s.user('alice');
  bob = await s.user('bob');
});
afterAll(() => s?.close());

describe('submitting and judging through the API', () => {
  it('judges an accepted C solution and shows its cases', async () => {
    const r = await s.submit(alice, pid, 'C', aplusb.C);
    expect(r.body).toMatchObject({
      status: 200,
      msg: 'Submit code successfully',
      data: { status: 5 },
    });
    const done = await s.judged(alice, r.body.data.submitId);
    expect(done.status).toBe(0);
    const cases = await s.site.call<{ judgeCaseList: { status: number }[] }>(
      'GET',
      `/api/get-all-case-result?submitId=${r.body.data.submitId}`,
      { token: alice },
    );
    expect(cases.body.data.judgeCaseList.map((c) => c.status)).toEqual([0, 0]);
  });

  it('reports Wrong Answer and Compile Error with the compiler message', async () => {
    const wa = await s.submit(alice, pid, 'C', aplusb.C.replace('a+b', 'a-b'));
    expect((await s.judged(alice, wa.body.data.submitId)).status).toBe(-1);
    const ce = await s.submit(alice, pid, 'C', 'int main( { return 0; }');
    const done = await s.judged(alice, ce.body.data.submitId);
    expect(done.status).toBe(-2);
    expect(done.errorMessage).toMatch(/error/i);
  });

  it('accepts the reference solution in every available language', async () => {
    for (const lang of s.available) {
      const code = aplusb[lang as keyof typeof aplusb];
      if (!code) continue;
      const r = await s.submit(alice, pid, lang, code);
      expect(r.body.status, `${lang}: ${r.body.msg}`).toBe(200);
      expect((await s.judged(alice, r.body.data.submitId)).status, lang).toBe(0);
    }
  });

  it('refuses bad submissions with the spec messages', async () => {
    expect((await s.submit(null, pid, 'C', aplusb.C)).body).toMatchObject({
      status: 401,
      msg: 'Please login first',
    });
    expect((await s.submit(alice, pid, 'C', '   \n ')).body).toMatchObject({
      status: 400,
      msg: 'Code can not be empty',
    });
    expect((await s.submit(alice, pid, 'C', 'x'.repeat(65536))).body).toMatchObject({
      status: 400,
      msg: 'Code Length can not exceed 65535',
    });
    expect((await s.submit(alice, pid, 'Pascal', aplusb.C)).body).toMatchObject({ status: 400 });
    expect((await s.submit(alice, 999_999, 'C', aplusb.C)).body).toMatchObject({
      status: 404,
      msg: 'The problem does not exist',
    });
  });
});

describe('visibility and sharing', () => {
  it('hides code from other users until the owner shares it', async () => {
    const r = await s.submit(alice, pid, 'C', aplusb.C);
    const id = r.body.data.submitId;
    await s.judged(alice, id);
    expect((await s.detail(alice, id)).body.data.submission.code).toContain('scanf');
    expect((await s.detail(bob, id)).body.data.submission.code).toBeNull();
    expect((await s.detail(null, id)).body.data.submission.code).toBeNull();
    const notOwner = await s.site.call('PUT', '/api/submission', {
      body: { submitId: id, share: true },
      token: bob,
    });
    expect(notOwner.body).toMatchObject({
      status: 403,
      msg: 'Only the owner can share this submission',
    });
    const shared = await s.site.call('PUT', '/api/submission', {
      body: { submitId: id, share: true },
      token: alice,
    });
    expect(shared.body.msg).toBe('shared successfully');
    expect((await s.detail(bob, id)).body.data.submission.code).toContain('scanf');
  });

  it('lists submissions newest first with the filters and page size', async () => {
    const mine = await s.site.call<{
      records: { username: string; status: number }[];
      total: number;
      size: number;
    }>('GET', '/api/get-submission-list?onlyMine=true', { token: bob });
    expect(mine.body.data.total).toBe(0);
    const all = await s.site.call<{
      records: { username: string; status: number; code: unknown }[];
      total: number;
      size: number;
    }>('GET', '/api/get-submission-list?problemID=AB1');
    expect(all.body.data.size).toBe(15);
    expect(all.body.data.total).toBeGreaterThan(3);
    expect(all.body.data.records.every((x) => x.code === null)).toBe(true);
    const wa = await s.site.call<{ records: { status: number }[] }>(
      'GET',
      '/api/get-submission-list?status=-1',
    );
    expect(wa.body.data.records.length).toBeGreaterThan(0);
    expect(wa.body.data.records.every((x) => x.status === -1)).toBe(true);
    expect((await s.site.call('GET', '/api/get-submission-list?onlyMine=true')).body.status).toBe(
      401,
    );
  });
});

describe('super admin judge operations', () => {
  it('rejudges, judges manually and cancels; others are refused', async () => {
    const r = await s.submit(alice, pid, 'C', aplusb.C);
    const id = r.body.data.submitId;
    await s.judged(alice, id);
    expect(
      (await s.site.call('GET', `/api/admin/judge/rejudge?submitId=${id}`, { token: alice })).body
        .status,
    ).toBe(403);
    const re = await s.site.call('GET', `/api/admin/judge/rejudge?submitId=${id}`, {
      token: s.rootToken,
    });
    expect(re.body.msg).toBe('rejudge successfully');
    expect((await s.judged(alice, id)).status).toBe(0);
    const manual = await s.site.call<{ status: number; isManual: boolean }>(
      'GET',
      `/api/admin/judge/manual-judge?submitId=${id}&status=-1`,
      { token: s.rootToken },
    );
    expect(manual.body.data).toMatchObject({ status: -1, isManual: true });
    const cancel = await s.site.call<{ status: number }>(
      'GET',
      `/api/admin/judge/cancel-judge?submitId=${id}`,
      { token: s.rootToken },
    );
    expect(cancel.body.data.status).toBe(-4);
    expect(
      (
        await s.site.call('GET', `/api/admin/judge/cancel-judge?submitId=${id}`, {
          token: s.rootToken,
        })
      ).body.msg,
    ).toBe('The submission is already cancelled');
  });
});

describe('test judge and live progress', () => {
  const connected = (token: string | null) =>
    new Promise<Socket>((resolve, reject) => {
      const c = connect(s.site.url, {
        path: '/socket.io',
        auth: { token },
        transports: ['websocket'],
        forceNew: true,
      });
      c.once('connect', () => resolve(c));
      c.once('connect_error', reject);
    });

  it('runs custom input and marks it against the expected output', async () => {
    const run = async (userInput: string, expectedOutput: string) => {
      const k = await s.site.call<string>('POST', '/api/submit-problem-test-judge', {
        body: { pid, language: 'C', code: aplusb.C, userInput, expectedOutput },
        token: alice,
      });
      expect(k.body.data).toMatch(/^TEST_JUDGE_\d+$/);
      for (;;) {
        const res = await s.site.call<{ status: number; userOutput: string }>(
          'GET',
          `/api/get-test-judge-result?testJudgeKey=${k.body.data}`,
          { token: alice },
        );
        if (![5, 6, 7].includes(res.body.data.status)) return res.body.data;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    expect(await run('20 22\n', '42')).toMatchObject({ status: 0, userOutput: '42\n' });
    expect((await run('20 22\n', '43')).status).toBe(-1);
    const long = await s.site.call('POST', '/api/submit-problem-test-judge', {
      body: { pid, language: 'C', code: aplusb.C, userInput: 'x'.repeat(1001) },
      token: alice,
    });
    expect(long.body).toMatchObject({
      status: 400,
      msg: 'The input data can be at most 1000 characters',
    });
  });

  it('pushes case-by-case progress to a subscriber the policy admits, and refuses others', async () => {
    const owner = await connected(alice);
    const other = await connected(bob);
    const k = await s.site.call<string>('POST', '/api/submit-problem-test-judge', {
      body: { pid, language: 'C', code: aplusb.C, userInput: '1 1' },
      token: alice,
    });
    const testId = Number(k.body.data.replace('TEST_JUDGE_', ''));
    const refused = (await other
      .timeout(60_000)
      .emitWithAck('submission:subscribe', { submitId: testId })) as { status: number };
    expect(refused.status).toBe(403);

    // Judging waits until the client has subscribed, so it sees every case.
    const resume = await s.holdJudging();
    const r = await s.submit(alice, pid, 'C', aplusb.C);
    const id = r.body.data.submitId;
    const progress: { status: number; testCase?: { index: number } }[] = [];
    const judged = new Promise<{ status: number }>((resolve) =>
      owner.on('submission:judged', resolve),
    );
    owner.on('submission:progress', (p: { status: number; testCase?: { index: number } }) =>
      progress.push(p),
    );
    const ack = (await owner
      .timeout(60_000)
      .emitWithAck('submission:subscribe', { submitId: id })) as { status: number };
    expect(ack.status).toBe(200);
    await resume();
    const final = await judged;
    expect(final.status).toBe(0);
    expect(progress.filter((p) => p.testCase).map((p) => p.testCase!.index)).toEqual([1, 2]);
    owner.close();
    other.close();
  });
});

describe('switches', () => {
  it('closes public judging and enforces the submit interval', async () => {
    await s.site.call('PUT', '/api/admin/switch/update', {
      body: { openPublicJudge: false },
      token: s.rootToken,
    });
    expect((await s.submit(alice, pid, 'C', aplusb.C)).body.status).toBe(403);
    await s.site.call('PUT', '/api/admin/switch/update', {
      body: { openPublicJudge: true, defaultSubmitInterval: 60 },
      token: s.rootToken,
    });
    const info = await s.site.call<Record<string, unknown>>('GET', '/api/admin/switch/info', {
      token: s.rootToken,
    });
    expect(info.body.data).toMatchObject({ openPublicJudge: true, defaultSubmitInterval: 60 });
    expect((await s.submit(alice, pid, 'C', aplusb.C)).body).toMatchObject({ status: 429 });
    expect((await s.submit(s.rootToken, pid, 'C', aplusb.C)).body.status).toBe(200);
    // Unknown fields are ignored, as HOJ's Jackson binding ignores them; nothing changes.
    expect(
      (
        await s.site.call('PUT', '/api/admin/switch/update', {
          body: { bogus: 1 },
          token: s.rootToken,
        })
      ).body.status,
    ).toBe(200);
    const after = await s.site.call<Record<string, unknown>>('GET', '/api/admin/switch/info', {
      token: s.rootToken,
    });
    expect(after.body.data).toEqual(info.body.data);
  });
});
