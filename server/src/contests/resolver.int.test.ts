import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { Verdict } from '@oj/events';
import type { AcmCellDto, ScoreboardChange, ScoreboardRowDto } from '@oj/events/scoring';
import { connectSocket, contestWithProblems, judgedSubmission } from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import type { ResolverStateDto } from './resolver.ts';

/**
 * The shared projector reveal over the real app: an ended ACM contest sealed its last hour and
 * keeps it sealed (autoRealRank off). Minutes from the start (seal 230, end 290):
 *   bob   A AC 100, B AC 200   alice A AC 20, B AC 260 (frozen)   carol A AC 50, B WA 240 (frozen)
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { uid: string; token: string }> = {};
let cid: number;
let running: number;

const minute = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

const createContest = (startTime: number, endTime: number, pids: number[]) =>
  contestWithProblems(
    kit.site,
    kit.rootToken,
    {
      title: 'Final',
      startTime: iso(startTime),
      endTime: iso(endTime),
      sealRank: 1,
      autoRealRank: false,
    },
    pids,
  );

beforeAll(async () => {
  kit = await startProblemSite();
  for (const name of ['alice', 'bob', 'carol', 'eve']) {
    await kit.userWithRole(name, 'user');
    users[name] = await kit.site.login(name);
  }
  const pids: number[] = [];
  for (const id of ['P1', 'P2']) {
    await call(
      'POST',
      '/api/admin/problem',
      kit.rootToken,
      problemDto({ problemId: id, title: id }),
    );
    pids.push(await kit.pidOf(id));
  }
  const start = Date.now() - 300 * minute;
  cid = await createContest(start, start + 290 * minute, pids);
  running = await createContest(Date.now() - minute, Date.now() + 60 * minute, pids);
  const runs: [string, number, Verdict, number][] = [
    ['bob', 0, 'AC', 100],
    ['bob', 1, 'AC', 200],
    ['alice', 0, 'AC', 20],
    ['alice', 1, 'AC', 260],
    ['carol', 0, 'AC', 50],
    ['carol', 1, 'WA', 240],
  ];
  for (const [name, p, status, at] of runs)
    await judgedSubmission(kit.site, {
      uid: users[name]!.uid,
      username: name,
      pid: pids[p]!,
      cid,
      status,
      submitTime: iso(start + at * minute),
    });
});
afterAll(() => kit?.close());

const publicBoard = async () => {
  const r = await call<{ records: ScoreboardRowDto[]; sealed: boolean }>(
    'POST',
    '/api/get-contest-rank',
    users.eve!.token,
    { cid },
  );
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data;
};
/** name, solved, and B as the public sees it: AC, wrong (penalised) or a frozen try. */
const rowsOf = async () =>
  (await publicBoard()).records.map((r) => {
    const b = (r.submissionInfo as Record<string, AcmCellDto>).B;
    return [r.username, r.ac, b ? (b.tryNum > 0 ? '?' : b.isAC ? 'AC' : 'WA') : '-'];
  });
const state = async (token = kit.rootToken) =>
  (await call<ResolverStateDto>('GET', `/api/get-contest-resolver?cid=${cid}`, token)).body;
type Answer = { status: number; msg: string; data: unknown };
const step = (s: Socket, expectedStep: number) =>
  s.emitWithAck('resolver:step', { cid, expectedStep }) as Promise<Answer>;
const start = (token: string, body: Record<string, unknown> = {}) =>
  call<ResolverStateDto>('POST', '/api/start-contest-resolver', token, {
    cid,
    gold: 1,
    silver: 1,
    bronze: 1,
    ...body,
  });

describe('the shared projector reveal', () => {
  it('is for contest admins only, over HTTP and the socket, and waits for the end', async () => {
    expect((await state(users.eve!.token)).status).toBe(403);
    expect((await call('GET', `/api/get-contest-resolver?cid=${cid}`, null)).body.status).toBe(401);
    expect((await start(users.eve!.token)).body.status).toBe(403);
    expect((await start(kit.rootToken, { gold: -1 })).body).toMatchObject({
      status: 400,
      msg: 'gold must be a whole number from 0 to 1000',
    });
    expect((await start(kit.rootToken, { cid: running })).body).toMatchObject({
      status: 400,
      msg: 'The contest has not ended yet: its frozen results cannot be revealed',
    });
    const eve = await connectSocket(kit.site.url, users.eve!.token);
    try {
      expect(await eve.emitWithAck('resolver:subscribe', { cid })).toMatchObject({ status: 403 });
      expect(await step(eve, 0)).toMatchObject({ status: 403 });
      // A client that leaves the step out (the types forbid it; the wire does not).
      const untyped = eve.emitWithAck.bind(eve) as (e: string, a: unknown) => Promise<unknown>;
      expect(await untyped('resolver:step', { cid })).toMatchObject({
        status: 400,
        msg: 'expectedStep is required',
      });
    } finally {
      eve.close();
    }
    expect((await state()).data).toMatchObject({ started: false, steps: [] });
  });

  it('steps every screen together, one presenter at a time, and thaws the public board', async () => {
    const screens = [
      await connectSocket(kit.site.url, kit.rootToken),
      await connectSocket(kit.site.url, kit.rootToken),
    ];
    const watcher = await connectSocket(kit.site.url, users.eve!.token);
    try {
      const seen: { step: number; uid: string; pid: string }[][] = [[], []];
      for (const [i, s] of screens.entries()) {
        expect(await s.emitWithAck('resolver:subscribe', { cid })).toMatchObject({ status: 200 });
        s.on('resolver:stepped', (x) => seen[i]!.push({ step: x.step, uid: x.uid, pid: x.pid }));
      }
      expect(await watcher.emitWithAck('contest:subscribe', { cid })).toMatchObject({
        status: 200,
      });
      const pushes: ScoreboardChange[] = [];
      watcher.on('scoreboard:changed', (c) => pushes.push(c));
      expect(await rowsOf()).toEqual([
        ['bob', 2, 'AC'],
        ['alice', 1, '?'],
        ['carol', 1, '?'],
      ]);
      expect((await start(kit.rootToken)).body).toMatchObject({
        status: 200,
        data: { started: true },
      });
      expect((await start(kit.rootToken)).body.status).toBe(400);

      // Two presenters press at once on the same step: one opens carol's B, the other is refused.
      const answers = await Promise.all(screens.map((s) => step(s, 0)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const carol = { step: 1, uid: users.carol!.uid, pid: 'B' };
      expect(answers.find((a) => a.status === 200)!.data).toEqual(carol);
      await expect.poll(() => seen).toEqual([[carol], [carol]]);
      await expect.poll(rowsOf).toEqual([
        ['bob', 2, 'AC'],
        ['alice', 1, '?'],
        ['carol', 1, 'WA'],
      ]);
      await expect
        .poll(() =>
          pushes.some((c) => c.view === 'sealed' && c.rows.some((r) => r.uid === carol.uid)),
        )
        .toBe(true);

      // alice's frozen B opens: she climbs above bob on the public board too.
      expect(await step(screens[1]!, 1)).toMatchObject({
        status: 200,
        data: { pid: 'B', step: 2 },
      });
      await expect.poll(rowsOf).toEqual([
        ['alice', 2, 'AC'],
        ['bob', 2, 'AC'],
        ['carol', 1, 'WA'],
      ]);
      expect(await step(screens[0]!, 2)).toMatchObject({
        status: 400,
        msg: 'Every frozen result has already been revealed',
      });
      // A reloaded screen resumes from the state: the cells in the order they opened.
      expect((await state()).data).toMatchObject({
        started: true,
        removeStar: false,
        medals: { gold: 1, silver: 1, bronze: 1 },
        steps: [carol, { step: 2, uid: users.alice!.uid, pid: 'B' }],
      });

      // A reset seals the public board again.
      expect(
        (await call('POST', '/api/reset-contest-resolver', kit.rootToken, { cid })).body,
      ).toMatchObject({
        status: 200,
        data: { started: false, steps: [] },
      });
      await expect.poll(rowsOf).toEqual([
        ['bob', 2, 'AC'],
        ['alice', 1, '?'],
        ['carol', 1, '?'],
      ]);
      expect(await step(screens[0]!, 0)).toMatchObject({
        status: 400,
        msg: 'The reveal has not started yet',
      });
    } finally {
      for (const s of [...screens, watcher]) s.close();
    }
  });
});
