import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEventName, ServerPayload, UnreadCounts } from '@oj/events';
import { startProblemSite } from '../../test-kit/problem-kit.ts';
import { connectSocket, type ClientSocket } from '../../test-kit/test-site.ts';
import { deliverUserMessage } from './index.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let alice: { token: string; uid: string };
let aliceSocket: ClientSocket;
let bobSocket: ClientSocket;

/** Everything of one event a socket hears from now on. */
const record = <E extends ServerEventName>(socket: ClientSocket, event: E) => {
  const heard: ServerPayload<E>[] = [];
  const on = socket.on.bind(socket) as (e: string, f: (p: ServerPayload<E>) => void) => void;
  on(event, (payload) => heard.push(payload));
  return heard;
};

const within = async (ms: number, check: () => boolean) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  return check();
};

beforeAll(async () => {
  kit = await startProblemSite();
  await kit.userWithRole('alice', 'user');
  await kit.userWithRole('bob', 'user');
  alice = await kit.site.login('alice');
  const bob = await kit.site.login('bob');
  aliceSocket = await connectSocket(kit.site.url, alice.token);
  bobSocket = await connectSocket(kit.site.url, bob.token);
});
afterAll(async () => {
  aliceSocket.close();
  bobSocket.close();
  await kit.close();
});

describe('live unread counts', () => {
  it('pushes a personal notice to its recipient within a second, to nobody else', async () => {
    const aliceHeard = record(aliceSocket, 'user:unread');
    const bobHeard = record(bobSocket, 'user:unread');
    const started = Date.now();
    const sent = await kit.site.call('POST', '/api/admin/msg/notice', {
      token: kit.rootToken,
      body: { title: 'For alice', content: 'Hello', type: 'Mine', recipientId: alice.uid },
    });
    expect(sent.body.status).toBe(200);
    expect(await within(1000, () => aliceHeard.length > 0)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(aliceHeard.at(-1)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(bobHeard).toEqual([]);
  });

  it('tells every signed-in socket once about a notice to everyone', async () => {
    const aliceHeard = record(aliceSocket, 'site:notice');
    const bobHeard = record(bobSocket, 'site:notice');
    await kit.site.call('POST', '/api/admin/msg/notice', {
      token: kit.rootToken,
      body: { title: 'For all', content: 'Hello all', type: 'Sys' },
    });
    expect(await within(1000, () => aliceHeard.length > 0 && bobHeard.length > 0)).toBe(true);
    expect(aliceHeard).toEqual([{ id: expect.any(Number) as number, action: 'created' }]);
  });

  it('pushes the dropped counts when a list is read, and a new comment at once', async () => {
    const heard = record(aliceSocket, 'user:unread');
    await kit.site.call('GET', '/api/msg/mine', { token: alice.token });
    expect(await within(1000, () => heard.length > 0)).toBe(true);
    expect(heard.at(-1)).toMatchObject<Partial<UnreadCounts>>({ mine: 0, sys: 1 });
    await deliverUserMessage(kit.site.deps, {
      kind: 'like',
      recipientId: alice.uid,
      senderId: 'someone',
      senderUsername: 'someone',
      sourceType: 'Discussion',
      sourceId: 1,
      sourceTitle: 'A post',
      sourceContent: '',
      quoteId: null,
      quoteType: null,
      quoteContent: '',
      url: '/discussion-detail/1',
    });
    expect(await within(1000, () => heard.at(-1)?.like === 1)).toBe(true);
  });
});
