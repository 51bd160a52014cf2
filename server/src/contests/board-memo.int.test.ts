import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgedSubmission } from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { liveBoardsOf } from './scoreboard/live-boards-of.ts';
import { PAGE_MEMO_ROWS } from './scoreboard/page-memo.ts';

/**
 * The board's page memo over the real app: anonymous visitors of an open outside scoreboard
 * send hundreds of distinct queries, and the memo keeps only what many viewers repeat.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
let cid: number;
const USERS = 12;

const hour = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

beforeAll(async () => {
  kit = await startProblemSite();
  const created = await kit.site.call<{ id: number }>('POST', '/api/admin/contest', {
    token: kit.rootToken,
    body: {
      title: 'Memo',
      description: 'd',
      type: 0,
      auth: 0,
      openRank: true,
      startTime: at(-1),
      endTime: at(2),
    },
  });
  expect(created.body.status, created.body.msg).toBe(200);
  cid = created.body.data.id;
  const pids: number[] = [];
  for (const displayId of ['A', 'B', 'C']) {
    const added = await kit.site.call('POST', '/api/admin/problem', {
      token: kit.rootToken,
      body: problemDto({ problemId: `M${displayId}`, title: displayId }),
    });
    expect(added.body.status, added.body.msg).toBe(200);
    const pid = await kit.pidOf(`M${displayId}`);
    pids.push(pid);
    await kit.site.call('POST', '/api/admin/contest/add-problem-from-public', {
      token: kit.rootToken,
      body: { cid, pid, displayId },
    });
  }
  for (let i = 0; i < USERS; i++) {
    const username = `member${i}`;
    await kit.userWithRole(username, 'user');
    const { uid } = await kit.site.login(username);
    for (const [p, pid] of pids.entries())
      await judgedSubmission(kit.site, {
        uid,
        username,
        pid,
        cid,
        status: (i + p) % 2 === 0 ? 'AC' : 'WA',
        submitTime: at(-0.5),
      });
  }
});
afterAll(() => kit.close());

const board = (body: Record<string, unknown>) =>
  kit.site.call<{ records: unknown[]; total: number }>(
    'POST',
    '/api/get-contest-outside-scoreboard',
    { token: null, body: { cid, ...body } },
  );

describe('board page memo', () => {
  it('stays under its cap after 500 distinct anonymous queries, keeping plain pages only', async () => {
    const first = await board({ limit: 10 });
    expect(first.body.data.total).toBe(USERS);
    const memo = () => liveBoardsOf(kit.site.deps).memoSize(cid);
    expect(await memo()).toEqual({ pages: 1, rows: 10 });

    // With the first, 500 distinct queries: 299 follow lists of people who are not there
    // (every row), 100 searches and 100 pages past the end, none of them plain.
    const queries: Record<string, unknown>[] = [
      ...Array.from({ length: 299 }, (_v, i) => ({ concernedList: [`ghost${i}`], limit: 50 })),
      ...Array.from({ length: 100 }, (_v, i) => ({ keyword: `member${i}`, limit: 300 })),
      ...Array.from({ length: 100 }, (_v, i) => ({ currentPage: i + 3, limit: 10 })),
    ];
    for (let i = 0; i < queries.length; i += 25)
      for (const r of await Promise.all(queries.slice(i, i + 25).map(board)))
        expect(r.body.status, r.body.msg).toBe(200);
    const after = await memo();
    expect(after!.rows).toBeLessThanOrEqual(PAGE_MEMO_ROWS);
    expect(after).toEqual({ pages: 1, rows: 10 });

    // Every plain page there is, in every size and both star settings, is kept.
    for (const limit of [10, 30, 50, 100, 300])
      for (const removeStar of [false, true])
        for (let currentPage = 1; currentPage <= Math.ceil(USERS / limit); currentPage++)
          expect((await board({ limit, removeStar, currentPage })).body.status).toBe(200);
    expect(await memo()).toEqual({ pages: 12, rows: 2 * 5 * USERS });
  });
});
