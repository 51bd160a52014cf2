import { describe, expect, it } from 'vitest';
import {
  problemFields,
  type EventStore,
  type NewEvent,
  type ProblemSnapshot,
  type Verdict,
} from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { userStatsProjection } from './user-stats.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [userStatsProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const at = '2026-11-20T10:00:00.000Z';
const problem = (pid: number, over: Partial<ProblemSnapshot>) => ({
  type: 'ProblemCreated',
  data: {
    pid,
    by: 'root',
    at,
    ...problemFields({
      problemId: `P${pid}`,
      title: `Problem ${pid}`,
      codeShare: true,
      isUploadCase: true,
      languages: ['C'],
    }),
    caseVersion: 1,
    testCases: [],
    ...over,
  },
});
const registered = (uid: string) => ({
  type: 'UserRegistered',
  data: {
    uid,
    username: uid,
    email: `${uid}@example.com`,
    passwordHash: 'h',
    role: 'user',
    roleId: 1002,
    registeredAt: at,
  },
});
const created = (submitId: number, uid: string, pid: number, submitTime: string, cid = 0) => ({
  type: 'SubmissionCreated',
  data: {
    submitId,
    kind: 'submission',
    pid,
    displayPid: `P${pid}`,
    uid,
    username: uid,
    language: 'C',
    code: 'x',
    length: 1,
    cid,
    gid: null,
    ip: '',
    submitTime,
    priority: 1,
  },
});
const judged = (submitId: number, status: Verdict, score: number | null = null) => ({
  type: 'SubmissionJudged',
  data: {
    submitId,
    attempt: 1,
    status,
    score,
    oiRankScore: score === null ? null : Math.round(0.1 * score + (2 * 2 * score) / 100),
    time: 1,
    memory: 1,
    errorMessage: '',
    judger: 'w',
    at,
  },
});
const submit = (submitId: number, ...events: NewEvent[]) =>
  store.append(`submission-${submitId}`, events);

const stats = async () =>
  (
    await db.sql<{ uid: string; total: number; ac: number; score: number }[]>`
      SELECT uid, total, ac, score FROM read.user_stats ORDER BY uid`
  ).map((r) => [r.uid, r.total, r.ac, r.score]);
const solved = async (uid: string) =>
  (
    await db.sql<{ pid: number }[]>`
      SELECT pid FROM read.user_problem_results WHERE uid = ${uid} AND solved_at IS NOT NULL ORDER BY pid`
  ).map((r) => Number(r.pid));
const run = () => runToHead(db.sql, store, projections);

describe('user stats projection', () => {
  it('counts submissions, solved public problems, OI score and days', async () => {
    await store.append('user-a', [registered('a')]);
    await store.append('user-b', [registered('b')]);
    await store.append('user-c', [registered('c')]);
    await store.append('problem-1', [problem(1, {})]);
    await store.append('problem-2', [problem(2, { type: 1, difficulty: 2 })]);
    await store.append('problem-3', [problem(3, { auth: 2 })]);
    await submit(1, created(1, 'a', 1, '2026-11-20T09:00:00.000Z'), judged(1, 'WA'));
    await submit(2, created(2, 'a', 1, '2026-11-20T23:59:00.000Z'), judged(2, 'AC'));
    await submit(3, created(3, 'a', 1, '2026-11-21T00:01:00.000Z'), judged(3, 'AC'));
    await submit(4, created(4, 'a', 2, '2026-11-21T01:00:00.000Z'), judged(4, 'PA', 40));
    await submit(5, created(5, 'a', 2, '2026-11-21T02:00:00.000Z'), judged(5, 'PA', 70));
    await submit(6, created(6, 'a', 3, '2026-11-21T03:00:00.000Z'), judged(6, 'AC'));
    await submit(7, created(7, 'b', 1, '2026-11-21T03:00:00.000Z'), judged(7, 'AC'));
    // A contest submission counts nowhere here.
    await submit(8, created(8, 'b', 2, '2026-11-21T04:00:00.000Z', 5), judged(8, 'AC', 100));
    // Nor one made in a group: the group's rank counts it, the site's numbers never.
    const inGroup = created(20, 'b', 2, '2026-11-21T05:00:00.000Z');
    await submit(20, { ...inGroup, data: { ...inGroup.data, gid: 7 } }, judged(20, 'AC', 100));
    await run();
    // a: P1 and hidden P3 solved, only P1 counts; best OI rank score of P2 is round(7 + 2.8).
    expect(await stats()).toEqual([
      ['a', 6, 1, 10],
      ['b', 1, 1, 0],
      ['c', 0, 0, 0],
    ]);
    expect(await solved('a')).toEqual([1, 3]);
    const days = await db.sql<{ day: string; n: number }[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, n FROM read.user_submission_days WHERE uid = 'a' ORDER BY day`;
    expect(days.map((d) => [d.day, d.n])).toEqual([
      ['2026-11-20', 2],
      ['2026-11-21', 4],
    ]);
  });

  it('follows rejudges and manual judgements, down to unsolved', async () => {
    // b's only AC is rejudged: unsolved while pending, then Wrong Answer.
    await submit(7, { type: 'RejudgeRequested', data: { submitId: 7, by: 'root', at } });
    await run();
    expect(await solved('b')).toEqual([]);
    await submit(7, { ...judged(7, 'WA'), data: { ...judged(7, 'WA').data, attempt: 2 } });
    await run();
    expect((await stats())[1]).toEqual(['b', 1, 0, 0]);

    // a's P1 has two ACs: one turned to WA by hand keeps it solved, both unsolve it.
    const manual = (submitId: number, status: Verdict, score: number | null) => ({
      type: 'SubmissionManuallyJudged',
      data: { submitId, status, score, by: 'root', at },
    });
    await submit(2, manual(2, 'WA', null));
    await run();
    expect(await solved('a')).toEqual([1, 3]);
    await submit(3, manual(3, 'WA', null));
    await run();
    expect(await solved('a')).toEqual([3]);
    // A manual score on the OI problem: round(0.1 x 100 + 2 x 2 x 100 / 100) = 14.
    await submit(4, manual(4, 'AC', 100));
    await run();
    expect((await stats())[0]).toEqual(['a', 6, 1, 14]);
    await submit(4, { type: 'SubmissionCancelled', data: { submitId: 4, by: 'root', at } });
    await run();
    expect((await stats())[0]).toEqual(['a', 6, 0, 10]);
  });

  it('takes a problem out of the numbers when it is hidden, and back when public', async () => {
    const edit = (auth: number) => ({
      ...problem(1, {}),
      type: 'ProblemEdited',
      data: { ...problem(1, { auth }).data },
    });
    await submit(9, created(9, 'c', 1, '2026-11-22T00:00:00.000Z'), judged(9, 'AC'));
    await run();
    expect((await stats())[2]).toEqual(['c', 1, 1, 0]);
    await store.append('problem-1', [edit(2)]);
    await run();
    expect((await stats())[2]).toEqual(['c', 1, 0, 0]);
    await store.append('problem-1', [edit(1)]);
    await run();
    expect((await stats())[2]).toEqual(['c', 1, 1, 0]);
  });

  it('counts a run of new submissions applied as one merged statement', async () => {
    for (const id of [10, 11, 12]) await submit(id, created(id, 'c', 2, '2026-11-22T05:00:00Z'));
    await run();
    expect((await stats())[2]).toEqual(['c', 4, 1, 0]);
    const [day] = await db.sql<{ n: number }[]>`
      SELECT n FROM read.user_submission_days WHERE uid = 'c' AND day = '2026-11-22'`;
    expect(day!.n).toBe(4);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const tables = [
      ['read.user_stats', 'uid'],
      ['read.user_problem_results', 'uid, pid'],
      ['read.user_submission_days', 'uid, day'],
      ['read.user_stat_marks', 'submit_id'],
    ] as const;
    const dump = () => Promise.all(tables.map(([t, o]) => dumpTable(db.sql, t, o)));
    const before = await dump();
    await prepareProjections(db.sql, projections, ['user_stats']);
    expect(await dumpTable(db.sql, 'read.user_stats', 'uid')).toEqual([]);
    await run();
    expect(await dump()).toEqual(before);
  });
});
