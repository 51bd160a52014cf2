import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestVirtualStream, type Verdict } from '@oj/events';
import type { ScoreboardRowDto } from '@oj/events/scoring';
import { contestWithProblems, judgeAgain, judgedSubmission } from '../../test-kit/index.ts';
import { judgeRunningC } from '../../test-kit/judge-running-c.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { contestEnded } from './contest-submit.ts';
import { virtualMessages } from './contest-virtual.decider.ts';
import { noVirtualRun } from './scoreboard/virtual-board.ts';

/**
 * Virtual participation over the real app: a finished contest replayed for one user, the others
 * at the same elapsed minute with their verdicts as they arrived, and the user's own run kept
 * off the real board. Past submissions and a past virtual start are appended at chosen times.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { uid: string; token: string }> = {};
const pids: Record<string, number> = {};
let ended: number;
let running: number;
let start: number;
let bobsWrong: number;

const minute = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const as = (name: string) => users[name]!.token;

const judge = (name: string, problem: string, status: Verdict, minutes: number) =>
  judgedSubmission(kit.site, {
    uid: users[name]!.uid,
    username: name,
    pid: pids[problem]!,
    cid: ended,
    status,
    submitTime: iso(start + minutes * minute),
  });

const contest = (from: number, to: number) =>
  contestWithProblems(
    kit.site,
    kit.rootToken,
    { title: 'Virtual', startTime: iso(from), endTime: iso(to), sealRank: 0, autoRealRank: true },
    [pids.P1!, pids.P2!],
  );

type VirtualPage = {
  records: ScoreboardRowDto[];
  elapsed: number;
  duration: number;
  nextChangeIn: number | null;
  sealed: boolean;
};
const virtualBoard = async (name: string) => {
  const r = await call<VirtualPage>('POST', '/api/get-contest-virtual-board', as(name), {
    cid: String(ended),
    currentPage: 1,
    limit: 50,
    keyword: null,
  });
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data;
};
const rows = (p: { records: ScoreboardRowDto[] }) =>
  p.records.map((r) => [r.username, r.rank, r.ac, r.totalTime / 60]);

beforeAll(async () => {
  kit = await startProblemSite();
  for (const name of ['alice', 'bob', 'vic', 'walt']) {
    await kit.userWithRole(name, 'user');
    users[name] = await kit.site.login(name);
  }
  for (const id of ['P1', 'P2']) {
    await call(
      'POST',
      '/api/admin/problem',
      kit.rootToken,
      problemDto({ problemId: id, title: id }),
    );
    pids[id] = await kit.pidOf(id);
  }
  // Two hours long, over an hour ago; its seal was the last 30 minutes.
  start = Date.now() - 3 * 60 * minute;
  ended = await contest(start, start + 120 * minute);
  running = await contest(Date.now() - minute, Date.now() + 60 * minute);
  await judge('alice', 'P1', 'AC', 10);
  bobsWrong = await judge('bob', 'P1', 'WA', 20);
  await judge('bob', 'P1', 'AC', 50);
  await judge('bob', 'P2', 'AC', 100);
}, 300_000);

afterAll(() => kit?.close());

describe('virtual participation', () => {
  it('refuses a running contest, a real participant, a second start and strangers', async () => {
    const start = (name: string | null, cid: number) =>
      call('POST', '/api/start-contest-virtual', name && as(name), { cid: String(cid) });
    expect((await start('vic', running)).body).toMatchObject({
      status: 400,
      msg: virtualMessages.notEnded,
    });
    expect((await start('alice', ended)).body).toMatchObject({ msg: virtualMessages.tookPart });
    expect((await start(null, ended)).body.status).toBe(401);
    const first = await call<{ running: boolean }>(
      'POST',
      '/api/start-contest-virtual',
      as('vic'),
      {
        cid: ended,
      },
    );
    expect(first.body.status, first.body.msg).toBe(200);
    expect(first.body.data.running).toBe(true);
    expect((await start('vic', ended)).body).toMatchObject({ msg: virtualMessages.again });
    const none = await call('POST', '/api/get-contest-virtual-board', as('walt'), { cid: ended });
    expect(none.body).toMatchObject({ status: 403, msg: noVirtualRun });
  });

  it('shows the others as they stood at the same elapsed minute, and when they move next', async () => {
    // vic started a moment ago: nobody had solved anything yet.
    const fresh = await virtualBoard('vic');
    expect(rows(fresh)).toEqual([]);
    // walt started 30 minutes ago: alice's AC at 10 and bob's WA at 20 are in, bob's AC at 50 not yet.
    await kit.site.deps.store.append(contestVirtualStream(ended, users.walt!.uid), [
      {
        type: 'ContestVirtualStarted',
        data: { cid: ended, uid: users.walt!.uid, at: iso(Date.now() - 30 * minute) },
      },
    ]);
    await kit.site.deps.projections.waitFor(await kit.site.deps.store.headPosition());
    const b = await virtualBoard('walt');
    expect(b.elapsed).toBeGreaterThanOrEqual(30 * 60);
    expect(b.duration).toBe(120 * 60);
    expect(rows(b)).toEqual([
      ['alice', 1, 1, 10],
      ['bob', 2, 0, 0],
    ]);
    // bob's AC lands at minute 50 of the contest: about 20 minutes from now on walt's clock.
    expect(b.nextChangeIn).toBeGreaterThan(19 * minute);
    expect(b.nextChangeIn).toBeLessThanOrEqual(20 * minute + 1);
  });

  it('takes the virtual run’s submissions onto its own board, never onto the real one', async () => {
    await judgeRunningC(kit.site);
    const after = await call('POST', '/api/submit-problem-judge', as('alice'), {
      pid: 'B',
      cid: String(ended),
      language: 'C',
      code: 'int main(){return 0;}',
    });
    expect(after.body).toMatchObject({ status: 403, msg: contestEnded });
    const r = await call<{ submitId: number }>('POST', '/api/submit-problem-judge', as('walt'), {
      pid: 'A',
      cid: String(ended),
      language: 'C',
      code: 'int main(){return 0;}',
    });
    expect(r.body.status, r.body.msg).toBe(200);
    await judgeAgain(kit.site, r.body.data.submitId, { status: 'AC' });
    const b = await virtualBoard('walt');
    // walt solved A about 30 minutes into his run: second, behind alice's 10 minutes.
    expect(b.records.map((x) => [x.username, x.rank, x.ac])).toEqual([
      ['alice', 1, 1],
      ['walt', 2, 1],
      ['bob', 3, 0],
    ]);
    const walt = b.records.find((x) => x.username === 'walt')!;
    expect(Math.round(walt.totalTime / 60)).toBe(30);
    const real = await call<{ records: ScoreboardRowDto[] }>(
      'POST',
      '/api/get-contest-rank',
      kit.rootToken,
      { cid: ended, forceRefresh: true },
    );
    expect(real.body.data.records.map((x) => x.username)).toEqual(['bob', 'alice']);
  });
});

describe('the appeal view', () => {
  type Appeal = {
    board: { records: ScoreboardRowDto[] };
    submissions: { submitId: number; displayId: string; status: number }[];
    announcements: { title: string }[];
  };
  const appeal = async (token: string, atTime: number) =>
    (
      await call<Appeal>(
        'GET',
        `/api/get-contest-appeal-view?cid=${ended}&uid=${users.bob!.uid}&atTime=${atTime}`,
        token,
      )
    ).body;

  it('shows what bob saw at minute 30: his WA as it was, before a later rejudge made it AC', async () => {
    await call('POST', '/api/admin/contest/announcement', kit.rootToken, {
      cid: ended,
      announcement: { title: 'Posted after the contest', content: 'c' },
    });
    const r = await call('GET', `/api/admin/judge/rejudge?submitId=${bobsWrong}`, kit.rootToken);
    expect(r.body.status, r.body.msg).toBe(200);
    await judgeAgain(kit.site, bobsWrong, { status: 'AC' });

    const then = await appeal(kit.rootToken, 30 * 60);
    expect(then.status, then.msg).toBe(200);
    expect(then.data.submissions.map((s) => [s.displayId, s.status])).toEqual([['A', -1]]);
    expect(rows(then.data.board)[0]).toEqual(['bob', 2, 0, 0]);
    expect(then.data.announcements).toEqual([]);
    // Four hours in (after the rejudge and the announcement): what he sees now.
    const later = await appeal(kit.rootToken, 4 * 3600);
    expect(later.data.submissions.map((s) => [s.displayId, s.status])).toEqual([
      ['B', 0],
      ['A', 0],
      ['A', 0],
    ]);
    expect(later.data.announcements.map((a) => a.title)).toEqual(['Posted after the contest']);
  });

  it('is for contest admins only', async () => {
    expect((await appeal(as('bob'), 60)).status).toBe(403);
    expect((await appeal(kit.rootToken, -1)).status).toBe(400);
  });
});
