import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditChainProjection, createProjectionRunner } from '@oj/projections';
import {
  contestWithProblems,
  judgeAgain,
  judgedSubmission,
  rejudgeAt,
} from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { contestAuditMessages } from './contest-audit.routes.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let ended: number;
let running: number;
let run: number;
const hour = 3_600_000;
type Pin = { cid: number; position: number; hash: string };
const pin = (cid: number) => kit.site.call<Pin>('GET', `/api/get-contest-results-hash?cid=${cid}`);

beforeAll(async () => {
  kit = await startProblemSite();
  await kit.userWithRole('ann', 'user');
  const ann = await kit.site.login('ann');
  await kit.site.call('POST', '/api/admin/problem', {
    token: kit.rootToken,
    body: problemDto({ problemId: 'AUD1' }),
  });
  const pid = await kit.pidOf('AUD1');
  const now = Date.now();
  const span = (from: number, to: number) => ({
    startTime: new Date(now + from).toISOString(),
    endTime: new Date(now + to).toISOString(),
  });
  ended = await contestWithProblems(kit.site, kit.rootToken, span(-3 * hour, -hour), [pid]);
  running = await contestWithProblems(kit.site, kit.rootToken, span(-hour, hour), [pid]);
  run = await judgedSubmission(kit.site, {
    uid: ann.uid,
    username: 'ann',
    pid,
    displayPid: 'A',
    cid: ended,
    submitTime: new Date(now - 2 * hour).toISOString(),
    status: 'WA',
  });
});
afterAll(() => kit?.close());

const storedHash = async (position: number) =>
  (
    await kit.site.db.sql<{ hash: string }[]>`
      SELECT encode(hash, 'hex') AS hash FROM es.events WHERE position = ${position}`
  )[0]?.hash;

it('pins an ended contest to the chain hash of the last event that changed its results', async () => {
  const first = await pin(ended);
  expect(first.body.status, first.body.msg).toBe(200);
  expect(first.body.data.hash).toMatch(/^[0-9a-f]{64}$/);
  expect(await storedHash(first.body.data.position)).toBe(first.body.data.hash);
  // Unrelated events later in the log leave the pin where it was...
  await kit.userWithRole('bob', 'user');
  expect((await pin(ended)).body.data).toEqual(first.body.data);
  // ...a rejudge of one of its runs moves it.
  await rejudgeAt(kit.site, run, new Date().toISOString());
  await judgeAgain(kit.site, run, { status: 'AC' });
  const moved = (await pin(ended)).body.data;
  expect(moved.position).toBeGreaterThan(first.body.data.position);
  expect(await storedHash(moved.position)).toBe(moved.hash);
});

it('has no pin while the contest runs', async () => {
  expect((await pin(running)).body).toMatchObject({
    status: 400,
    msg: contestAuditMessages.notEnded,
  });
});

it('pins the same hash from the chained checkpoint when the store keeps no chain (EventStoreDB)', async () => {
  const deps = kit.site.deps;
  const pgPin = (await pin(ended)).body.data;
  const store = deps.store;
  deps.store = { ...store, kind: 'eventstoredb' };
  try {
    expect((await pin(ended)).body).toMatchObject({
      status: 404,
      msg: contestAuditMessages.notChained,
    });
    const runner = createProjectionRunner({
      sql: deps.sql,
      store,
      projections: [auditChainProjection],
    });
    await runner.start();
    await expect.poll(async () => (await pin(ended)).body.data).toEqual(pgPin);
    await runner.stop();
  } finally {
    deps.store = store;
  }
});
