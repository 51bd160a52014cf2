import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { registrationMessages as rm } from './contest-registration.decider.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let aliceToken: string;
let bobToken: string;
let adminToken: string;
let pid: number;
const cids: Record<string, number> = {};

const hour = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  kit = await startProblemSite();
  aliceToken = await kit.userWithRole('alice', 'user');
  bobToken = await kit.userWithRole('bob', 'user');
  adminToken = await kit.userWithRole('siteadmin', 'admin');
  await kit.site.call('POST', '/api/admin/problem', {
    body: problemDto({ problemId: 'P1', title: 'A + B' }),
    token: kit.rootToken,
  });
  pid = await kit.pidOf('P1');
  const contests = [
    ['running', { type: 0, auth: 0, startTime: at(-1), endTime: at(2) }],
    ['privateRunning', { type: 1, auth: 1, pwd: 'pw', startTime: at(-1), endTime: at(2) }],
    ['protectedRunning', { type: 0, auth: 2, pwd: 'pw', startTime: at(-1), endTime: at(2) }],
    ['scheduled', { type: 1, auth: 0, startTime: at(24), endTime: at(26) }],
    ['ended', { type: 0, auth: 0, startTime: at(-48), endTime: at(-46), openRank: true }],
    ['hidden', { type: 0, auth: 0, startTime: at(-1), endTime: at(2), visible: false }],
  ] as const;
  for (const [name, over] of contests) {
    const r = await call<{ id: number }>('POST', '/api/admin/contest', kit.rootToken, {
      title: `Contest ${name}`,
      description: 'd',
      ...over,
    });
    expect(r.body.status, name).toBe(200);
    const cid = r.body.data.id;
    cids[name] = cid;
    await call('POST', '/api/admin/contest/add-problem-from-public', kit.rootToken, {
      cid,
      pid,
      displayId: 'A',
    });
    await call('POST', '/api/admin/contest/announcement', kit.rootToken, {
      cid,
      announcement: { title: `News of ${name}`, content: 'c' },
    });
  }
});
afterAll(() => kit.close());

interface Vo {
  id: number;
  title: string;
  status: number;
  pwd?: unknown;
  now?: string;
}
const list = async (query = '', token: string | null = null) =>
  (
    await call<{ records: Vo[]; total: number; size: number }>(
      'GET',
      `/api/get-contest-list${query}`,
      token,
    )
  ).body.data;

describe('public contest list', () => {
  it('shows visible contests to anyone, 10 per page, without passwords', async () => {
    const page = await list();
    expect(page.size).toBe(10);
    expect(page.total).toBe(5);
    expect(page.records.map((c) => c.title)).not.toContain('Contest hidden');
    expect(page.records.every((c) => !('pwd' in c) && !('accountLimitRule' in c))).toBe(true);
    expect(page.records.map((c) => c.status)).toEqual([-1, 0, 0, 0, 1]);
  });

  it('filters by status computed from the times, type and keyword', async () => {
    const titles = async (q: string) => (await list(q)).records.map((c) => c.title).sort();
    expect(await titles('?status=-1')).toEqual(['Contest scheduled']);
    expect(await titles('?status=1')).toEqual(['Contest ended']);
    expect(await titles('?status=0')).toEqual([
      'Contest privateRunning',
      'Contest protectedRunning',
      'Contest running',
    ]);
    expect(await titles('?type=1')).toEqual(['Contest privateRunning', 'Contest scheduled']);
    expect(await titles('?keyword=PROTECTED')).toEqual(['Contest protectedRunning']);
    expect((await list('?status=0')).records.every((c) => c.status === 0)).toBe(true);
  });
});

describe('contest info', () => {
  it('answers the contest with status and the server time, never the password', async () => {
    const r = await call<Vo>('GET', `/api/get-contest-info?cid=${cids.privateRunning}`, aliceToken);
    expect(r.body.data).toMatchObject({ title: 'Contest privateRunning', status: 0 });
    expect(r.body.data).not.toHaveProperty('pwd');
    expect(Math.abs(Date.parse(r.body.data.now!) - Date.now())).toBeLessThan(60_000);
  });

  it('needs login, and hides hidden contests from all but their contest admins', async () => {
    expect((await call('GET', `/api/get-contest-info?cid=${cids.running}`, null)).http).toBe(401);
    expect(
      (await call('GET', `/api/get-contest-info?cid=${cids.hidden}`, aliceToken)).body.status,
    ).toBe(404);
    // An admin who did not author it is an ordinary viewer; root administers every contest.
    expect(
      (await call('GET', `/api/get-contest-info?cid=${cids.hidden}`, adminToken)).body.status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/get-contest-info?cid=${cids.hidden}`, kit.rootToken)).body.status,
    ).toBe(200);
  });
});

describe('outside scoreboard info', () => {
  it('answers visitors where the rank is open, and refuses where it is not', async () => {
    const r = await call<{ contest: Vo; problemList: { displayId: string }[] }>(
      'GET',
      `/api/get-contest-outsize-info?cid=${cids.ended}`,
      null,
    );
    expect(r.body.data.contest).toMatchObject({ title: 'Contest ended', status: 1 });
    expect(r.body.data.problemList.map((p) => p.displayId)).toEqual(['A']);
    const closed = await call('GET', `/api/get-contest-outsize-info?cid=${cids.running}`, null);
    expect(closed.body).toMatchObject({
      status: 403,
      msg: 'The outside scoreboard of this contest is not open',
    });
    expect(
      (await call('GET', `/api/get-contest-outsize-info?cid=${cids.running}`, adminToken)).body
        .status,
    ).toBe(403);
    const admin = await call<{ contest: { isContestAdmin: boolean } }>(
      'GET',
      `/api/get-contest-outsize-info?cid=${cids.running}`,
      kit.rootToken,
    );
    expect(admin.body.data.contest.isContestAdmin).toBe(true);
  });
});

describe('scroll board info', () => {
  it('gives contest admins the header of an ACM contest', async () => {
    const path = (name: string) => `/api/get-contest-scroll-board-info?cid=${cids[name]}`;
    const r = await call<{ problemCount: number; balloonColor: Record<string, string | null> }>(
      'GET',
      path('ended'),
      kit.rootToken,
    );
    expect(r.body.data).toMatchObject({ problemCount: 1, balloonColor: { A: null } });
    expect((await call('GET', path('ended'), aliceToken)).body.status).toBe(403);
    expect((await call('GET', path('ended'), adminToken)).body.status).toBe(403);
    expect((await call('GET', path('scheduled'), kit.rootToken)).body.msg).toBe(
      'The scroll board is only for ACM contests',
    );
  });
});

describe('entering a contest: problems, announcements, registration, access', () => {
  const problems = (name: string, token: string | null) =>
    call<{ displayId: string; displayTitle: string }[]>(
      'GET',
      `/api/get-contest-problem?cid=${cids[name]}`,
      token,
    );
  const news = (name: string, token: string | null) =>
    call<{ records: { title: string }[]; size: number }>(
      'GET',
      `/api/get-contest-announcement?cid=${cids[name]}`,
      token,
    );
  const access = async (name: string, token: string) =>
    (await call<{ access: boolean }>('GET', `/api/get-contest-access?cid=${cids[name]}`, token))
      .body.data.access;
  const register = (name: string, token: string, password: unknown) =>
    call('POST', '/api/register-contest', token, { cid: cids[name], password });

  it('opens a public running contest to everyone', async () => {
    expect((await problems('running', aliceToken)).body.data).toEqual([
      {
        cid: cids.running,
        pid,
        displayId: 'A',
        displayTitle: 'A + B',
        color: null,
        ac: 0,
        total: 0,
        myStatus: -10,
        score: null,
      },
    ]);
    expect((await news('running', null)).body.data).toMatchObject({
      size: 5,
      records: [{ title: 'News of running' }],
    });
    expect(await access('running', aliceToken)).toBe(true);
  });

  it('answers the announcements a contestant has not read yet', async () => {
    const unread = (readAnnouncementList: number[], name = 'running', token = aliceToken) =>
      call<{ id: number; title: string }[]>(
        'POST',
        '/api/get-contest-not-read-announcement',
        token,
        {
          cid: cids[name],
          readAnnouncementList,
        },
      );
    const all = (await unread([])).body.data;
    expect(all.map((a) => a.title)).toEqual(['News of running']);
    expect((await unread([all[0]!.id])).body.data).toEqual([]);
    expect((await unread([], 'privateRunning', bobToken)).body.status).toBe(403);
  });

  it('keeps a scheduled or hidden contest closed to users, open to its contest admins', async () => {
    expect((await problems('scheduled', aliceToken)).body).toMatchObject({
      status: 403,
      msg: 'The contest has not started yet',
    });
    expect((await problems('scheduled', adminToken)).body.status).toBe(403);
    expect((await problems('scheduled', kit.rootToken)).body.status).toBe(200);
    expect((await news('hidden', aliceToken)).body.status).toBe(404);
    expect((await news('hidden', adminToken)).body.status).toBe(404);
  });

  it('opens a private contest only after registering with the right password', async () => {
    expect((await problems('privateRunning', null)).http).toBe(401);
    expect((await problems('privateRunning', aliceToken)).body.status).toBe(403);
    expect(await access('privateRunning', aliceToken)).toBe(false);
    expect((await register('privateRunning', aliceToken, 'guess')).body).toMatchObject({
      status: 400,
      msg: rm.wrong,
    });
    expect((await register('privateRunning', aliceToken, '')).body.msg).toBe(rm.empty);
    expect((await register('privateRunning', aliceToken, undefined)).body.msg).toBe(rm.empty);
    expect((await register('privateRunning', aliceToken, 'pw')).body).toMatchObject({
      status: 200,
      msg: 'Register contest successfully',
    });
    expect((await register('privateRunning', aliceToken, 'pw')).body.msg).toBe(rm.again);
    expect(await access('privateRunning', aliceToken)).toBe(true);
    expect((await problems('privateRunning', aliceToken)).body.data).toHaveLength(1);
    expect((await news('privateRunning', aliceToken)).body.status).toBe(200);
    expect((await problems('privateRunning', bobToken)).body.status).toBe(403);
    expect((await problems('privateRunning', adminToken)).body.status).toBe(403);
    expect((await problems('privateRunning', kit.rootToken)).body.status).toBe(200);
  });

  it('lets users look at a protected contest; the password grants access to submit', async () => {
    expect((await problems('protectedRunning', bobToken)).body.status).toBe(200);
    expect(await access('protectedRunning', bobToken)).toBe(false);
    expect((await register('protectedRunning', bobToken, 'pw')).body.status).toBe(200);
    expect(await access('protectedRunning', bobToken)).toBe(true);
    const info = await call<{ count: number }>(
      'GET',
      `/api/get-contest-info?cid=${cids.protectedRunning}`,
      bobToken,
    );
    expect(info.body.data.count).toBe(1);
    const listed = (await list('?keyword=protected')).records[0] as unknown as { count: number };
    expect(listed.count).toBe(1);
  });

  it('slows password guessing per contest and user, like the login', async () => {
    const carol = await kit.userWithRole('carol', 'user');
    const dave = await kit.userWithRole('dave', 'user');
    // Four free guesses; each later one makes the next wait longer.
    for (let i = 0; i < 5; i += 1)
      expect((await register('protectedRunning', carol, `guess${i}`)).body.msg).toBe(rm.wrong);
    const slowed = await register('protectedRunning', carol, 'pw');
    expect(slowed.http).toBe(429);
    expect(slowed.body.msg).toMatch(/^Too many wrong passwords, please try again in 1 second$/);
    expect(await access('protectedRunning', carol)).toBe(false);
    // Another user, and the same user on another contest, are not slowed.
    expect((await register('protectedRunning', dave, 'pw')).body.status).toBe(200);
    expect((await register('privateRunning', carol, 'nope')).body.msg).toBe(rm.wrong);
    // Once the wait is over (here: moved into the past), the right password still works.
    await kit.site.db.sql`UPDATE app.login_failures SET retry_at = clock_timestamp()`;
    expect((await register('protectedRunning', carol, 'pw')).body.status).toBe(200);
    expect(
      await kit.site.db
        .sql`SELECT 1 FROM app.login_failures WHERE key LIKE ${`contest-password|${cids.protectedRunning}|%`}`,
    ).toHaveLength(0);
  });

  it('needs no registration for a public contest, and login for any registration', async () => {
    expect((await register('running', bobToken, 'x')).body.msg).toBe(rm.public);
    expect(
      (await call('POST', '/api/register-contest', null, { cid: cids.running, password: 'x' }))
        .http,
    ).toBe(401);
    expect((await register('hidden', bobToken, 'x')).body.status).toBe(404);
  });
});
