import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type ClientSocket } from '../../test-kit/index.ts';
import { startProblemSite } from '../../test-kit/problem-kit.ts';

/**
 * A contest's announcements are pushed to the contest's room only: over the real app with
 * real socket.io clients. "Not received" is read off a later push every socket gets (a notice
 * to everyone, relayed after the announcement), never off a fixed wait.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const cids: Record<'a' | 'b', number> = { a: 0, b: 0 };
const sockets: ClientSocket[] = [];

const hour = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

beforeAll(async () => {
  kit = await startProblemSite();
  // A is private (a password, registration needed), B public: both running.
  for (const [name, over] of [
    ['a', { auth: 1, pwd: 'pw' }],
    ['b', { auth: 0 }],
  ] as const) {
    const r = await kit.site.call<{ id: number }>('POST', '/api/admin/contest', {
      token: kit.rootToken,
      body: {
        title: `Contest ${name}`,
        description: 'd',
        type: 0,
        startTime: at(-1),
        endTime: at(2),
        ...over,
      },
    });
    expect(r.body.status, r.body.msg).toBe(200);
    cids[name] = r.body.data.id;
  }
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await kit.close();
});

/** A signed-in socket and, in order, the names and payloads of what it hears from now on. */
const listener = async (username: string) => {
  const token = await kit.userWithRole(username, 'user');
  const socket = await connectSocket(kit.site.url, token);
  sockets.push(socket);
  const heard: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
  return { socket, token, heard };
};

describe('contest announcement pushes', () => {
  it('reach the sockets subscribed to that contest, not the site nor another contest', async () => {
    const inA = await listener('alice');
    const registered = await kit.site.call('POST', '/api/register-contest', {
      token: inA.token,
      body: { cid: cids.a, password: 'pw' },
    });
    expect(registered.body.status, registered.body.msg).toBe(200);
    expect(await inA.socket.emitWithAck('contest:subscribe', { cid: cids.a })).toMatchObject({
      status: 200,
    });
    const siteOnly = await listener('bob');
    const inB = await listener('carol');
    expect(await inB.socket.emitWithAck('contest:subscribe', { cid: cids.b })).toMatchObject({
      status: 200,
    });

    const posted = await kit.site.call<{ id: number }>('POST', '/api/admin/contest/announcement', {
      token: kit.rootToken,
      body: { cid: cids.a, announcement: { title: 'Secret news', content: 'A only' } },
    });
    expect(posted.body.status, posted.body.msg).toBe(200);
    // Relayed after the announcement: once a socket has this, it has all it would get before.
    const notice = await kit.site.call('POST', '/api/admin/msg/notice', {
      token: kit.rootToken,
      body: { title: 'For all', content: 'Hello all', type: 'Sys' },
    });
    expect(notice.body.status, notice.body.msg).toBe(200);

    const names = (heard: [string, unknown][]) => heard.map(([event]) => event);
    for (const s of [inA, siteOnly, inB])
      await expect.poll(() => names(s.heard).includes('site:notice')).toBe(true);
    const announcement = ['contest:announcement', { cid: cids.a, id: posted.body.data.id }];
    expect(inA.heard.filter(([event]) => event !== 'user:unread')).toEqual([
      announcement,
      ['site:notice', expect.anything()],
    ]);
    expect(names(siteOnly.heard)).not.toContain('contest:announcement');
    expect(names(inB.heard)).not.toContain('contest:announcement');
  });
});
