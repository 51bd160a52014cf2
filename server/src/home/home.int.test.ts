import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionStream } from '@oj/events';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { dayStart } from './week-statistics.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
const pids: Record<string, number> = {};
const users: Record<string, { uid: string; token: string }> = {};
let nextSubmitId = 50_000;

beforeAll(async () => {
  kit = await startProblemSite();
  for (const [problemId, auth] of [
    ['P1', 1],
    ['P2', 1],
    ['P3', 1],
    ['PH', 2],
  ] as const) {
    const r = await kit.site.call('POST', '/api/admin/problem', {
      body: problemDto({ problemId, title: `Problem ${problemId}`, auth }),
      token: kit.rootToken,
    });
    expect(r.body.status).toBe(200);
    pids[problemId] = await kit.pidOf(problemId);
  }
  // Registered in this order: carol is the newest account.
  for (const name of ['alice', 'bob', 'carol', 'dave']) {
    await kit.userWithRole(name, 'user');
    users[name] = await kit.site.login(name);
    await new Promise((r) => setTimeout(r, 5));
  }
});
afterAll(() => kit.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** A submission as the server and a judge would record it. */
const judged = async (
  name: string,
  problemId: string,
  status: 'AC' | 'WA',
  o: { at?: string; cid?: number } = {},
) => {
  const submitId = nextSubmitId++;
  const at = o.at ?? new Date().toISOString();
  const { position } = await kit.site.deps.store.append(submissionStream(submitId), [
    {
      type: 'SubmissionCreated',
      data: {
        submitId,
        kind: 'submission',
        pid: pids[problemId]!,
        displayPid: problemId,
        uid: users[name]!.uid,
        username: name,
        language: 'C++',
        code: 'int main(){}',
        length: 12,
        cid: o.cid ?? 0,
        gid: null,
        ip: '127.0.0.1',
        submitTime: at,
        priority: 1,
      },
    },
    {
      type: 'SubmissionJudged',
      data: {
        submitId,
        attempt: 1,
        status,
        score: null,
        oiRankScore: null,
        time: 1,
        memory: 1,
        errorMessage: '',
        judger: 'test',
        at,
      },
    },
  ]);
  await kit.site.deps.projections.waitFor(position);
};

type RankRow = { username: string; ac: number; uid: string; avatar: string | null };
type Stats = { dateStrList: string[]; acCountList: number[]; totalCountList: number[] };

describe('home statistics', () => {
  it('ranks by distinct problems first solved this week, ties to the newer account', async () => {
    await judged('alice', 'P1', 'AC');
    await judged('alice', 'P1', 'AC');
    await judged('alice', 'P2', 'AC');
    await judged('bob', 'P1', 'AC');
    await judged('bob', 'P3', 'AC');
    await judged('bob', 'P3', 'WA');
    // Solved long ago: solving it again is no new problem; a hidden problem never counts.
    await judged('carol', 'P2', 'AC', { at: daysAgo(10) });
    await judged('carol', 'P2', 'AC');
    await judged('carol', 'PH', 'AC');
    await judged('carol', 'P3', 'WA');
    // Contest submissions are the contest's business.
    await judged('dave', 'P3', 'AC', { cid: 5 });
    const r = await kit.site.call<RankRow[]>('GET', '/api/get-recent-seven-ac-rank');
    expect(r.body.status).toBe(200);
    expect(r.body.data.map((u) => [u.username, u.ac])).toEqual([
      ['bob', 2],
      ['alice', 2],
    ]);
    expect(r.body.data[0]).toMatchObject({ uid: users.bob!.uid, avatar: null });
  });

  it('counts the last seven days of submissions and accepted ones per day', async () => {
    const r = await kit.site.call<Stats>('GET', '/api/get-last-week-submission-statistics');
    const { dateStrList, acCountList, totalCountList } = r.body.data;
    expect(dateStrList).toHaveLength(7);
    const today = dayStart(new Date());
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(dateStrList[6]).toBe(
      `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    );
    // Nine problem-set submissions today (the one ten days ago is outside the week, dave's
    // is a contest's), seven accepted.
    expect(totalCountList[6]).toBe(9);
    expect(acCountList[6]).toBe(7);
    expect(totalCountList.slice(0, 6).every((n) => n === 0)).toBe(true);
  });

  it('keeps the numbers for 30 minutes; only the super admin may force a refresh', async () => {
    await judged('dave', 'P1', 'AC');
    const total = async (token?: string, force = true) =>
      (
        await kit.site.call<Stats>(
          'GET',
          `/api/get-last-week-submission-statistics?forceRefresh=${force}`,
          { token: token ?? null },
        )
      ).body.data.totalCountList[6];
    expect(await total(undefined, false)).toBe(9);
    expect(await total()).toBe(9);
    expect(await total(users.alice!.token)).toBe(9);
    expect(await total(kit.rootToken)).toBe(10);
  });

  it('charts the problem set only: a contest AC leaves the week chart, a public AC moves it', async () => {
    const today = async () => {
      const r = await kit.site.call<Stats>(
        'GET',
        '/api/get-last-week-submission-statistics?forceRefresh=true',
        { token: kit.rootToken },
      );
      return [r.body.data.acCountList[6], r.body.data.totalCountList[6]];
    };
    const before = await today();
    await judged('bob', 'P2', 'AC', { cid: 7 });
    expect(await today()).toEqual(before);
    await judged('bob', 'P2', 'AC');
    expect(await today()).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it('answers no recent contests until contests exist', async () => {
    for (const path of ['/api/get-recent-contest', '/api/get-recent-other-contest']) {
      const r = await kit.site.call('GET', path);
      expect(r.body).toMatchObject({ status: 200, data: [] });
    }
  });

  it('lists visible site contests running or starting within 14 days, soonest first', async () => {
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    for (const [title, start, end, visible] of [
      ['Running', -0.1, 0.1, true],
      ['Next week', 7, 7.1, true],
      ['Too far', 20, 20.1, true],
      ['Over', -2, -1.9, true],
      ['Hidden', 1, 1.1, false],
    ] as const) {
      const r = await kit.site.call('POST', '/api/admin/contest', {
        body: { title, description: 'd', startTime: at(start), endTime: at(end), visible },
        token: kit.rootToken,
      });
      expect(r.body.status).toBe(200);
    }
    const r = await kit.site.call<{ title: string; status: number }[]>(
      'GET',
      '/api/get-recent-contest',
    );
    expect(r.body.data.map((c) => [c.title, c.status])).toEqual([
      ['Running', 0],
      ['Next week', -1],
    ]);
  });
});
