import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgedSubmission } from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { sealTimeMessages } from '../contests/contest-form.ts';

/**
 * Issue 12, part 3: bodies exactly as HOJ's Vue client sends them (hoj-vue views and
 * api.js), which our schemas used to refuse or misread.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
let alice: { token: string; uid: string };
let pid: number;
const hour = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
/** Jackson 2.10's own form, which the client echoes back: colon-less offset. */
const jackson = (iso: string) => iso.replace('Z', '+0000');

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

/** Admin/contest/Contest.vue's `contest` after saveContest(): the whole entity. */
const hojContest = (over: Record<string, unknown> = {}) => ({
  title: 'HOJ weekly',
  description: 'desc',
  startTime: at(-1),
  endTime: at(2),
  duration: 3 * 3600,
  type: 0,
  pwd: '',
  sealRank: false,
  sealRankTime: '',
  autoRealRank: true,
  auth: 0,
  openPrint: false,
  rankShowName: 'username',
  openAccountLimit: false,
  allowEndSubmit: false,
  accountLimitRule: '',
  starAccount: [],
  oiRankScoreType: 'Recent',
  awardType: 0,
  awardConfigList: [],
  uid: null,
  author: 'root',
  source: 0,
  status: null,
  gid: null,
  ...over,
});

const createContest = async (over: Record<string, unknown> = {}) => {
  const r = await call<{ id: number }>(
    'POST',
    '/api/admin/contest',
    kit.rootToken,
    hojContest(over),
  );
  expect(r.body, r.body.msg).toMatchObject({ status: 200 });
  const cid = r.body.data.id;
  await call('POST', '/api/admin/contest/add-problem-from-public', kit.rootToken, {
    cid,
    pid,
    displayId: 'A',
  });
  return cid;
};

interface AdminContest {
  sealRank: number;
  sealRankTime: string;
  source: string;
  startTime: string;
}
const adminContest = async (cid: number) =>
  (await call<AdminContest>('GET', `/api/admin/contest?cid=${cid}`, kit.rootToken)).body.data;

beforeAll(async () => {
  kit = await startProblemSite();
  await kit.userWithRole('alice', 'user');
  alice = await kit.site.login('alice');
  const r = await call(
    'POST',
    '/api/admin/problem',
    kit.rootToken,
    problemDto({ problemId: 'P1000', title: 'A + B' }), // tagged 'math'
  );
  expect(r.body.status, r.body.msg).toBe(200);
  pid = await kit.pidOf('P1000');
});
afterAll(() => kit.close());

describe('the admin contest form as HOJ sends it', () => {
  it('takes source 0, nulls, Jackson dates and epoch millis', async () => {
    const start = at(-1);
    const cid = await createContest({ startTime: jackson(start), endTime: Date.parse(at(2)) });
    const c = await adminContest(cid);
    expect(c.startTime).toBe(start);
    expect(c.source).toBe('');
  });

  it('seals at the time the admin chose (sealRank true + sealRankTime)', async () => {
    const start = at(-1);
    const end = at(2);
    const halfHourBefore = new Date(Date.parse(end) - 1_800_000).toISOString();
    const cid = await createContest({
      startTime: start,
      endTime: end,
      sealRank: true,
      sealRankTime: halfHourBefore,
    });
    expect(await adminContest(cid)).toMatchObject({ sealRank: 0, sealRankTime: halfHourBefore });
    const whole = await createContest({
      sealRank: true,
      sealRankTime: start,
      startTime: start,
      endTime: end,
    });
    expect(await adminContest(whole)).toMatchObject({ sealRank: 2, sealRankTime: start });
  });

  it('refuses a seal time outside the contest or at none of the three choices', async () => {
    const over = { startTime: at(-1), endTime: at(2), sealRank: true };
    const outside = await call(
      'POST',
      '/api/admin/contest',
      kit.rootToken,
      hojContest({ ...over, sealRankTime: at(3) }),
    );
    expect(outside.body).toMatchObject({ status: 400, msg: sealTimeMessages.outside });
    const odd = await call(
      'POST',
      '/api/admin/contest',
      kit.rootToken,
      hojContest({ ...over, sealRankTime: at(0.1) }),
    );
    expect(odd.body).toMatchObject({ status: 400, msg: sealTimeMessages.choice });
  });

  it('still takes our own form: a seal choice number', async () => {
    const cid = await createContest({ sealRank: 0, sealRankTime: undefined });
    expect((await adminContest(cid)).sealRank).toBe(0);
  });
});

describe('contest pages as HOJ reads them', () => {
  let cid: number;
  beforeAll(async () => {
    cid = await createContest({ openRank: true });
  });

  it('answers the rank and the outside scoreboard for keyword null', async () => {
    const body = {
      currentPage: 1,
      limit: 30,
      cid: String(cid),
      forceRefresh: false,
      removeStar: false,
      concernedList: [],
      keyword: null,
      containsEnd: false,
    };
    for (const path of ['/api/get-contest-rank', '/api/get-contest-outside-scoreboard']) {
      const r = await call<{ records: unknown[] }>('POST', path, alice.token, body);
      expect(r.body, path).toMatchObject({ status: 200, data: { records: [] } });
    }
  });

  it('always sends problemCount on a contest problem page', async () => {
    const r = await call<{ problemCount: Record<string, number | null> }>(
      'GET',
      `/api/get-contest-problem-details?cid=${cid}&displayId=A&containsEnd=false`,
      alice.token,
    );
    expect(r.body.status).toBe(200);
    expect(r.body.data.problemCount).toMatchObject({ total: 0, ac: 0, wa: 0 });
  });

  it('gives the time fields the countdown reads: now, ISO dates, duration in seconds', async () => {
    const r = await call<{
      now: string;
      startTime: string;
      endTime: string;
      duration: number;
      status: number;
    }>('GET', `/api/get-contest-info?cid=${cid}`, alice.token);
    const c = r.body.data;
    expect(c.status).toBe(0);
    // hoj-vue: countdown = endTime - now (seconds), progress = (now - start) / duration.
    const left = (Date.parse(c.endTime) - Date.parse(c.now)) / 1000;
    expect(left).toBeGreaterThan(2 * 3600 - 120);
    expect(left).toBeLessThanOrEqual(2 * 3600);
    // Whole seconds: the test's two `at()` calls may be a millisecond apart.
    expect(c.duration).toBe(Math.floor((Date.parse(c.endTime) - Date.parse(c.startTime)) / 1000));
  });
});

describe('get-user-problem-status in a contest', () => {
  const status = (cid: number) =>
    call<Record<string, { status: number; score: number | null }>>(
      'POST',
      '/api/get-user-problem-status',
      alice.token,
      {
        pidList: [pid],
        isContestProblemList: true,
        cid: String(cid),
        gid: null,
        containsEnd: true,
      },
    );

  it('answers the viewer contest marks keyed by pid (ACM: accepted wins)', async () => {
    const cid = await createContest();
    expect((await status(cid)).body).toMatchObject({
      status: 200,
      data: { [pid]: { status: -10 } },
    });
    await judgedSubmission(kit.site, { uid: alice.uid, username: 'alice', pid, cid, status: 'AC' });
    await judgedSubmission(kit.site, { uid: alice.uid, username: 'alice', pid, cid, status: 'WA' });
    expect((await status(cid)).body.data[pid]).toEqual({ status: 0, score: null });
    expect(
      (await call('POST', '/api/get-user-problem-status', alice.token, { pidList: [pid] })).body
        .data,
    ).toEqual({ [pid]: { status: -10, score: null } });
  });

  it('masks a verdict the contest keeps sealed, as the submissions list does', async () => {
    const start = at(-1);
    const cid = await createContest({
      type: 1,
      startTime: start,
      endTime: at(2),
      sealRank: true,
      sealRankTime: start,
    });
    await judgedSubmission(kit.site, {
      uid: alice.uid,
      username: 'alice',
      pid,
      cid,
      status: 'WA',
      score: 0,
    });
    expect((await status(cid)).body.data[pid]).toEqual({ status: -5, score: null });
  });
});

describe('notices, announcements and tags as HOJ sends them', () => {
  it('sends a notice of type All to everyone, with id null', async () => {
    const r = await call('POST', '/api/admin/msg/notice', kit.rootToken, {
      id: null,
      title: 'Hello',
      content: 'all of you',
      type: 'All',
      recipientId: null,
    });
    expect(r.body, r.body.msg).toMatchObject({ status: 200 });
    // Delivered to every user by a projection: wait for it to reach alice's list.
    const titles = async () =>
      (
        await call<{ records: { title: string }[] }>('GET', '/api/msg/sys', alice.token)
      ).body.data.records.map((n) => n.title);
    await expect.poll(titles, { timeout: 15_000 }).toContain('Hello');
  });

  it('creates an announcement with id null', async () => {
    const r = await call('POST', '/api/admin/announcement', kit.rootToken, {
      id: null,
      title: 'News',
      content: 'c',
      status: 0,
      uid: null,
    });
    expect(r.body).toMatchObject({ status: 200 });
  });

  it('lists every tag for oj=ALL in any case, and none for get-problem-tags without pid', async () => {
    for (const oj of ['ALL', 'all', 'All']) {
      const tags = await call<{ name: string }[]>(
        'GET',
        `/api/get-all-problem-tags?oj=${oj}`,
        null,
      );
      expect(
        tags.body.data.map((t) => t.name),
        oj,
      ).toContain('math');
      const admin = await call<unknown[]>(
        'GET',
        `/api/admin/tag/classification?oj=${oj}`,
        kit.rootToken,
      );
      expect(admin.body.status).toBe(200);
      const grouped = await call<{ tagList: { name: string }[] }[]>(
        'GET',
        `/api/get-problem-tags-and-classification?oj=${oj}`,
        null,
      );
      expect(grouped.body.data.flatMap((g) => g.tagList.map((t) => t.name))).toContain('math');
    }
    expect((await call('GET', '/api/get-problem-tags', null)).body).toMatchObject({
      status: 200,
      data: [],
    });
  });
});
