import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { ScoreboardChange } from '@oj/events/scoring';
import { createSql, type Sql } from '@oj/events';
import { connectSocket, contestWithProblems, judgedSubmission } from '@oj/server/testing';
import { problemDto, startProblemSite } from '../../server/test-kit/problem-kit.ts';

/**
 * The database goes away for 10 s while the site serves (every connection of the site's
 * database dropped, new ones refused) and comes back: meanwhile the API answers 503 with a
 * clear message and the process stays up; afterwards requests, projections and socket pushes
 * carry on by themselves, and every accepted command is in the log exactly once.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
let admin: Sql;
let name: string;
let pid: number;
let cid: number;
let ann: { uid: string; token: string };

const outage = async (on: boolean) => {
  await admin.unsafe(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${on ? 'false' : 'true'}`);
  if (on)
    await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = ${name} AND pid <> pg_backend_pid()`;
};
const problems = () => kit.site.call('GET', '/api/get-problem-list?currentPage=1&limit=10');

beforeAll(async () => {
  kit = await startProblemSite();
  admin = createSql(inject('pgAdminUrl'), { max: 1 });
  name = new URL(kit.site.db.url).pathname.slice(1);
  await kit.userWithRole('ann', 'user');
  ann = await kit.site.login('ann');
  await kit.site.call('POST', '/api/admin/problem', {
    token: kit.rootToken,
    body: problemDto({ problemId: 'FLT1' }),
  });
  pid = await kit.pidOf('FLT1');
  const now = Date.now();
  cid = await contestWithProblems(
    kit.site,
    kit.rootToken,
    {
      startTime: new Date(now - 3_600_000).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
    },
    [pid],
  );
});
afterAll(async () => {
  await outage(false).catch(() => {});
  await admin?.end({ timeout: 5 });
  await kit?.close();
});

it('answers 503 while the database is away, then carries on by itself', async () => {
  const socket = await connectSocket(kit.site.url, kit.rootToken);
  const pushes: ScoreboardChange[] = [];
  try {
    expect(await socket.emitWithAck('contest:subscribe', { cid })).toMatchObject({ status: 200 });
    socket.on('scoreboard:changed', (c) => pushes.push(c));
    const eventsBefore = await kit.site.deps.store.headPosition();

    await outage(true);
    const down = Date.now();
    try {
      await expect.poll(async () => (await problems()).http, { interval: 200 }).toBe(503);
      expect((await problems()).body).toEqual({
        status: 503,
        msg: 'The database is unavailable, please try again in a moment',
        data: null,
      });
      const refused = await kit.site.call('POST', '/api/submit-problem-judge', {
        token: ann.token,
        body: { pid, language: 'C', code: 'int main(){}', cid },
      });
      expect(refused.http).toBe(503);
      // The process stays up and says so.
      expect((await fetch(`${kit.site.url}/health`)).status).toBe(200);
      expect((await fetch(`${kit.site.url}/ready`)).status).toBe(503);
      await new Promise((r) => setTimeout(r, Math.max(0, 10_000 - (Date.now() - down))));
    } finally {
      await outage(false);
    }

    await expect.poll(async () => (await problems()).http, { interval: 200 }).toBe(200);
    // Ready again once the store, the read models and the NOTIFY relay are all back.
    const readiness = async () =>
      (await (await fetch(`${kit.site.url}/ready`)).json()) as {
        ok: boolean;
        checks: Record<string, { ok: boolean }>;
      };
    // (No judge runs here: that check stays red.)
    await expect
      .poll(async () => {
        const { checks } = await readiness();
        return [checks.store?.ok, checks.readModels?.ok, checks.realtime?.ok ?? true];
      })
      .toEqual([true, true, true]);
    // Projections and the NOTIFY relay reconnected: a verdict reaches the board and the socket.
    await judgedSubmission(kit.site, {
      uid: ann.uid,
      username: 'ann',
      pid,
      displayPid: 'A',
      cid,
      status: 'AC',
    });
    await expect.poll(() => pushes.length).toBeGreaterThan(0);
    expect(socket.connected).toBe(true);
    // Nothing lost, nothing twice: the refused submit left no event; the one run is there once.
    const created = await kit.site.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM es.events
      WHERE type = 'SubmissionCreated' AND position > ${eventsBefore}`;
    expect(created[0]!.n).toBe(1);
    const rows = await kit.site.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM read.submissions WHERE cid = ${cid}`;
    expect(rows[0]!.n).toBe(1);
  } finally {
    socket.disconnect();
  }
});

it('tells sockets to resync after their server missed notices, and its boards catch up', async () => {
  await kit.userWithRole('bob', 'user');
  const bob = await kit.site.login('bob');
  const socket = await connectSocket(kit.site.url, kit.rootToken);
  let resyncs = 0;
  socket.on('site:resync', () => (resyncs += 1));
  const bobOnBoard = async () => {
    const { body } = await kit.site.call('POST', '/api/get-contest-rank', {
      token: kit.rootToken,
      body: { cid, currentPage: 1, limit: 50, forceRefresh: true },
    });
    const records = (body.data as { records: { username: string; ac: number }[] }).records;
    return records.find((r) => r.username === 'bob')?.ac ?? 0;
  };
  try {
    expect(await socket.emitWithAck('contest:subscribe', { cid })).toMatchObject({ status: 200 });
    expect(await bobOnBoard()).toBe(0); // the board is now folded in the server's memory
    // Cut every LISTEN connection of the site again and again while bob's verdict is made:
    // its notices find nobody listening, as after a dropped connection.
    let cutting = true;
    const cut = (async () => {
      while (cutting) {
        await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = ${name} AND query LIKE 'LISTEN %'`;
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    try {
      await expect.poll(() => kit.site.deps.realtimeListening?.()).toBe(false);
      await judgedSubmission(kit.site, {
        uid: bob.uid,
        username: 'bob',
        pid,
        displayPid: 'A',
        cid,
        status: 'AC',
      });
    } finally {
      cutting = false;
      await cut;
    }
    // Listening again, the server tells its sockets to fetch again, and what it serves is new.
    await expect.poll(() => resyncs, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(bobOnBoard).toBe(1);
    expect(socket.connected).toBe(true);
  } finally {
    socket.disconnect();
  }
});
