import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplusb, startJudgingSite, type JudgingSite } from './kit.ts';

/**
 * Issue 12: the requests HOJ's Vue client makes (method, path and body as hoj-vue's api.js
 * and views build them: route params as strings, undefined fields left out by
 * JSON.stringify, nulls kept) replayed against the real server with a real judge.
 */
let s: JudgingSite;
let token: string;
let pid: number;
let cid: number;
const hour = 3_600_000;

type Body<T> = { status: number; msg: string; data: T };
/** hoj-vue's ajax(): JSON body, raw token in Authorization, params in the query string. */
const ajax = async <T = unknown>(
  method: string,
  path: string,
  o: {
    params?: Record<string, string | number | boolean | null | undefined>;
    data?: unknown;
    auth?: string | null;
  } = {},
) => {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(o.params ?? {}))
    if (v !== undefined && v !== null) query.append(k, String(v));
  const qs = query.toString();
  const r = await s.site.call<T>(method, `${path}${qs ? `?${qs}` : ''}`, {
    token: o.auth === undefined ? token : o.auth,
    ...(o.data === undefined ? {} : { body: JSON.parse(JSON.stringify(o.data)) }),
  });
  expect(r.body.status, `${method} ${path}: ${r.body.msg}`).toBe(200);
  return r.body as Body<T>;
};

/** Problem.vue polls get-submission-detail until the status leaves the waiting states. */
const verdictOf = async (submitId: number) => {
  for (;;) {
    const d = await ajax<{ submission: { status: number } }>('GET', '/api/get-submission-detail', {
      params: { submitId },
    });
    if (![5, 6, 7].includes(d.data.submission.status)) return d.data.submission.status;
    await new Promise((r) => setTimeout(r, 100));
  }
};

beforeAll(async () => {
  s = await startJudgingSite();
  token = s.rootToken;
  await ajax('PUT', '/api/admin/switch/update', { data: { defaultSubmitInterval: 0 } });
  pid = await s.createProblem({ problemId: 'P1000' });
  // Admin/contest/Contest.vue: the whole entity, seal time computed by moment (one hour).
  const start = new Date(Date.now() - hour);
  const end = new Date(Date.now() + 2 * hour);
  const created = await ajax<{ id: number }>('POST', '/api/admin/contest', {
    data: {
      title: 'HOJ cup',
      description: 'd',
      startTime: start,
      endTime: end,
      duration: 3 * 3600,
      type: 0,
      pwd: 'pw',
      sealRank: true,
      sealRankTime: new Date(end.getTime() - hour),
      autoRealRank: true,
      auth: 1,
      openPrint: false,
      rankShowName: 'username',
      openAccountLimit: false,
      allowEndSubmit: false,
      accountLimitRule: '',
      starAccount: [],
      oiRankScoreType: 'Recent',
      awardType: 0,
      awardConfigList: [],
      openRank: true,
      source: 0,
      uid: 'ignored',
      author: 'root',
    },
  });
  cid = created.data.id;
  await ajax('POST', '/api/admin/contest/add-problem-from-public', {
    data: { cid: String(cid), pid, displayId: 'A' },
  });
  await ajax('POST', '/api/admin/announcement', {
    data: { id: null, title: 'Welcome', content: 'Hello HOJ', status: 0 },
  });
  await ajax('POST', '/api/admin/contest/announcement', {
    data: { cid: String(cid), announcement: { id: null, title: 'Rules', content: 'c', cid } },
  });
  await s.site.register('alice');
  const login = await s.site.call('POST', '/api/login', {
    body: { username: 'alice', password: 'secret123' },
  });
  expect(login.body.status).toBe(200);
  token = login.headers.get('authorization')!;
}, 120_000);
afterAll(() => s?.close());

describe('HOJ client replay', () => {
  it('browses, submits, polls the verdict and runs the online test', async () => {
    const news = await ajax<{ records: { title: string }[] }>(
      'GET',
      '/api/get-common-announcement',
      {
        params: { currentPage: 1, limit: 10 },
      },
    );
    expect(news.data.records.map((a) => a.title)).toContain('Welcome');
    const list = await ajax<{ records: { problemId: string }[] }>('GET', '/api/get-problem-list', {
      params: { oj: 'Mine', tagId: '', currentPage: 1, limit: 30 },
    });
    expect(list.data.records.map((p) => p.problemId)).toContain('P1000');
    const detail = await ajax<{ problem: { id: number }; problemCount: { total: number } }>(
      'GET',
      '/api/get-problem-detail',
      { params: { problemId: 'P1000', gid: undefined } },
    );
    expect(detail.data.problem.id).toBe(pid);
    const submitted = await ajax<{ submitId: number }>('POST', '/api/submit-problem-judge', {
      data: {
        pid: 'P1000',
        language: 'C',
        code: aplusb.C,
        cid: undefined,
        tid: undefined,
        gid: undefined,
        isRemote: false,
      },
    });
    expect(await verdictOf(submitted.data.submitId)).toBe(0);
    const marks = await ajax<Record<string, { status: number }>>(
      'POST',
      '/api/get-user-problem-status',
      {
        data: {
          pidList: [pid],
          isContestProblemList: false,
          cid: undefined,
          gid: undefined,
          containsEnd: false,
        },
      },
    );
    expect(marks.data[pid]?.status).toBe(0);
    const key = await ajax<string>('POST', '/api/submit-problem-test-judge', {
      data: {
        pid,
        language: 'C',
        code: aplusb.C,
        type: 'public',
        userInput: '1 2',
        expectedOutput: null,
        isRemoteJudge: false,
      },
    });
    for (;;) {
      const r = await ajax<{ status: number; userOutput: string }>(
        'GET',
        '/api/get-test-judge-result',
        {
          params: { testJudgeKey: key.data },
        },
      );
      if (![5, 6, 7].includes(r.data.status)) {
        expect(r.data.userOutput.trim()).toBe('3');
        break;
      }
      await new Promise((res) => setTimeout(res, 100));
    }
  }, 120_000);

  it('registers for the contest, submits by letter, and sees the rank and the outside board', async () => {
    const contests = await ajax<{ records: { id: number }[] }>('GET', '/api/get-contest-list', {
      params: { currentPage: 1, limit: 10 },
    });
    expect(contests.data.records.map((c) => c.id)).toContain(cid);
    const info = await ajax<{ sealRankTime: string; endTime: string }>(
      'GET',
      '/api/get-contest-info',
      { params: { cid: String(cid) } },
    );
    expect(Date.parse(info.data.endTime) - Date.parse(info.data.sealRankTime)).toBe(hour);
    await ajax('POST', '/api/register-contest', { data: { cid: String(cid), password: 'pw' } });
    await ajax('GET', '/api/get-contest-access', { params: { cid: String(cid) } });
    await ajax('GET', '/api/get-contest-problem', {
      params: { cid: String(cid), containsEnd: false },
    });
    const page = await ajax<{ problem: { id: number }; problemCount: Record<string, unknown> }>(
      'GET',
      '/api/get-contest-problem-details',
      { params: { displayId: 'A', cid: String(cid), containsEnd: false } },
    );
    expect(page.data.problemCount).toMatchObject({ total: 0, ac: 0 });
    const submitted = await ajax<{ submitId: number }>('POST', '/api/submit-problem-judge', {
      data: {
        pid: 'A',
        language: 'C',
        code: aplusb.C,
        cid: String(cid),
        tid: undefined,
        gid: undefined,
        isRemote: false,
      },
    });
    expect(await verdictOf(submitted.data.submitId)).toBe(0);
    const marks = await ajax<Record<string, { status: number }>>(
      'POST',
      '/api/get-user-problem-status',
      {
        data: {
          pidList: [page.data.problem.id],
          isContestProblemList: true,
          cid: String(cid),
          gid: undefined,
          containsEnd: false,
        },
      },
    );
    expect(marks.data[pid]?.status).toBe(0);
    const board = {
      currentPage: 1,
      limit: 30,
      cid: String(cid),
      forceRefresh: false,
      removeStar: false,
      concernedList: [],
      keyword: null,
      containsEnd: false,
    };
    const rank = await ajax<{ records: { username: string; ac: number }[] }>(
      'POST',
      '/api/get-contest-rank',
      { data: board },
    );
    expect(rank.data.records).toEqual([expect.objectContaining({ username: 'alice', ac: 1 })]);
    await ajax('GET', '/api/get-contest-outsize-info', { params: { cid: String(cid) } });
    const outside = await ajax<{ records: { username: string }[] }>(
      'POST',
      '/api/get-contest-outside-scoreboard',
      { data: board, auth: null },
    );
    expect(outside.data.records.map((r) => r.username)).toEqual(['alice']);
  }, 120_000);

  it('reads the contest announcements', async () => {
    const news = await ajax<{ records: { title: string }[] }>(
      'GET',
      '/api/get-contest-announcement',
      {
        params: { currentPage: 1, limit: 5, cid: String(cid) },
      },
    );
    expect(news.data.records.map((a) => a.title)).toEqual(['Rules']);
    const unread = await ajax<unknown[]>('POST', '/api/get-contest-not-read-announcement', {
      data: { cid: String(cid), readAnnouncementList: [] },
    });
    expect(unread.data).toHaveLength(1);
  });
});
