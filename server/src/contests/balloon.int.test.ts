import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { Verdict } from '@oj/events';
import {
  connectSocket,
  contestWithProblems,
  judgeAgain,
  judgedSubmission,
  rejudgeAt,
} from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import type { BalloonVo } from './balloon.queries.ts';
import { balloonMessages } from './balloon.decider.ts';

/**
 * The balloon runner queue over the app. A running ACM contest authored by dora (an admin),
 * carol a star account. Minutes from the start: alice A WA 5, AC 10, AC 15; bob A AC 10 (same
 * second as alice), B AC 20; carol B AC 30; dora (the author) A AC 12.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { uid: string; token: string }> = {};
const pids: number[] = [];
let cid: number;
let bobB: number;
const sockets: Socket[] = [];

const minute = 60_000;
const start = Date.now() - 60 * minute;
const at = (m: number) => new Date(start + m * minute).toISOString();
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const list = async (token: string) => {
  const r = await call<BalloonVo[]>('GET', `/api/get-contest-balloons?cid=${cid}`, token);
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data;
};
const brief = (b: BalloonVo) =>
  `${b.username} ${b.displayId} ${b.useTime! / 60} ${b.state}${b.firstToSolve ? ' first' : ''}${b.star ? ' star' : ''}`;
const key = (name: string, p: number) => ({
  cid: String(cid),
  uid: users[name]!.uid,
  pid: String(pids[p]),
});

beforeAll(async () => {
  kit = await startProblemSite();
  await kit.userWithRole('dora', 'admin');
  for (const name of ['alice', 'bob', 'carol', 'eve']) await kit.userWithRole(name, 'user');
  for (const name of ['alice', 'bob', 'carol', 'eve', 'dora'])
    users[name] = await kit.site.login(name);
  for (const id of ['P1', 'P2']) {
    await call('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: id }));
    pids.push(await kit.pidOf(id));
  }
  cid = await contestWithProblems(
    kit.site,
    users.dora!.token,
    { startTime: at(0), endTime: at(120), starAccount: ['carol'] },
    pids,
  );
  const look = await call('PUT', '/api/admin/contest/contest-problem', users.dora!.token, {
    cid,
    pid: pids[0],
    displayId: 'A',
    displayTitle: 'Sum',
    color: '#ff0000',
  });
  expect(look.body.status, look.body.msg).toBe(200);
  const runs: [string, number, Verdict, number][] = [
    ['alice', 0, 'WA', 5],
    ['alice', 0, 'AC', 10],
    ['alice', 0, 'AC', 15],
    ['bob', 0, 'AC', 10],
    ['bob', 1, 'AC', 20],
    ['carol', 1, 'AC', 30],
    ['dora', 0, 'AC', 12],
  ];
  for (const [name, p, status, m] of runs) {
    const id = await judgedSubmission(kit.site, {
      uid: users[name]!.uid,
      username: name,
      pid: pids[p]!,
      cid,
      status,
      submitTime: at(m),
    });
    if (name === 'bob' && p === 1) bobB = id;
  }
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await kit?.close();
});

it('queues each team’s first AC per problem with its colour, first solves and stars', async () => {
  const balloons = await list(users.dora!.token);
  expect(balloons.map(brief)).toEqual([
    'alice A 10 queued first',
    'bob A 10 queued first',
    'bob B 20 queued first',
    'carol B 30 queued star',
  ]);
  expect(balloons[0]).toMatchObject({ color: '#ff0000', pid: pids[0], runner: null });
});

it('refuses the queue and its actions to everyone but the contest admins', async () => {
  const eve = users.eve!.token;
  expect((await call('GET', `/api/get-contest-balloons?cid=${cid}`, eve)).body.status).toBe(403);
  expect((await call('GET', `/api/get-contest-balloons?cid=${cid}`, null)).body.status).toBe(401);
  const claim = await call('PUT', '/api/claim-contest-balloon', eve, key('alice', 0));
  expect(claim.body.status).toBe(403);
  const bad = await call('PUT', '/api/claim-contest-balloon', users.dora!.token, { cid });
  expect(bad.body).toMatchObject({
    status: 400,
    msg: expect.stringContaining('uid is required') as unknown,
  });
});

it('lets one runner claim a balloon, then any admin deliver it, pushed to the admin room', async () => {
  const dora = users.dora!.token;
  const [admin, contestant] = [
    await connectSocket(kit.site.url, kit.rootToken),
    await connectSocket(kit.site.url, users.eve!.token),
  ];
  sockets.push(admin, contestant);
  expect(await admin.emitWithAck('contest:subscribe', { cid })).toMatchObject({
    data: { admin: true },
  });
  expect(await contestant.emitWithAck('contest:subscribe', { cid })).toMatchObject({
    data: { admin: false },
  });
  const seenByContestant: unknown[] = [];
  contestant.on('balloon:changed', (c: unknown) => seenByContestant.push(c));
  const pushed = new Promise((resolve) => admin.once('balloon:changed', resolve));
  const claim = await call('PUT', '/api/claim-contest-balloon', dora, key('alice', 0));
  expect(claim.body.status, claim.body.msg).toBe(200);
  expect(await pushed).toEqual({ cid, uid: users.alice!.uid, pid: pids[0] });
  const other = await call('PUT', '/api/claim-contest-balloon', kit.rootToken, key('alice', 0));
  expect(other.body).toMatchObject({ status: 400, msg: balloonMessages.claimed });
  const none = await call('PUT', '/api/claim-contest-balloon', dora, key('dora', 0));
  expect(none.body).toMatchObject({ status: 404, msg: balloonMessages.missing });
  const done = await call('PUT', '/api/deliver-contest-balloon', kit.rootToken, key('alice', 0));
  expect(done.body.status, done.body.msg).toBe(200);
  const balloons = await list(dora);
  expect(balloons.map(brief)).toEqual([
    'bob A 10 queued first',
    'bob B 20 queued first',
    'carol B 30 queued star',
    'alice A 10 delivered first',
  ]);
  expect(balloons[3]).toMatchObject({ runner: 'root', deliveredAt: expect.any(String) as unknown });
  expect(seenByContestant).toEqual([]);
});

it('keeps a claimed balloon whose AC a rejudge took away, marked for the runner', async () => {
  const dora = users.dora!.token;
  expect((await call('PUT', '/api/claim-contest-balloon', dora, key('bob', 1))).body.status).toBe(
    200,
  );
  await rejudgeAt(kit.site, bobB, at(21));
  await judgeAgain(kit.site, bobB, { status: 'WA', at: at(21) });
  const b = (await list(dora)).find((x) => x.uid === users.bob!.uid && x.pid === pids[1]);
  expect(b).toMatchObject({ state: 'claimed', revoked: true, submitId: null });
  // Carol is now the only solver of B, so hers is the first.
  const carol = (await list(dora)).find((x) => x.uid === users.carol!.uid);
  expect(carol).toMatchObject({ firstToSolve: true });
});
