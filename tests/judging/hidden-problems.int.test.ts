import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, problemDto } from '@oj/server/testing';
import { aplusb, startJudgingSite, type JudgingSite } from './kit.ts';

let s: JudgingSite;
let alice: string;
let bob: string;
let pid: number;
let submitId: number;
let publicSubmitId: number;
let publicPid: number;

const statusRows = async (token: string | null) => {
  const r = await s.site.call<{ records: { submitId: number; title?: string }[] }>(
    'GET',
    '/api/get-submission-list?limit=100&currentPage=1',
    { token },
  );
  return r.body.data.records;
};

beforeAll(async () => {
  s = await startJudgingSite({ workers: 1 });
  await s.site.call('PUT', '/api/admin/switch/update', {
    body: { defaultSubmitInterval: 0 },
    token: s.rootToken,
  });
  pid = await s.createProblem({ problemId: 'HID1', title: 'Soon hidden' });
  publicPid = await s.createProblem({ problemId: 'PUB1', title: 'Stays public' });
  alice = await s.user('alice');
  bob = await s.user('bob');
  submitId = (await s.submit(alice, pid, 'C', aplusb.C)).body.data.submitId;
  publicSubmitId = (await s.submit(alice, publicPid, 'C', aplusb.C)).body.data.submitId;
  await s.judged(alice, submitId);
  await s.judged(alice, publicSubmitId);
  // The admin hides the problem afterwards.
  const hidden = await s.site.call('PUT', '/api/admin/problem', {
    token: s.rootToken,
    body: problemDto(
      { id: pid, problemId: 'HID1', title: 'Soon hidden', auth: 2 },
      { languages: s.available.map((name, i) => ({ id: i + 1, name })) },
    ),
  });
  expect(hidden.body.status).toBe(200);
}, 180_000);
afterAll(() => s?.close());

describe('submissions of a hidden problem', () => {
  it('are not in the status list of anonymous visitors or other users', async () => {
    for (const viewer of [null, bob]) {
      const rows = await statusRows(viewer);
      expect(rows.map((r) => r.submitId)).not.toContain(submitId);
      expect(rows.map((r) => r.submitId)).toContain(publicSubmitId);
      expect(JSON.stringify(rows)).not.toContain('Soon hidden');
    }
  });

  it('refuse detail, case results and status checks to others', async () => {
    for (const viewer of [null, bob]) {
      expect((await s.detail(viewer, submitId)).body.status).toBe(403);
      const cases = await s.site.call('GET', `/api/get-all-case-result?submitId=${submitId}`, {
        token: viewer,
      });
      expect(cases.body.status).toBe(403);
      const check = await s.site.call<Record<string, unknown>>(
        'POST',
        '/api/check-submissions-status',
        { token: viewer, body: { submitIds: [submitId, publicSubmitId] } },
      );
      expect(Object.keys(check.body.data)).toEqual([String(publicSubmitId)]);
    }
  });

  it('refuse the live socket subscription to others', async () => {
    for (const token of [null, bob]) {
      const socket = await connectSocket(s.site.url, token);
      const answer = await socket.emitWithAck('submission:subscribe', { submitId });
      expect(answer).toMatchObject({ status: 403 });
      socket.close();
    }
  });

  it('stay visible to their owner and to admins', async () => {
    expect((await statusRows(alice)).map((r) => r.submitId)).toContain(submitId);
    expect((await s.detail(alice, submitId)).body.status).toBe(200);
    expect((await s.detail(s.rootToken, submitId)).body.status).toBe(200);
    const socket = await connectSocket(s.site.url, alice);
    expect(await socket.emitWithAck('submission:subscribe', { submitId })).toMatchObject({
      status: 200,
    });
    socket.close();
  });
});

describe('per-case output', () => {
  type Cases = { judgeCaseList: { userOutput: string | null; message: string | null }[] };
  const cases = (token: string | null) =>
    s.site.call<Cases>('GET', `/api/get-all-case-result?submitId=${publicSubmitId}`, { token });

  it('is shown to the owner and admins only', async () => {
    const own = await cases(alice);
    expect(own.body.data.judgeCaseList[0]?.userOutput).toBe('3\n');
    expect((await cases(s.rootToken)).body.data.judgeCaseList[0]?.userOutput).toBe('3\n');
    for (const viewer of [null, bob]) {
      const list = (await cases(viewer)).body.data.judgeCaseList;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((c) => c.userOutput === null && c.message === null)).toBe(true);
    }
  });
});
