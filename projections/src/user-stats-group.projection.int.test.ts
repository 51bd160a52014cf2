import { describe, expect, it } from 'vitest';
import { problemFields, type EventStore, type ProblemSnapshot } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { userStatsProjection } from './user-stats.projection.ts';
import type { AnyProjection } from './define-projection.ts';

/**
 * A group's own problem stays out of the site's numbers (ranks, solved counts) until the super
 * admin makes it public (apply progress 2), and leaves them again when that is undone; what
 * was solved inside the group never counts for the site (HOJ's judge.gid).
 */
const projections = [userStatsProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;
useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const at = '2026-11-20T10:00:00.000Z';
const problem = (type: 'ProblemCreated' | 'ProblemEdited', over: Partial<ProblemSnapshot>) => ({
  type,
  data: {
    pid: 7,
    by: 'root',
    at,
    ...problemFields({ problemId: 'class1001', title: 'Group A + B', languages: ['C'] }),
    gid: 3,
    caseVersion: 1,
    testCases: [],
    ...over,
  },
});
/** A submission of m's on the problem, made in group `gid` (null: on the site), accepted. */
const solved = (submitId: number, gid: number | null) => [
  {
    type: 'SubmissionCreated',
    data: {
      submitId,
      kind: 'submission',
      pid: 7,
      displayPid: 'class1001',
      uid: 'm',
      username: 'm',
      language: 'C',
      code: 'x',
      length: 1,
      cid: 0,
      gid,
      ip: '',
      submitTime: at,
      priority: 1,
    },
  },
  {
    type: 'SubmissionJudged',
    data: {
      submitId,
      attempt: 1,
      status: 'AC',
      score: null,
      oiRankScore: null,
      time: 1,
      memory: 1,
      errorMessage: '',
      judger: 'w',
      at,
    },
  },
];
const stats = async () =>
  (
    await db.sql<{ uid: string; ac: number }[]>`SELECT uid, ac FROM read.user_stats ORDER BY uid`
  ).map((r) => [r.uid, r.ac]);
const run = () => runToHead(db.sql, store, projections);

describe('user stats of group problems', () => {
  it('counts a group problem only while it is public', async () => {
    await store.append('user-m', [
      {
        type: 'UserRegistered',
        data: {
          uid: 'm',
          username: 'm',
          email: 'm@example.com',
          passwordHash: 'h',
          role: 'user',
          roleId: 1002,
          registeredAt: at,
        },
      },
    ]);
    await store.append('problem-7', [problem('ProblemCreated', { applyPublicProgress: null })]);
    await store.append('submission-1', solved(1, 3));
    await run();
    expect(await stats()).toEqual([['m', 0]]);
    await store.append('problem-7', [problem('ProblemEdited', { applyPublicProgress: 1 })]);
    await run();
    expect(await stats()).toEqual([['m', 0]]);
    await store.append('problem-7', [problem('ProblemEdited', { applyPublicProgress: 2 })]);
    await run();
    // Public now, but solved inside the group: still not the site's.
    expect(await stats()).toEqual([['m', 0]]);
    await store.append('submission-2', solved(2, null));
    await run();
    expect(await stats()).toEqual([['m', 1]]);
    await store.append('problem-7', [problem('ProblemEdited', { applyPublicProgress: null })]);
    await run();
    expect(await stats()).toEqual([['m', 0]]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    await store.append('problem-7', [problem('ProblemEdited', { applyPublicProgress: 2 })]);
    await run();
    const dump = () =>
      Promise.all([
        dumpTable(db.sql, 'read.user_stats', 'uid'),
        dumpTable(db.sql, 'read.user_stat_problems', 'pid'),
      ]);
    const before = await dump();
    expect(before[0]).toHaveLength(1);
    await prepareProjections(db.sql, projections, ['user_stats']);
    await run();
    expect(await dump()).toEqual(before);
  });
});
