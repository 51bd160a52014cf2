import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreboardChange } from '@oj/events/scoring';
import { connectSocket, judgedSubmission } from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

/**
 * The one contest-admin rule over the real app: the author (here an `admin` who created the
 * contests) and root administer a contest; another admin and a problem admin are ordinary
 * viewers of it, over HTTP and over the socket alike.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const tokens: Record<string, string> = {};
let aliceUid: string;
let pid: number;
let sealed: number;
let hidden: number;
let privateOne: number;
let start: number;

const minute = 60_000;
const hour = 60 * minute;
const iso = (ms: number) => new Date(ms).toISOString();
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

const create = async (over: Record<string, unknown>) => {
  const r = await call<{ id: number }>('POST', '/api/admin/contest', tokens.author!, {
    title: 'Rule test',
    description: 'd',
    type: 0,
    auth: 0,
    openPrint: true,
    startTime: iso(start),
    endTime: iso(start + 4.5 * hour),
    sealRank: 1,
    ...over,
  });
  expect(r.body.status, r.body.msg).toBe(200);
  const cid = r.body.data.id;
  const added = await call('POST', '/api/admin/contest/add-problem-from-public', tokens.author!, {
    cid,
    pid,
    displayId: 'A',
  });
  expect(added.body.status, added.body.msg).toBe(200);
  return cid;
};

beforeAll(async () => {
  kit = await startProblemSite();
  tokens.root = kit.rootToken;
  tokens.author = await kit.userWithRole('author', 'admin');
  tokens.other = await kit.userWithRole('otheradmin', 'admin');
  tokens.problemAdmin = await kit.userWithRole('probadmin', 'problem_admin');
  tokens.alice = await kit.userWithRole('alice', 'user');
  aliceUid = (await kit.site.login('alice')).uid;
  await call('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'P1' }));
  pid = await kit.pidOf('P1');
  // Started four hours ago, ends in half an hour, sealed its last hour: frozen now.
  start = Date.now() - 4 * hour;
  sealed = await create({});
  hidden = await create({ visible: false });
  privateOne = await create({ auth: 1, pwd: 'pw' });
  await judgedSubmission(kit.site, {
    uid: aliceUid,
    username: 'alice',
    pid,
    cid: sealed,
    status: 'AC',
    submitTime: iso(start + 3 * hour + 40 * minute),
  });
});
afterAll(() => kit?.close());

const admins = ['root', 'author'] as const;
const others = ['other', 'problemAdmin'] as const;
const status = async (method: string, path: string, name: string, body?: unknown) =>
  (await call(method, path, tokens[name]!, body)).body.status;

describe('contest admin pages and data', () => {
  it('tells the web who administers the contest', async () => {
    const flag = async (name: string) =>
      (
        await call<{ isContestAdmin: boolean }>(
          'GET',
          `/api/get-contest-info?cid=${sealed}`,
          tokens[name]!,
        )
      ).body.data.isContestAdmin;
    expect(await flag('root')).toBe(true);
    expect(await flag('author')).toBe(true);
    expect(await flag('other')).toBe(false);
    expect(await flag('problemAdmin')).toBe(false);
    expect(await flag('alice')).toBe(false);
  });

  it('opens hidden and private contests to their admins only', async () => {
    for (const name of admins) {
      expect(await status('GET', `/api/get-contest-info?cid=${hidden}`, name)).toBe(200);
      expect(await status('GET', `/api/get-contest-problem?cid=${privateOne}`, name)).toBe(200);
    }
    for (const name of others) {
      expect(await status('GET', `/api/get-contest-info?cid=${hidden}`, name)).toBe(404);
      expect(await status('GET', `/api/get-contest-problem?cid=${privateOne}`, name)).toBe(403);
      const access = await call<{ access: boolean }>(
        'GET',
        `/api/get-contest-access?cid=${privateOne}`,
        tokens[name]!,
      );
      expect(access.body.data.access).toBe(false);
    }
  });

  it('keeps the admin helpers (AC info, print queue, history, scroll board) to contest admins', async () => {
    const paths = [
      `/api/get-contest-ac-info?cid=${sealed}`,
      `/api/get-contest-print?cid=${sealed}`,
      `/api/get-contest-board-history?cid=${sealed}`,
      `/api/get-contest-scroll-board-info?cid=${sealed}`,
    ];
    for (const path of paths) {
      for (const name of admins) expect(await status('GET', path, name), path).toBe(200);
      for (const name of others) expect(await status('GET', path, name), path).toBe(403);
    }
  });

  it('shows the frozen board, counters and submissions to contest admins only', async () => {
    const board = async (name: string) =>
      (
        await call<{ sealed: boolean }>('POST', '/api/get-contest-rank', tokens[name]!, {
          cid: sealed,
          forceRefresh: true,
        })
      ).body.data.sealed;
    const counters = async (name: string) =>
      (
        await call<{ ac: number | null }[]>(
          'GET',
          `/api/get-contest-problem?cid=${sealed}`,
          tokens[name]!,
        )
      ).body.data[0]?.ac;
    const rows = async (name: string) =>
      (
        await call<{ total: number }>(
          'GET',
          `/api/contest-submissions?contestID=${sealed}`,
          tokens[name]!,
        )
      ).body.data.total;
    for (const name of admins) {
      expect(await board(name)).toBe(false);
      expect(await counters(name)).toBe(1);
      expect(await rows(name)).toBe(1);
    }
    for (const name of others) {
      expect(await board(name)).toBe(true);
      expect(await counters(name)).toBeNull();
      expect(await rows(name)).toBe(0);
    }
  });
});

describe('the admin socket room', () => {
  it('admits the contest admin and not another admin: only the first gets the live delta', async () => {
    const author = await connectSocket(kit.site.url, tokens.author!);
    const other = await connectSocket(kit.site.url, tokens.other!);
    try {
      const join = (s: typeof author) => s.emitWithAck('contest:subscribe', { cid: sealed });
      expect(await join(author)).toMatchObject({ status: 200, data: { admin: true } });
      expect(await join(other)).toMatchObject({ status: 200, data: { admin: false } });
      const got: Record<'author' | 'other', ScoreboardChange[]> = { author: [], other: [] };
      author.on('scoreboard:changed', (c) => got.author.push(c));
      other.on('scoreboard:changed', (c) => got.other.push(c));
      // A frozen wrong try before alice's accepted one: a penalty on the live board, a try on
      // the sealed one (a try after the accept would change no live board, so push no live delta).
      await judgedSubmission(kit.site, {
        uid: aliceUid,
        username: 'alice',
        pid,
        cid: sealed,
        status: 'WA',
        submitTime: iso(start + 3 * hour + 35 * minute),
      });
      await expect.poll(() => got.author.some((c) => c.view === 'live')).toBe(true);
      await expect.poll(() => got.other.length).toBeGreaterThan(0);
      // Pushes of one notice leave together; an ack after them proves nothing else is on the way.
      await other.emitWithAck('contest:subscribe', { cid: sealed });
      expect(got.other.map((c) => c.view)).toEqual(got.other.map(() => 'sealed'));
    } finally {
      author.close();
      other.close();
    }
  });
});
