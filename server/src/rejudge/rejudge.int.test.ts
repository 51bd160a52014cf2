import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand, rejudgeDecider, rejudgeStream, type Verdict } from '@oj/events';
import { board as render, foldVerdicts, type ScoreboardChange } from '@oj/events/scoring';
import { connectSocket, contestWithProblems, judgedSubmission } from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { boardHistory, liveBoardsOf } from '../contests/index.ts';
import { findContestRow } from '../contests/contest.queries.ts';
import type { PreviewView } from './rejudge-view.ts';

/**
 * Rejudge with a preview over the real app: the test plays the judge workers (it appends the
 * preview results as a worker does), so every verdict is chosen and the boards are exact.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { uid: string; token: string }> = {};
let cid: number;
let pid: number;
const ids: Record<string, number> = {};
const start = Date.now() - 60 * 60_000;

const call = <T = PreviewView>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) => kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
type Row = { username: string; rank: number; ac: number; totalTime: number };
const rank = async () =>
  (
    await call<{ records: Row[] }>('POST', '/api/get-contest-rank', kit.rootToken, {
      cid,
      forceRefresh: true,
    })
  ).body.data.records.map((r) => [r.username, r.rank, r.ac, r.totalTime]);
/** Plays a judge worker recording one preview result. */
const judgeInto = (previewId: string, submitId: number, status: Verdict) =>
  handleCommand(kit.site.deps.store, rejudgeStream(previewId), rejudgeDecider, {
    type: 'RecordPreviewResult',
    data: { previewId, submitId, status, score: null, time: 3, memory: 7, judger: 't', at: '' },
  }).then((r) => kit.site.deps.projections.waitFor(r.appended?.position ?? 0));
const preview = (token: string, body: unknown) =>
  call('POST', '/api/admin/contest/rejudge-preview', token, body);

beforeAll(async () => {
  kit = await startProblemSite();
  for (const name of ['alice', 'bob', 'carol']) {
    await kit.userWithRole(name, 'user');
    users[name] = await kit.site.login(name);
  }
  await call('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'RJ1' }));
  pid = await kit.pidOf('RJ1');
  cid = await contestWithProblems(
    kit.site,
    kit.rootToken,
    {
      title: 'Rejudge',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 5 * 60 * 60_000).toISOString(),
      sealRank: null,
      awardType: 2,
      awardConfigList: [
        { priority: 1, name: 'Gold', background: '#ffd700', color: '#000', num: 1 },
      ],
    },
    [pid],
  );
  const judge = (name: string, status: Verdict, minute: number) =>
    judgedSubmission(kit.site, {
      uid: users[name]!.uid,
      username: name,
      pid,
      cid,
      status,
      time: 3,
      submitTime: new Date(start + minute * 60_000).toISOString(),
    });
  ids.carol = await judge('carol', 'WA', 5);
  ids.alice = await judge('alice', 'AC', 10);
  ids.bob = await judge('bob', 'AC', 20);
});
afterAll(() => kit?.close());

describe('rejudge preview', () => {
  it('refuses others than contest admins, for every verb', async () => {
    const bob = users.bob!.token;
    const made = await preview(bob, { cid: String(cid), pid: String(pid) });
    expect([made.http, made.body.msg]).toEqual([
      403,
      'You are not an admin of this contest, so you cannot rejudge its submissions',
    ]);
    const one = await preview(kit.rootToken, { submitId: String(ids.carol), cid: null });
    expect(one.body.status, one.body.msg).toBe(200);
    const q = `previewId=${one.body.data.previewId}`;
    expect((await call('GET', `/api/admin/contest/rejudge-preview?${q}`, bob)).http).toBe(403);
    const body = { previewId: one.body.data.previewId };
    expect((await call('POST', '/api/admin/contest/rejudge-apply', bob, body)).http).toBe(403);
    expect((await call('POST', '/api/admin/contest/rejudge-undo', null, body)).http).toBe(401);
    const bad = await preview(kit.rootToken, { cid: 'x' });
    expect([bad.http, bad.body.msg]).toEqual([400, 'Give a submitId, or a cid and a pid']);
  });

  it('judges into the preview, shows the diff, applies once, pushes once and undoes exactly', async () => {
    const before = await rank();
    expect(before).toEqual([
      ['alice', 1, 1, 600],
      ['bob', 2, 1, 1200],
      ['carol', 3, 0, 0],
    ]);
    const made = await preview(kit.rootToken, { cid: String(cid), pid: String(pid) });
    expect(made.body).toMatchObject({
      status: 200,
      data: { phase: 'judging', judged: 0, total: 3 },
    });
    const id = made.body.data.previewId;
    const apply = () =>
      call('POST', '/api/admin/contest/rejudge-apply', kit.rootToken, { previewId: id });
    const early = await apply();
    expect([early.http, early.body.msg]).toEqual([
      400,
      'Only 0 of 3 submissions are judged: apply once every result is in',
    ]);
    await judgeInto(id, ids.carol!, 'AC');
    await judgeInto(id, ids.alice!, 'WA');
    await judgeInto(id, ids.bob!, 'AC');
    // Judged into the preview only: the board and the submissions are as they were.
    expect(await rank()).toEqual(before);
    const view = (
      await call('GET', `/api/admin/contest/rejudge-preview?previewId=${id}`, kit.rootToken)
    ).body.data;
    expect(view).toMatchObject({ phase: 'ready', judged: 3, total: 3 });
    expect(
      view.verdicts.map((v) => [v.username, v.before.status, v.after?.status, v.changed]),
    ).toEqual([
      ['carol', -1, 0, true],
      ['alice', 0, -1, true],
      ['bob', 0, 0, false],
    ]);
    expect(
      view.rows.map((r) => [
        r.username,
        r.before?.rank,
        r.after?.rank,
        r.before?.award,
        r.after?.award,
      ]),
    ).toEqual(
      [
        ['carol', 3, 1, null, 'Gold'],
        ['bob', 2, 2, null, null],
        ['alice', 1, 3, 'Gold', null],
      ].filter((r) => r[0] !== 'bob'),
    );
    expect(view.firstBlood).toEqual([{ displayId: 'A', before: ['alice'], after: ['carol'] }]);

    const watcher = await connectSocket(kit.site.url, users.bob!.token);
    try {
      expect(await watcher.emitWithAck('contest:subscribe', { cid })).toMatchObject({
        status: 200,
      });
      const pushes: ScoreboardChange[] = [];
      watcher.on('scoreboard:changed', (c) => pushes.push(c));
      const applied = await apply();
      expect([applied.body.status, applied.body.msg]).toEqual([200, 'The rejudge is applied']);
      expect(applied.body.data.phase).toBe('applied');
      // The board a watcher caches moves on the projection's notice, just after the answer.
      await expect.poll(rank).toEqual([
        ['carol', 1, 1, 300],
        ['bob', 2, 1, 1200],
        ['alice', 3, 0, 0],
      ]);
      await expect.poll(() => pushes.length).toBe(1);
      expect(pushes[0]!.rows.map((r) => r.username).sort()).toEqual(['alice', 'carol']);
      await expectLiveBoardFresh();
      const again = await apply();
      expect([again.http, again.body.msg]).toEqual([400, 'This preview is already applied']);

      const undo = () =>
        call('POST', '/api/admin/contest/rejudge-undo', kit.rootToken, { previewId: id });
      expect((await undo()).body).toMatchObject({ status: 200, data: { phase: 'undone' } });
      await expect.poll(rank).toEqual(before);
      await expect.poll(() => pushes.length).toBe(2);
      await expectLiveBoardFresh();
      const twice = await undo();
      expect([twice.http, twice.body.msg]).toEqual([400, 'This preview is already undone']);
    } finally {
      watcher.close();
    }
  });

  it('refuses a stale preview: a submission judged by hand after it was made', async () => {
    const made = await preview(kit.rootToken, { cid, pid });
    const id = made.body.data.previewId;
    for (const name of ['carol', 'alice', 'bob']) await judgeInto(id, ids[name]!, 'AC');
    const manual = await call(
      'GET',
      `/api/admin/judge/manual-judge?submitId=${ids.bob}&status=-1`,
      kit.rootToken,
    );
    expect(manual.body.status, manual.body.msg).toBe(200);
    const stale = await call('POST', '/api/admin/contest/rejudge-apply', kit.rootToken, {
      previewId: id,
    });
    expect(stale.http).toBe(400);
    expect(stale.body.msg).toBe(
      `Submission ${ids.bob} changed since the preview was made (rejudged or judged by hand): make a new preview`,
    );
  });

  it('refuses to apply a preview past its expiry, and closes it', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const past = new Date(Date.now() - 60_000).toISOString();
    const made = await handleCommand(kit.site.deps.store, rejudgeStream(id), rejudgeDecider, {
      type: 'RequestPreview',
      data: {
        previewId: id,
        cid,
        submitIds: [ids.carol!],
        base: [
          { submitId: ids.carol!, revision: 0, status: 'WA', score: null, time: 3, memory: 1 },
        ],
        by: users.alice!.uid,
        at: past,
        expiresAt: past,
      },
    });
    await kit.site.deps.projections.waitFor(made.appended!.position);
    await judgeInto(id, ids.carol!, 'AC');
    const late = await call('POST', '/api/admin/contest/rejudge-apply', kit.rootToken, {
      previewId: id,
    });
    expect([late.http, late.body.msg]).toEqual([
      400,
      `This rejudge preview expired at ${past}: make a new preview`,
    ]);
    const view = await call(
      'GET',
      `/api/admin/contest/rejudge-preview?previewId=${id}`,
      kit.rootToken,
    );
    expect(view.body.data.phase).toBe('expired');
  });
});

/** No stale board: the server's live board equals a fresh fold of the read model. */
const expectLiveBoardFresh = async () => {
  const contest = (await findContestRow(kit.site.db.sql, cid))!;
  const { settings, submissions } = await boardHistory(kit.site.db.sql, contest);
  const v = {
    admin: true,
    now: Date.now(),
    removeStar: false,
    concernedUids: [],
    keyword: '',
    users: new Map(),
  };
  const live = await liveBoardsOf(kit.site.deps).state(cid);
  expect(render(live, v)).toEqual(render(foldVerdicts(settings, submissions), v));
};
