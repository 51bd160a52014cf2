import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectSocket,
  onlyAllowed,
  startGroupSite,
  type ClientSocket,
} from '../../test-kit/index.ts';
import { groupMessages as m } from './group.policy.ts';

/**
 * Live membership and the end of a group, over the real app and real socket.io clients: the
 * decision reaches the applicant's socket, a removed member's socket leaves the group's room
 * at once, kicking the owner disbands the group (the super admin alone may) and a disbanding
 * tells every member. "Not received" is read off a later push every socket gets (a notice to
 * everyone, relayed after the group's push), never off a fixed wait.
 */
let kit: Awaited<ReturnType<typeof startGroupSite>>;
let gid = 0;
const sockets: ClientSocket[] = [];
let seq = 0;

beforeAll(async () => {
  kit = await startGroupSite();
  gid = kit.gid;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await kit.close();
});

/** A signed-in socket and, in order, the names and payloads of what it hears from now on. */
const listen = async (token: string) => {
  const socket = await connectSocket(kit.site.url, token);
  sockets.push(socket);
  const heard: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
  return { socket, heard, names: () => heard.map(([event]) => event) };
};
type Listener = Awaited<ReturnType<typeof listen>>;

/** A fresh member (auth 3) with a socket in the group's room. */
const memberInRoom = async () => {
  const name = `m${++seq}`;
  const token = await kit.newUser(name);
  await kit.apply(token);
  await kit.setAuth(kit.uids[name]!, 3);
  const ear = await listen(token);
  expect(await ear.socket.emitWithAck('group:subscribe', { gid })).toMatchObject({ status: 200 });
  return { name, uid: kit.uids[name]!, token, ...ear };
};

const announce = async (title: string) => {
  const posted = await kit.call('POST', '/api/group/announcement', kit.tokens.owner!, {
    id: null,
    gid: String(gid),
    title,
    content: 'x',
    status: 0,
    uid: null,
  });
  expect(posted.body.status, posted.body.msg).toBe(200);
};

/** Sends a notice to everyone and waits until each socket heard it (and all before it). */
const fence = async (...ears: Listener[]) => {
  const notices = (ear: Listener) => ear.names().filter((e) => e === 'site:notice').length;
  const before = ears.map(notices);
  const sent = await kit.call('POST', '/api/admin/msg/notice', kit.tokens.super!, {
    title: `Fence ${++seq}`,
    content: 'For all',
    type: 'Sys',
  });
  expect(sent.body.status, sent.body.msg).toBe(200);
  for (const [i, ear] of ears.entries()) await expect.poll(() => notices(ear)).toBe(before[i]! + 1);
};

const mine = async (token: string) =>
  (
    (await kit.call('GET', '/api/msg/mine?currentPage=1&limit=8', token)) as {
      body: { data: { records: { title: string; content: string }[] } };
    }
  ).body.data.records;

describe('live membership', () => {
  it('tells the applicant the decision on their own socket', async () => {
    const token = await kit.newUser('waiting');
    const ear = await listen(token);
    const bystander = await listen(kit.tokens.stranger!);
    expect((await kit.apply(token)).body.status).toBe(200);
    await kit.setAuth(kit.uids.waiting!, 3);
    await expect
      .poll(() => ear.heard.filter(([e]) => e === 'group:membership'))
      .toEqual([['group:membership', { gid, auth: 3 }]]);
    await fence(bystander);
    expect(bystander.names()).not.toContain('group:membership');
  });

  it("takes a kicked member's socket out of the group room at once", async () => {
    const kicked = await memberInRoom();
    const stays = await memberInRoom();
    const out = await kit.call(
      'DELETE',
      `/api/group/member?gid=${gid}&uid=${kicked.uid}`,
      kit.tokens.admin!,
    );
    expect(out.body).toMatchObject({ status: 200, msg: 'Delete successfully' });
    await announce('After the kick');
    await fence(kicked, stays);
    expect(kicked.heard.filter(([e]) => e.startsWith('group:'))).toEqual([
      ['group:membership', { gid, auth: 0 }],
    ]);
    expect(stays.names()).toContain('group:announcement');
    // The removal notice tells them who did it, as HOJ's does.
    expect((await mine(kicked.token))[0]).toMatchObject({
      title: '移除团队成员通知(Remove Group Member Notice)',
      content: expect.stringContaining('lvadmin') as unknown,
    });
  });

  it('takes a member who exits out of the room too, on every tab', async () => {
    const leaving = await memberInRoom();
    const otherTab = await listen(leaving.token);
    const exit = await kit.call('DELETE', `/api/group/member/exit?gid=${gid}`, leaving.token);
    expect(exit.body.status).toBe(200);
    await expect.poll(() => otherTab.names()).toContain('group:membership');
    await announce('After the exit');
    await fence(leaving);
    expect(leaving.names()).not.toContain('group:announcement');
  });
});

describe('kicking the owner', () => {
  it('is refused to everyone but the super admin', async () => {
    const kickOwner = (t: string | null) =>
      kit.call('DELETE', `/api/group/member?gid=${gid}&uid=${kit.uids.owner}`, t);
    const got = await kit.byLevel(async (t, level) =>
      // The super admin's row would disband the group: it runs last, below.
      level === 'super' ? { body: { status: 200 } } : kickOwner(t),
    );
    expect(onlyAllowed(got, ['super'])).toEqual({});
    expect((await kickOwner(kit.tokens.root!)).body.msg).toBe(m.ownerUntouchable);
  });

  it('disbands the group when the super admin does it, and tells every member', async () => {
    const ear = await memberInRoom();
    const answer = await kit.call(
      'DELETE',
      `/api/group/member?gid=${gid}&uid=${kit.uids.owner}`,
      kit.tokens.super!,
    );
    expect(answer.body).toMatchObject({ status: 200, msg: 'Disband successfully' });
    await expect.poll(() => ear.names()).toContain('group:disbanded');
    expect(ear.heard.find(([e]) => e === 'group:disbanded')?.[1]).toEqual({ gid });
    const detail = await kit.call('GET', `/api/get-group-detail?gid=${gid}`, kit.tokens.member!);
    expect(detail.body.status).toBe(404);
    for (const token of [kit.tokens.owner!, kit.tokens.member!, ear.token])
      expect((await mine(token))[0]).toMatchObject({
        title: '团队解散通知(Group Dissolution Notice)',
        content: expect.stringContaining('Table group') as unknown,
      });
    // Applicants were never members: nothing to tell them.
    expect(await mine(kit.tokens.applying!)).toEqual([]);
  });
});
