import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreboardChange } from '@oj/events/scoring';
import { connectSocket, judgedSubmission, type ClientSocket } from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

/**
 * An open socket follows its user's account: a demoted, logged-out or disabled root's socket
 * leaves a private contest's admin room at once (and the contest, which it may no longer enter)
 * and gets no more live results; a subscribe decides with the user as of now.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
let pid: number;
let cid: number;
let start: number;
let aliceUid: string;
let minuteOffset = 0;

const minute = 60_000;
const hour = 60 * minute;
const iso = (ms: number) => new Date(ms).toISOString();
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

/** The account as the user admin list has it, edited by the site's root. */
const editUser = async (username: string, changes: Record<string, unknown>) => {
  const list = await call<{ records: Record<string, unknown>[] }>(
    'GET',
    `/api/admin/user/get-user-list?keyword=${username}`,
    kit.rootToken,
  );
  const user = list.body.data.records.find((u) => u.username === username)!;
  const r = await call('PUT', '/api/admin/user/edit-user', kit.rootToken, {
    ...user,
    setNewPwd: false,
    ...changes,
  });
  expect(r.body.status, r.body.msg).toBe(200);
};

/** Records every board push and account message a socket receives. */
const watch = (s: ClientSocket) => {
  const got = { boards: [] as ScoreboardChange[], loggedOut: 0, changed: 0 };
  s.on('scoreboard:changed', (c) => got.boards.push(c));
  s.on('user:loggedOut', () => (got.loggedOut += 1));
  s.on('user:changed', () => (got.changed += 1));
  return got;
};

/** A verdict in the contest; resolves once the site root's admin socket has its push. */
const verdictSeenBy = async (root: ReturnType<typeof watch>) => {
  const before = root.boards.length;
  minuteOffset += 1;
  await judgedSubmission(kit.site, {
    uid: aliceUid,
    username: 'alice',
    pid,
    cid,
    status: 'AC',
    submitTime: iso(start + 3 * hour + 30 * minute + minuteOffset),
  });
  await expect.poll(() => root.boards.length).toBeGreaterThan(before);
};

beforeAll(async () => {
  kit = await startProblemSite();
  await kit.userWithRole('alice', 'user');
  aliceUid = (await kit.site.login('alice')).uid;
  await call('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'P1' }));
  pid = await kit.pidOf('P1');
  start = Date.now() - 4 * hour;
  const r = await call<{ id: number }>('POST', '/api/admin/contest', kit.rootToken, {
    title: 'Private and frozen',
    description: 'd',
    type: 0,
    auth: 1,
    pwd: 'pw',
    startTime: iso(start),
    endTime: iso(start + 4.5 * hour),
    sealRank: 1,
  });
  expect(r.body.status, r.body.msg).toBe(200);
  cid = r.body.data.id;
  const added = await call('POST', '/api/admin/contest/add-problem-from-public', kit.rootToken, {
    cid,
    pid,
    displayId: 'A',
  });
  expect(added.body.status, added.body.msg).toBe(200);
});
afterAll(() => kit?.close());

/** A second root with a socket in the contest's admin room, next to the site root's socket. */
const rootPair = async (username: string) => {
  const token = await kit.userWithRole(username, 'root');
  const ex = await connectSocket(kit.site.url, token);
  const root = await connectSocket(kit.site.url, kit.rootToken);
  expect(await ex.emitWithAck('contest:subscribe', { cid })).toMatchObject({
    status: 200,
    data: { admin: true },
  });
  expect(await root.emitWithAck('contest:subscribe', { cid })).toMatchObject({
    status: 200,
    data: { admin: true },
  });
  return { token, ex, root, exGot: watch(ex), rootGot: watch(root) };
};

/**
 * After an account change: the next verdict reaches the site root but not the ex-root, whose
 * subscribe is now refused (401 signed out, 403 demoted; its ack also proves no push was still
 * on its way).
 */
const expectCutOff = async (p: Awaited<ReturnType<typeof rootPair>>, refused: 401 | 403 = 401) => {
  const before = p.exGot.boards.length;
  await verdictSeenBy(p.rootGot);
  const again = await p.ex.emitWithAck('contest:subscribe', { cid });
  expect(again.status).toBe(refused);
  expect(p.exGot.boards.length).toBe(before);
};

describe('sockets follow the account', () => {
  it('a demoted root leaves the admin room and the private contest at once', async () => {
    const p = await rootPair('demoted');
    try {
      await verdictSeenBy(p.rootGot);
      await expect.poll(() => p.exGot.boards.some((c) => c.view === 'live')).toBe(true);
      await editUser('demoted', { type: 1002 });
      await expect.poll(() => p.exGot.changed).toBe(1);
      await expectCutOff(p, 403);
      // The socket is still signed in (a role change ends no session): only the rooms changed.
      expect(p.exGot.loggedOut).toBe(0);
    } finally {
      p.ex.close();
      p.root.close();
    }
  });

  it('a logout reaches the open socket: it becomes anonymous and gets no more results', async () => {
    const p = await rootPair('leaving');
    try {
      expect((await call('GET', '/api/logout', p.token)).body.status).toBe(200);
      await expect.poll(() => p.exGot.loggedOut).toBe(1);
      await expectCutOff(p);
    } finally {
      p.ex.close();
      p.root.close();
    }
  });

  it('a disabled account loses its rooms the same way', async () => {
    const p = await rootPair('disabled');
    try {
      await editUser('disabled', { status: 1 });
      await expect.poll(() => p.exGot.loggedOut).toBe(1);
      await expectCutOff(p);
    } finally {
      p.ex.close();
      p.root.close();
    }
  });

  it('a new password ends the socket user too', async () => {
    const p = await rootPair('rekeyed');
    try {
      await editUser('rekeyed', { setNewPwd: true, password: 'another-pass1' });
      await expect.poll(() => p.exGot.loggedOut).toBe(1);
      await expectCutOff(p);
    } finally {
      p.ex.close();
      p.root.close();
    }
  });
});
