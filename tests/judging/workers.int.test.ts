import { afterAll, beforeAll, expect, it } from 'vitest';
import { submissionStream } from '@oj/events';
import { startTestJudge } from '@oj/judge/testing';
import { aplusb, startJudgingSite, type JudgingSite } from './kit.ts';

let s: JudgingSite;
let pid: number;
let token: string;

// A C solution that burns about 300 ms of CPU per case before answering (the limit is 1 s):
// slow enough for the test to see the first case judged before the last.
const slow = aplusb.C.replace(
  'int main(){',
  'int main(){volatile unsigned long x=0;for(unsigned long i=0;i<300000000UL;i++)x+=i;',
);
const samples = Array.from({ length: 6 }, (_, i) => ({
  input: `${i} ${i}\n`,
  output: `${2 * i}\n`,
}));

beforeAll(async () => {
  s = await startJudgingSite({ workers: 0 });
  await s.site.call('PUT', '/api/admin/switch/update', {
    body: { defaultSubmitInterval: 0 },
    token: s.rootToken,
  });
  pid = await s.createProblem({ problemId: 'W1' }, { samples });
  token = await s.user('walter');
});
afterAll(() => s?.close());

const eventsOf = async (submitId: number) =>
  (await s.site.deps.store.readStream(submissionStream(submitId))).map(
    (e) => e as { type: string; data: { judger?: string; attempt?: number } },
  );

it('judges every submission exactly once with two workers', async () => {
  const judge = await startTestJudge({
    sql: s.site.db.sql,
    store: s.site.deps.store,
    workers: 2,
    name: 'pair',
  });
  try {
    const ids = [];
    for (let i = 0; i < 8; i++)
      ids.push((await s.submit(token, pid, 'C', aplusb.C)).body.data.submitId);
    for (const id of ids) expect((await s.judged(token, id)).status).toBe(0);
    const judgers = new Set<string>();
    for (const id of ids) {
      const events = await eventsOf(id);
      expect(events.filter((e) => e.type === 'JudgingStarted')).toHaveLength(1);
      expect(events.filter((e) => e.type === 'SubmissionJudged')).toHaveLength(1);
      judgers.add(events.find((e) => e.type === 'JudgingStarted')!.data.judger!);
    }
    expect(judgers.size).toBe(2);
  } finally {
    await judge.stop();
  }
});

it('re-queues the submission of a worker killed with SIGKILL and judges it exactly once', async () => {
  const r = await s.submit(token, pid, 'C', slow);
  const id = r.body.data.submitId;
  const worker = s.spawnJudge('doomed', { JUDGE_HEARTBEAT_MS: '300' });
  let killedAfter = 0;
  try {
    // A judge process starting under tsx can take a minute on a busy machine.
    const end = Date.now() + 300_000;
    while (killedAfter === 0 && Date.now() < end) {
      const cases = (await eventsOf(id)).filter((e) => e.type === 'TestCaseJudged').length;
      if (cases >= 1) killedAfter = cases;
      else await new Promise((res) => setTimeout(res, 50));
    }
  } finally {
    await worker.stop('SIGKILL');
  }
  expect(killedAfter).toBeGreaterThan(0);
  expect(killedAfter).toBeLessThan(samples.length);

  const rescuer = await startTestJudge({
    sql: s.site.db.sql,
    store: s.site.deps.store,
    workers: 1,
    name: 'rescuer',
    staleMs: 2000,
  });
  try {
    const done = await s.judged(token, id);
    expect(done.status).toBe(0);
    const events = await eventsOf(id);
    expect(events.filter((e) => e.type === 'SubmissionJudged')).toHaveLength(1);
    const starts = events
      .filter((e) => e.type === 'JudgingStarted')
      .map((e) => [e.data.attempt, e.data.judger]);
    expect(starts).toEqual([
      [1, 'doomed#1'],
      [2, 'rescuer#1'],
    ]);
    const cases = await s.site.call<{ judgeCaseList: unknown[] }>(
      'GET',
      `/api/get-all-case-result?submitId=${id}`,
      { token },
    );
    expect(cases.body.data.judgeCaseList).toHaveLength(samples.length);
  } finally {
    await rescuer.stop();
  }
});
