import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Verdict } from '@oj/events';
import type { AcmCellDto, ScoreboardRowDto, VerdictLogEntry } from '@oj/events/scoring';
import {
  contestWithProblems,
  judgeAgain,
  pendingSubmission,
  rejudgeAt as rejudgeAtTime,
} from '../../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../../test-kit/problem-kit.ts';

/**
 * Time travel over the real app: a contest whose events happened at chosen minutes (appended as
 * the submit route and a judge worker append them, with those times), read back through
 * get-contest-rank with `atTime` in both views.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { uid: string; token: string }> = {};
const pids: Record<string, number> = {};
let cid: number;
let start: number;
let aliceA: number;

const minute = 60_000;
const iso = (m: number) => new Date(start + m * minute).toISOString();
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

/** A contest submission made at minute `m`, still waiting for its verdict. */
const submitAt = (name: string, problem: string, m: number) =>
  pendingSubmission(kit.site, {
    uid: users[name]!.uid,
    username: name,
    pid: pids[problem]!,
    displayPid: problem,
    cid,
    submitTime: iso(m),
  });
const judgeAt = (submitId: number, status: Verdict, m: number) =>
  judgeAgain(kit.site, submitId, { status, at: iso(m) });
const rejudgeAt = (submitId: number, m: number) => rejudgeAtTime(kit.site, submitId, iso(m));

type Page = {
  records: ScoreboardRowDto[];
  sealed: boolean;
  judging?: Record<string, Record<string, number>>;
};
const rank = async (token: string | null, body: Record<string, unknown>) => {
  const r = await call<Page>('POST', '/api/get-contest-rank', token, { cid, ...body });
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data;
};
/** A row's cell as the board reads it. */
const cell = (page: Page, name: string, problem: string) => {
  const row = page.records.find((r) => r.username === name);
  const c = (row?.submissionInfo as Record<string, AcmCellDto> | undefined)?.[problem];
  return c && { ac: c.isAC, wrong: c.errorNum, hidden: c.tryNum };
};
const atMinute = (m: number, view: 'public' | 'admin' = 'admin') =>
  rank(kit.rootToken, { atTime: m * 60, view });

beforeAll(async () => {
  kit = await startProblemSite();
  for (const name of ['alice', 'bob']) {
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
  // Started four hours ago, ends in half an hour; frozen its last hour (from minute 210).
  start = Date.now() - 240 * minute;
  cid = await contestWithProblems(
    kit.site,
    kit.rootToken,
    { title: 'History', startTime: iso(0), endTime: iso(270), sealRank: 1, autoRealRank: true },
    [pids.P1!, pids.P2!],
  );
  await judgeAt(await submitAt('alice', 'P2', 5), 'AC', 5);
  aliceA = await submitAt('alice', 'P1', 10);
  await judgeAt(aliceA, 'WA', 12);
  await rejudgeAt(aliceA, 60);
  await judgeAt(aliceA, 'AC', 62);
  await judgeAt(await submitAt('bob', 'P1', 220), 'AC', 221);
});
afterAll(() => kit?.close());

describe('the board at an earlier time', () => {
  it('shows a verdict before a later rejudge, the pending run, then the new verdict', async () => {
    expect(cell(await atMinute(30), 'alice', 'A')).toEqual({ ac: false, wrong: 1, hidden: 0 });
    const rejudging = await atMinute(61);
    expect(cell(rejudging, 'alice', 'A')).toBeUndefined();
    expect(cell(rejudging, 'alice', 'B')).toEqual({ ac: true, wrong: 0, hidden: 0 });
    expect(rejudging.judging).toEqual({ [users.alice!.uid]: { A: 1 } });
    expect(cell(await atMinute(70), 'alice', 'A')).toEqual({ ac: true, wrong: 0, hidden: 0 });
    // Null is now: the live board, final verdicts.
    expect(cell(await rank(kit.rootToken, { atTime: null }), 'alice', 'A')?.ac).toBe(true);
  });

  it('shows a run pending between its submission and its verdict', async () => {
    const page = await atMinute(11);
    expect(page.records.map((r) => r.username)).toEqual(['alice']);
    expect(cell(page, 'alice', 'A')).toBeUndefined();
    expect(page.judging).toEqual({ [users.alice!.uid]: { A: 1 } });
    expect(cell(await atMinute(12.5), 'alice', 'A')).toEqual({ ac: false, wrong: 1, hidden: 0 });
  });

  it('shows the public the board as it was then: open before the seal, frozen in it', async () => {
    const before = await atMinute(200, 'public');
    expect(before.sealed).toBe(false);
    expect(before.records.map((r) => r.username)).toEqual(['alice']);
    // Ten minutes into the seal (from 210): bob's run counts as a hidden try; alice's stay.
    const frozen = await rank(kit.rootToken, { atTime: String(230 * 60), view: 'public' });
    expect(frozen.sealed).toBe(true);
    expect(cell(frozen, 'bob', 'A')).toEqual({ ac: false, wrong: 0, hidden: 1 });
    expect(cell(frozen, 'alice', 'A')).toEqual({ ac: true, wrong: 0, hidden: 0 });
    expect(frozen.judging).toEqual({});
    const admin = await atMinute(230);
    expect(admin.sealed).toBe(false);
    expect(cell(admin, 'bob', 'A')).toEqual({ ac: true, wrong: 0, hidden: 0 });
  });

  it('refuses anyone but a contest admin, and a time that is not a number', async () => {
    const refused = await call('POST', '/api/get-contest-rank', users.bob!.token, {
      cid,
      atTime: 1800,
    });
    expect(refused.body.status).toBe(403);
    expect(refused.body.msg).toBe('Only contest admins can see the board at an earlier time');
    const now = await call('POST', '/api/get-contest-rank', users.bob!.token, {
      cid,
      atTime: null,
    });
    expect(now.body.status).toBe(200);
    const bad = await call('POST', '/api/get-contest-rank', kit.rootToken, { cid, atTime: 'soon' });
    expect(bad.body.status).toBe(400);
    expect(bad.body.msg).toContain('atTime must be a number of seconds from the contest start');
  });

  it('lists the verdict log in the board history, with display ids', async () => {
    const r = await call<{ log: VerdictLogEntry[] }>(
      'GET',
      `/api/get-contest-board-history?cid=${cid}`,
      kit.rootToken,
    );
    expect(r.body.status, r.body.msg).toBe(200);
    const mine = r.body.data.log.filter((e) => e.submitId === aliceA);
    expect(mine.map((e) => [e.pid, e.status, (e.at - start) / minute])).toEqual([
      ['A', 'PENDING', 10],
      ['A', 'WA', 12],
      ['A', 'PENDING', 60],
      ['A', 'AC', 62],
    ]);
  });
});
