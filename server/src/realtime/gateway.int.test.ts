import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createTestDatabase, type TestDatabase } from '@oj/events/testing';
import { allProjections, prepareProjections } from '@oj/projections';
import {
  connectSocket,
  spawnInGroup,
  startTestSite,
  type GroupProcess,
  type TestSite,
} from '../../test-kit/index.ts';

type Answer = { status: number; msg: string; data: unknown };

/**
 * Emits with an ack and a timeout; resolves with the envelope or 'no answer'. The timeout
 * only ends a wait for an answer that will never come: generous, for a busy machine.
 */
const ask = (s: Socket, event: string, ...args: unknown[]) =>
  new Promise<Answer | 'no answer'>((resolve) => {
    const timer = setTimeout(() => resolve('no answer'), 30_000);
    (s.emit as (e: string, ...a: unknown[]) => void)(event, ...args, (a: Answer) => {
      clearTimeout(timer);
      resolve(a);
    });
  });

/** Everything a hostile client can throw at each handler: no ack, a non-function ack, junk. */
const hostile = (s: Socket) => {
  const send = s.emit.bind(s) as (e: string, ...a: unknown[]) => void;
  for (const event of ['auth:token', 'submission:subscribe', 'submission:unsubscribe']) {
    send(event, { token: 'x', submitId: 1 });
    send(event, { token: 'x', submitId: 1 }, 'not a function');
    send(event, { token: 'x', submitId: 1 }, 42, { nested: true });
    for (const junk of [
      null,
      'text',
      17,
      [],
      {},
      { submitId: 'abc' },
      { submitId: -1 },
      { token: {} },
    ])
      send(event, junk);
    send(event);
  }
  send('no:such-event', 1, 2, 3);
};

describe('the socket gateway under hostile clients (in process)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.close());

  it('survives events without an ack, non-function acks and junk payloads', async () => {
    const s = await connectSocket(site.url, null);
    hostile(s);
    await new Promise((r) => setTimeout(r, 300));
    // The same socket still works, and so does the site.
    expect(await ask(s, 'auth:token', { token: null })).toMatchObject({
      status: 200,
      data: { uid: null },
    });
    expect((await site.call('GET', '/api/get-website-config')).body.status).toBe(200);
    s.close();
  });

  it('answers bad payloads with a 400 envelope naming the field', async () => {
    const s = await connectSocket(site.url, null);
    expect(await ask(s, 'submission:subscribe', { submitId: 'abc' })).toMatchObject({
      status: 400,
      msg: 'submitId is required',
    });
    expect(await ask(s, 'submission:subscribe', null)).toMatchObject({ status: 400 });
    expect(await ask(s, 'submission:subscribe', { submitId: 999_999 })).toMatchObject({
      status: 404,
    });
    s.close();
  });

  it('tells a socket that sends too fast to slow down, without doing the work', async () => {
    const s = await connectSocket(site.url, null);
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => ask(s, 'submission:unsubscribe', { submitId: 1 })),
    );
    const statuses = answers.map((a) => (a === 'no answer' ? 0 : a.status));
    expect(statuses.filter((x) => x === 200).length).toBe(60);
    expect(statuses.filter((x) => x === 429).length).toBe(20);
    s.close();
  });

  it('drops a socket that sends an oversized message, and keeps serving others', async () => {
    const big = await connectSocket(site.url, null);
    const closed = new Promise((r) => big.once('disconnect', r));
    big.emit('auth:token', { token: 'x'.repeat(64 * 1024) }, () => undefined);
    await closed;
    const other = await connectSocket(site.url, null);
    expect(await ask(other, 'auth:token', { token: null })).toMatchObject({ status: 200 });
    other.close();
  });
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the server process under a hostile client', () => {
  let db: TestDatabase;
  let server: GroupProcess | undefined;
  let url = '';
  let log = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    // The projections process prepares the read models; the server waits for them.
    await prepareProjections(db.sql, allProjections);
    // Its own process group: tsx runs main.ts in a child process, which a kill of tsx alone
    // would leave running after the tests.
    server = spawnInGroup(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'server/src/main.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: db.url,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const { child } = server;
    child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    const end = Date.now() + 120_000;
    while (!url && child.exitCode === null && Date.now() < end) {
      const port = /"port":(\d+)[^\n]*server listening/.exec(log)?.[1];
      if (port) url = `http://127.0.0.1:${port}`;
      else await new Promise((r) => setTimeout(r, 100));
    }
    if (!url) throw new Error(`the server did not start:\n${log}`);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await db?.drop();
  });

  it('keeps running and answering after the attack', async () => {
    const s = await connectSocket(url, 'not-a-token');
    hostile(s);
    // A socket's messages are handled in order: an answer to this one means the attack was.
    expect(await ask(s, 'auth:token', { token: null })).toMatchObject({ status: 200 });
    s.close();
    expect(server?.child.exitCode).toBeNull();
    const res = await fetch(`${url}/api/get-website-config`);
    expect(res.status).toBe(200);
    expect(log).not.toMatch(/ack is not a function/);
  });
});
