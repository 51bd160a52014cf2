import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Verdict } from '@oj/events';
import {
  board as renderBoard,
  type AcmCellDto,
  replayAt,
  type ContestSettings,
  type ScoreboardChange,
  type ScoreboardRowDto,
  type ScoredSubmission,
  type UserProfile,
} from '@oj/events/scoring';
import { connectSocket, judgeAgain, judgedSubmission } from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { judgeRunningC } from '../../test-kit/judge-running-c.ts';

/**
 * The scoreboards over the real app: contest submissions through submit-problem-judge, and
 * boards built by the server's fold from judged submissions, checked against tables computed
 * by hand from JUDGING.md. Verdicts are appended as a judge worker appends them, at chosen
 * submit times, so the penalties are exact.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { uid: string; token: string }> = {};
const pids: Record<string, number> = {};
let acm: number;
let start: number;

const minute = 60_000;
const hour = 60 * minute;
const iso = (ms: number) => new Date(ms).toISOString();
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

const judge = (
  name: string,
  cid: number,
  problem: string,
  status: Verdict,
  afterMs: number,
  o: { score?: number; time?: number } = {},
) =>
  judgedSubmission(kit.site, {
    uid: users[name]!.uid,
    username: name,
    pid: pids[problem]!,
    cid,
    status,
    submitTime: iso(start + afterMs),
    ...(o.score !== undefined ? { score: o.score } : {}),
    ...(o.time !== undefined ? { time: o.time } : {}),
  });

const createContest = async (over: Record<string, unknown>) => {
  const r = await call<{ id: number }>('POST', '/api/admin/contest', kit.rootToken, {
    title: 'Board test',
    description: 'd',
    ...over,
  });
  expect(r.body.status, r.body.msg).toBe(200);
  const cid = r.body.data.id;
  for (const [i, p] of ['A', 'B', 'C'].entries())
    expect(
      (
        await call('POST', '/api/admin/contest/add-problem-from-public', kit.rootToken, {
          cid,
          pid: pids[`P${i + 1}`],
          displayId: p,
        })
      ).body.status,
    ).toBe(200);
  return cid;
};

type Page = { records: ScoreboardRowDto[]; total: number; sealed: boolean; rankedCount: number };
const board = async (cid: number, token: string | null, body: Record<string, unknown> = {}) => {
  const r = await call<Page>('POST', '/api/get-contest-rank', token, { cid, ...body });
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data;
};
/** The table as a person reads it: name, rank, solved, penalty minutes, award. */
const table = (page: Page) =>
  byNameInTies(page.records).map((r) => [r.username, r.rank, r.ac, r.totalTime / 60, r.awardName]);
/** Tied rows follow uid order, which is random in a test: read each tie by name. */
const byNameInTies = (rows: ScoreboardRowDto[]) =>
  rows
    .map((r, i) => ({
      r,
      group:
        rows.findIndex((x) => x.rank === r.rank && x.rank !== -1) === -1
          ? i
          : rows.findIndex((x) => x.rank === r.rank),
    }))
    .sort((a, b) => a.group - b.group || a.r.username.localeCompare(b.r.username))
    .map(({ r }) => r);

beforeAll(async () => {
  kit = await startProblemSite();
  for (const name of ['alice', 'bob', 'carol', 'dave', 'eve']) {
    await kit.userWithRole(name, 'user');
    users[name] = await kit.site.login(name);
  }
  for (const id of ['P1', 'P2', 'P3']) {
    await call(
      'POST',
      '/api/admin/problem',
      kit.rootToken,
      problemDto({ problemId: id, title: id }),
    );
    pids[id] = await kit.pidOf(id);
  }
  // The ACM contest: started four hours ago, ends in half an hour, sealed its last hour.
  start = Date.now() - 4 * hour;
  acm = await createContest({
    type: 0,
    auth: 0,
    startTime: iso(start),
    endTime: iso(start + 4.5 * hour),
    sealRank: 1,
    autoRealRank: true,
    starAccount: ['dave'],
    awardType: 1,
    awardConfigList: [
      { priority: 1, name: 'Gold', background: '#ffd700', color: '#000', num: 25 },
      { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#000', num: 25 },
      { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#fff', num: 25 },
    ],
  });
  await judge('carol', acm, 'P1', 'AC', 5 * minute);
  await judge('alice', acm, 'P1', 'WA', 10 * minute);
  await judge('alice', acm, 'P1', 'AC', 20 * minute);
  await judge('alice', acm, 'P2', 'AC', 30 * minute);
  await judge('bob', acm, 'P2', 'WA', 10 * minute);
  await judge('bob', acm, 'P1', 'AC', 20 * minute);
  await judge('bob', acm, 'P2', 'AC', 30 * minute);
  await judge('bob', acm, 'P3', 'CE', 40 * minute);
  await judge('dave', acm, 'P1', 'AC', 1 * minute);
  await judge('dave', acm, 'P2', 'AC', 2 * minute);
  // In the frozen window (from 3.5 h): eve's accepted submission.
  await judge('eve', acm, 'P1', 'AC', 3 * hour + 40 * minute);
});
afterAll(() => kit?.close());

describe('ACM board', () => {
  it('ranks by solved then penalty, ties share a rank, stars take no number', async () => {
    const live = await board(acm, kit.rootToken, { forceRefresh: true });
    expect(live.sealed).toBe(false);
    expect(table(live)).toEqual([
      ['dave', -1, 2, 3, null],
      ['alice', 1, 2, 70, 'Gold'],
      ['bob', 1, 2, 70, 'Gold'],
      ['carol', 3, 1, 5, 'Bronze'],
      ['eve', 4, 1, 220, null],
    ]);
    expect(live.rankedCount).toBe(4);
  });

  it('marks first blood, equal seconds included, and counts penalised tries', async () => {
    const live = await board(acm, kit.rootToken, { forceRefresh: true });
    const row = (name: string) => live.records.find((r) => r.username === name)!;
    const cell = (name: string, p: string) =>
      (
        row(name).submissionInfo as Record<
          string,
          { isAC: boolean; isFirstAC: boolean; ACTime: number; errorNum: number }
        >
      )[p];
    expect(cell('dave', 'A')).toMatchObject({ isAC: true, isFirstAC: true, ACTime: 60 });
    expect(cell('alice', 'A')).toMatchObject({
      isAC: true,
      isFirstAC: false,
      errorNum: 1,
      ACTime: 1200,
    });
    expect(cell('dave', 'B')?.isFirstAC).toBe(true);
    expect(cell('alice', 'B')?.isFirstAC).toBe(false);
    expect(cell('bob', 'B')).toMatchObject({ isAC: true, errorNum: 1, ACTime: 1800 });
    expect(cell('bob', 'C')).toMatchObject({ isAC: false, errorNum: 0 });
  });

  it('shows non-admins only the tries of the frozen window, and admins only with force refresh', async () => {
    const sealed = await board(acm, users.alice!.token);
    expect(sealed.sealed).toBe(true);
    const eve = sealed.records.find((r) => r.username === 'eve')!;
    expect([eve.rank, eve.ac, eve.totalTime]).toEqual([4, 0, 0]);
    expect(
      (eve.submissionInfo as Record<string, { isAC: boolean; tryNum: number }>).A,
    ).toMatchObject({
      isAC: false,
      tryNum: 1,
    });
    // force refresh is an admin switch: a contestant asking for it still gets the sealed board.
    expect((await board(acm, users.alice!.token, { forceRefresh: true })).sealed).toBe(true);
    expect((await board(acm, kit.rootToken)).sealed).toBe(true);
  });

  it('hides stars on removeStar, searches and pins followed users without changing ranks', async () => {
    const page = await board(acm, kit.rootToken, {
      forceRefresh: true,
      removeStar: true,
      concernedList: [users.carol!.uid],
    });
    expect(byNameInTies(page.records).map((r) => [r.username, r.rank, r.concerned])).toEqual([
      ['carol', 3, true],
      ['alice', 1, false],
      ['bob', 1, false],
      ['eve', 4, false],
    ]);
    const found = await board(acm, kit.rootToken, { forceRefresh: true, keyword: 'BO' });
    expect(found.records.map((r) => [r.username, r.rank])).toEqual([['bob', 1]]);
    const second = await board(acm, kit.rootToken, {
      forceRefresh: true,
      limit: 10,
      currentPage: 1,
    });
    expect(second.total).toBe(5);
    const refused = await call('POST', '/api/get-contest-rank', kit.rootToken, {
      cid: acm,
      limit: 7,
    });
    expect([refused.http, refused.body.msg]).toEqual([
      400,
      'The page size must be one of 10, 30, 50, 100, 300',
    ]);
  });

  it('follows a rejudge: an accepted run turned wrong moves the row down', async () => {
    const id = await judge('carol', acm, 'P2', 'AC', 60 * minute);
    expect(table(await board(acm, kit.rootToken, { forceRefresh: true })).slice(1, 4)).toEqual([
      ['carol', 1, 2, 65, 'Gold'],
      ['alice', 2, 2, 70, 'Silver'],
      ['bob', 2, 2, 70, 'Silver'],
    ]);
    const rejudge = await call('GET', `/api/admin/judge/rejudge?submitId=${id}`, kit.rootToken);
    expect(rejudge.body.status, rejudge.body.msg).toBe(200);
    await judgeAgain(kit.site, id, { status: 'WA' });
    await expect
      .poll(async () => table(await board(acm, kit.rootToken, { forceRefresh: true })).slice(1, 4))
      .toEqual([
        ['alice', 1, 2, 70, 'Gold'],
        ['bob', 1, 2, 70, 'Gold'],
        ['carol', 3, 1, 5, 'Bronze'],
      ]);
  });
});

describe('OI board', () => {
  it('sums the recent or the highest score per problem, then the run time of full scores', async () => {
    const over = {
      type: 1,
      auth: 0,
      startTime: iso(start),
      endTime: iso(start + 4.5 * hour),
      sealRank: 2,
      autoRealRank: true,
    };
    const recent = await createContest({ ...over, oiRankScoreType: 'Recent' });
    const highest = await createContest({ ...over, oiRankScoreType: 'Highest' });
    for (const cid of [recent, highest]) {
      await judge('alice', cid, 'P1', 'AC', 10 * minute, { score: 100, time: 30 });
      await judge('alice', cid, 'P2', 'PA', 20 * minute, { score: 60, time: 5 });
      await judge('alice', cid, 'P2', 'PA', 30 * minute, { score: 40, time: 5 });
      await judge('bob', cid, 'P1', 'AC', 15 * minute, { score: 100, time: 20 });
      await judge('bob', cid, 'P2', 'PA', 25 * minute, { score: 50, time: 5 });
      await judge('carol', cid, 'P1', 'AC', 15 * minute, { score: 100, time: 20 });
      await judge('carol', cid, 'P2', 'PA', 25 * minute, { score: 50, time: 5 });
    }
    const rows = async (cid: number) =>
      // Tied rows are ordered by uid, which is random here: read ties by name.
      (await board(cid, kit.rootToken, { forceRefresh: true })).records
        .sort((a, b) => a.rank - b.rank || a.username.localeCompare(b.username))
        .map((r) => [
          r.username,
          r.rank,
          r.totalScore,
          r.totalTime,
          (r.submissionInfo as Record<string, number>).B,
        ]);
    expect(await rows(recent)).toEqual([
      ['bob', 1, 150, 20, 50],
      ['carol', 1, 150, 20, 50],
      ['alice', 3, 140, 30, 40],
    ]);
    expect(await rows(highest)).toEqual([
      ['alice', 1, 160, 30, 60],
      ['bob', 2, 150, 20, 50],
      ['carol', 2, 150, 20, 50],
    ]);
    // Sealed the whole contest: a contestant sees no scores until the end.
    const sealed = await board(recent, users.alice!.token);
    expect(sealed.sealed).toBe(true);
    expect(sealed.records.every((r) => r.totalScore === 0)).toBe(true);
  });
});

describe('live pushes', () => {
  it('pushes the changed row to subscribers, sealed for contestants and live for admins', async () => {
    const contestant = await connectSocket(kit.site.url, users.bob!.token);
    const admin = await connectSocket(kit.site.url, kit.rootToken);
    try {
      const subscribe = (s: typeof contestant) => s.emitWithAck('contest:subscribe', { cid: acm });
      expect(await subscribe(contestant)).toMatchObject({ status: 200, data: { admin: false } });
      expect(await subscribe(admin)).toMatchObject({ status: 200, data: { admin: true } });
      const next = (s: typeof contestant) =>
        new Promise<ScoreboardChange>((resolve) => s.once('scoreboard:changed', resolve));
      const [seen, seenByAdmin] = [next(contestant), next(admin)];
      // carol solves C in the frozen window.
      await judge('carol', acm, 'P3', 'AC', 3 * hour + 50 * minute);
      const [pub, live] = await Promise.all([seen, seenByAdmin]);
      expect(pub).toMatchObject({ cid: acm, view: 'sealed', removed: [] });
      expect(
        pub.rows.map((r) => [
          r.username,
          r.ac,
          (r.submissionInfo as Record<string, { tryNum: number }>).C?.tryNum,
        ]),
      ).toEqual([['carol', 1, 1]]);
      expect(live.view).toBe('live');
      expect(live.rows.map((r) => [r.username, r.rank, r.ac])).toEqual([['carol', 3, 2]]);
      expect(live.previous[users.carol!.uid]?.totals.solved).toBe(1);
    } finally {
      contestant.close();
      admin.close();
    }
  });

  it('tells the public only what its sealed board shows: no frozen verdict, no first blood moved by one, judged or rejudged', async () => {
    const cid = await createContest({
      type: 0,
      auth: 0,
      startTime: iso(start),
      endTime: iso(start + 4.5 * hour),
      sealRank: 1,
    });
    // Before the freeze alice takes first blood on A and bob tries B; frozen, bob solves B.
    const aliceA = await judge('alice', cid, 'P1', 'AC', 10 * minute);
    await judge('bob', cid, 'P2', 'WA', 20 * minute);
    const bobB = await judge('bob', cid, 'P2', 'AC', 3 * hour + 35 * minute);
    const watcher = await connectSocket(kit.site.url, users.eve!.token);
    const admin = await connectSocket(kit.site.url, kit.rootToken);
    try {
      expect(await watcher.emitWithAck('contest:subscribe', { cid })).toMatchObject({
        status: 200,
        data: { admin: false },
      });
      expect(await admin.emitWithAck('contest:subscribe', { cid })).toMatchObject({
        status: 200,
        data: { admin: true },
      });
      const pub: ScoreboardChange[] = [];
      const live: ScoreboardChange[] = [];
      watcher.on('scoreboard:changed', (c) => pub.push(c));
      admin.on('scoreboard:changed', (c) => c.view === 'live' && live.push(c));
      // Frozen: carol solves B after bob and A after alice.
      await judge('carol', cid, 'P2', 'AC', 3 * hour + 40 * minute);
      await judge('carol', cid, 'P1', 'AC', 3 * hour + 45 * minute);
      // bob's frozen solve turns wrong: live, first blood on B passes to carol.
      const again = async (id: number) => {
        const r = await call('GET', `/api/admin/judge/rejudge?submitId=${id}`, kit.rootToken);
        expect(r.body.status, r.body.msg).toBe(200);
        await judgeAgain(kit.site, id, { status: 'WA' });
      };
      await again(bobB);
      // alice's first blood from before the freeze turns wrong: live, it passes to carol.
      await again(aliceA);
      // A last frozen try: once the watcher has it, every earlier public push has arrived.
      await judge('dave', cid, 'P3', 'WA', 3 * hour + 50 * minute);
      const dave = users.dave!.uid;
      await expect.poll(() => pub.some((c) => c.rows.some((r) => r.uid === dave))).toBe(true);

      const carol = users.carol!.uid;
      const cellsOf = (c: ScoreboardChange) => [
        ...c.cells.map((x) => ({ uid: x.uid, pid: x.pid, cell: x.cell })),
        ...c.rows.flatMap((r) =>
          Object.entries(r.submissionInfo as Record<string, AcmCellDto>).map(([pid, cell]) => ({
            uid: r.uid,
            pid,
            cell,
          })),
        ),
      ];
      expect(pub.every((c) => c.view === 'sealed')).toBe(true);
      // No public push flips another user's cell: the one first-blood change the sealed board
      // has (alice losing A) is alice's own row.
      expect(pub.flatMap((c) => c.cells)).toEqual([]);
      // carol appears only for her own two frozen tries, each a pending try without a verdict.
      const aboutCarol = pub.filter((c) => cellsOf(c).some((x) => x.uid === carol));
      expect(aboutCarol.map((c) => c.rows.map((r) => r.uid))).toEqual([[carol], [carol]]);
      expect(aboutCarol.at(-1)!.rows[0]!.submissionInfo).toMatchObject({
        A: { isAC: false, isFirstAC: false, tryNum: 1 },
        B: { isAC: false, isFirstAC: false, tryNum: 1 },
      });
      // bob's rejudge shows as his frozen try leaving and coming back, never as a verdict.
      const bob = users.bob!.uid;
      const bobCells = pub.flatMap((c) => cellsOf(c).filter((x) => x.uid === bob && x.pid === 'B'));
      expect(bobCells.map((x) => [x.cell.isAC, x.cell.tryNum])).toEqual([
        [false, 0],
        [false, 1],
      ]);
      expect(pub.flatMap(cellsOf).filter((x) => x.cell.isFirstAC)).toEqual([]);

      // The admins' live view gets the real changes: carol takes first blood on B, then on A.
      const firstBloods = live.flatMap((c) =>
        cellsOf(c)
          .filter((x) => x.uid === carol && x.cell.isFirstAC)
          .map((x) => x.pid),
      );
      expect(firstBloods).toEqual(['B', 'A']);
    } finally {
      watcher.close();
      admin.close();
    }
  });

  it('sends an admin one push per verdict while the public board is live too', async () => {
    const now = Date.now();
    const open = await createContest({
      type: 0,
      auth: 0,
      startTime: iso(now - hour),
      endTime: iso(now + 4 * hour),
      sealRank: 1,
    });
    const admin = await connectSocket(kit.site.url, kit.rootToken);
    try {
      expect(await admin.emitWithAck('contest:subscribe', { cid: open })).toMatchObject({
        status: 200,
        data: { admin: true },
      });
      const got: ScoreboardChange[] = [];
      admin.on('scoreboard:changed', (c) => got.push(c));
      await judgedSubmission(kit.site, {
        uid: users.alice!.uid,
        username: 'alice',
        pid: pids.P1!,
        cid: open,
        status: 'AC',
        submitTime: iso(now - 30 * minute),
      });
      await expect.poll(() => got.length).toBe(1);
      await new Promise((r) => setTimeout(r, 300));
      expect(got.map((c) => [c.view, c.rows.map((r) => r.username)])).toEqual([
        ['live', ['alice']],
      ]);
    } finally {
      admin.close();
    }
  });

  it('refuses to subscribe to a private contest without registration', async () => {
    const cid = await createContest({
      type: 0,
      auth: 1,
      pwd: 'pw',
      startTime: iso(start),
      endTime: iso(start + 4.5 * hour),
    });
    const s = await connectSocket(kit.site.url, users.eve!.token);
    try {
      expect(await s.emitWithAck('contest:subscribe', { cid })).toMatchObject({ status: 403 });
      // An open outside scoreboard may be watched by anyone, even a visitor.
      const open = await createContest({
        type: 0,
        auth: 1,
        pwd: 'pw',
        openRank: true,
        startTime: iso(start),
        endTime: iso(start + 4.5 * hour),
      });
      const visitor = await connectSocket(kit.site.url, null);
      try {
        expect(await visitor.emitWithAck('contest:subscribe', { cid: open })).toMatchObject({
          status: 200,
          data: { admin: false },
        });
      } finally {
        visitor.close();
      }
      expect(
        await s.emitWithAck('contest:subscribe', { cid: 'x' as unknown as number }),
      ).toMatchObject({ status: 400 });
    } finally {
      s.close();
    }
  });
});

describe('replay', () => {
  it('folds the history up to minute m into the board of a contest that only had those minutes', async () => {
    const refused = await call(
      'GET',
      `/api/get-contest-board-history?cid=${acm}`,
      users.alice!.token,
    );
    expect([refused.http, refused.body.msg]).toEqual([
      403,
      'Sorry, you do not have permission for this contest',
    ]);
    const history = await call<{
      settings: ContestSettings;
      submissions: ScoredSubmission[];
      users: Record<string, UserProfile>;
    }>('GET', `/api/get-contest-board-history?cid=${acm}`, kit.rootToken);
    expect(history.body.status).toBe(200);
    const { settings, submissions } = history.body.data;
    const m = 25;
    const replayed = renderBoard(replayAt(settings, submissions, start + m * minute), {
      admin: true,
      now: start + m * minute,
      removeStar: false,
      concernedUids: [],
      keyword: '',
      users: new Map(Object.entries(history.body.data.users)),
    });
    // The same contest, played only up to minute m.
    const short = await createContest({
      type: 0,
      auth: 0,
      startTime: iso(start),
      endTime: iso(start + 4.5 * hour),
      sealRank: 1,
      starAccount: ['dave'],
    });
    const byUid = new Map(Object.values(users).map((u, i) => [u.uid, Object.keys(users)[i]!]));
    const problemOf = { A: 'P1', B: 'P2', C: 'P3' } as const;
    for (const s of submissions.filter((x) => x.submitTime < start + m * minute))
      await judge(
        byUid.get(s.uid)!,
        short,
        problemOf[s.pid as 'A'],
        s.status as Verdict,
        s.submitTime - start,
      );
    const played = await board(short, kit.rootToken, { forceRefresh: true });
    const line = (rows: { username: string; rank: number; solved?: number; ac?: number }[]) =>
      rows
        .map((r) => [r.username, r.rank, r.solved ?? r.ac])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(line(replayed.rows)).toEqual(line(played.records));
    expect(played.records.length).toBeGreaterThan(2);
  });
});

describe('contest submissions', () => {
  it('submits inside a running contest and refuses outside its rules', async () => {
    await judgeRunningC(kit.site, 'board-test');
    const submit = (token: string, cid: number, pid: number) =>
      call<{ submitId: number }>('POST', '/api/submit-problem-judge', token, {
        pid,
        cid,
        language: 'C',
        code: 'int main(){return 0;}',
      });
    const now = Date.now();
    const scheduled = await createContest({
      type: 0,
      auth: 0,
      startTime: iso(now + hour),
      endTime: iso(now + 2 * hour),
    });
    const ended = await createContest({
      type: 0,
      auth: 0,
      startTime: iso(now - 2 * hour),
      endTime: iso(now - hour),
    });
    const privateOne = await createContest({
      type: 0,
      auth: 1,
      pwd: 'pw',
      startTime: iso(now - hour),
      endTime: iso(now + hour),
    });
    const token = users.eve!.token;
    const answers = async (cid: number, pid = pids.P1!) => {
      const r = await submit(token, cid, pid);
      return [r.http, r.body.msg];
    };
    expect(await answers(scheduled)).toEqual([403, 'The contest has not started yet']);
    expect(await answers(ended)).toEqual([403, 'Contest has ended']);
    expect(await answers(privateOne)).toEqual([
      403,
      'Sorry, you do not have permission for this contest',
    ]);
    expect(await answers(999_999)).toEqual([404, 'The contest does not exist']);
    const outside = await call(
      'POST',
      '/api/admin/problem',
      kit.rootToken,
      problemDto({ problemId: 'P9', title: 'Not in it' }),
    );
    expect(outside.body.status).toBe(200);
    expect(await answers(acm, await kit.pidOf('P9'))).toEqual([404, 'The problem does not exist']);
    // The root may submit to a scheduled contest (an admin tries the problems).
    expect((await submit(kit.rootToken, scheduled, pids.P1!)).body.status).toBe(200);
    const ok = await submit(token, acm, pids.P2!);
    expect(ok.body.status, ok.body.msg).toBe(200);
    const [row] = await kit.site.db.sql<{ cid: number }[]>`
      SELECT cid FROM read.submissions WHERE submit_id = ${ok.body.data.submitId}`;
    expect(Number(row?.cid)).toBe(acm);
    const [queued] = await kit.site.db.sql<{ priority: number }[]>`
      SELECT priority FROM read.judge_queue WHERE submit_id = ${ok.body.data.submitId}`;
    expect(queued?.priority).toBe(0);
  });
});
