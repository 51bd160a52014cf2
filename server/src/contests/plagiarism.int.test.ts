import type { LanguageName } from '@oj/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hoursFromNow,
  judgedSubmission,
  startRunningContest,
  type startProblemSite,
} from '../../test-kit/index.ts';
import { disguised, original, unrelated } from './plagiarism/fixtures.ts';
import { generatedSources } from './plagiarism/generated.ts';
import { plagiarismJobsOf } from './plagiarism/jobs.ts';

/**
 * Plagiarism checks over the real app: a contest whose accepted codes hold a renamed copy, a
 * check of hundreds of generated codes the server keeps answering through, cancel, and who may.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
let cid: number;
let pidA: number;
let pidB: number;
let outsiderToken: string;
let siteAdminToken: string;
const ids: Record<string, number> = {};

interface Summary {
  jobId: string;
  state: string;
  cancelling: boolean;
  progress: { files: number; filesTotal: number; pairs: number; pairsTotal: number };
}
interface Side {
  submitId: number;
  username: string;
}
interface Result extends Summary {
  results: {
    pid: number;
    displayId: string;
    files: number;
    pairs: { left: Side; right: Side; similarity: number; longest: number; overlap: number }[];
  }[];
}

const at = hoursFromNow;
const call = <T>(method: string, path: string, body?: unknown, token = kit.rootToken) =>
  kit.site.call<T>(method, `/api/contest/plagiarism/${path}`, {
    token,
    ...(body ? { body } : {}),
  });
const status = (jobId: string, token = kit.rootToken) =>
  call<Summary>('GET', `status?jobId=${jobId}`, undefined, token);
const settled = async (jobId: string) => {
  await expect
    .poll(async () => (await status(jobId)).body.data.state, { timeout: 60_000 })
    .not.toBe('running');
  return (await status(jobId)).body.data;
};

beforeAll(async () => {
  let pids: number[];
  ({ kit, cid, pids } = await startRunningContest(['PA', 'PB']));
  [pidA, pidB] = pids as [number, number];
  outsiderToken = await kit.userWithRole('outsider', 'user');
  siteAdminToken = await kit.userWithRole('siteadmin', 'admin');
  const codes: [string, string, LanguageName][] = [
    ['alice', original, 'C++'],
    ['bob', unrelated[0]!, 'C++'],
    ['carol', disguised, 'C++'],
    ['dave', unrelated[1]!, 'C++'],
    ['erin', unrelated[2]!, 'Python3'],
  ];
  for (const [username, code, language] of codes) {
    await kit.userWithRole(username, 'user');
    const { uid } = await kit.site.login(username);
    const base = { uid, username, pid: pidA, cid, language, submitTime: at(-1) };
    // An earlier accepted and a later wrong answer: only the latest accepted code counts.
    await judgedSubmission(kit.site, {
      ...base,
      code: original,
      status: 'AC',
      submitTime: at(-1.5),
    });
    ids[username] = await judgedSubmission(kit.site, { ...base, code, status: 'AC' });
    await judgedSubmission(kit.site, {
      ...base,
      code: original,
      status: 'WA',
      submitTime: at(-0.5),
    });
  }
});
afterAll(() => kit.close());

describe('contest plagiarism check', () => {
  let jobId: string;

  it('ranks the renamed copy first among the accepted codes of a problem', async () => {
    const started = await call<Summary>('POST', 'start', { cid, pid: pidA });
    expect(started.body.status, started.body.msg).toBe(200);
    jobId = started.body.data.jobId;
    expect((await settled(jobId)).state).toBe('done');
    const result = await call<Result>('GET', `result?jobId=${jobId}`);
    const [problem] = result.body.data.results;
    expect(problem).toMatchObject({ pid: pidA, displayId: 'A', files: 5 });
    const [top, next] = problem!.pairs;
    expect([top!.left.username, top!.right.username].sort()).toEqual(['alice', 'carol']);
    expect([top!.left.submitId, top!.right.submitId].sort()).toEqual([ids.alice, ids.carol].sort());
    expect(top!.similarity).toBeGreaterThan(0.9);
    expect(next?.similarity ?? 0).toBeLessThan(0.35);
  });

  it('shows a pair side by side with its fragments as line ranges', async () => {
    const pair = await call<{
      left: { code: string; username: string };
      right: { code: string };
      fragments: { left: { from: number; to: number }; right: { from: number; to: number } }[];
    }>('GET', `pair?jobId=${jobId}&left=${ids.alice}&right=${ids.carol}`);
    expect(pair.body.status, pair.body.msg).toBe(200);
    expect(pair.body.data.left).toMatchObject({ code: original, username: 'alice' });
    expect(pair.body.data.right.code).toBe(disguised);
    expect(pair.body.data.fragments[0]!.left.to).toBeGreaterThan(
      pair.body.data.fragments[0]!.left.from + 10,
    );
    const stranger = await call('GET', `pair?jobId=${jobId}&left=${ids.alice}&right=999999`);
    expect(stranger.body.status).toBe(404);
  });

  it('keeps answering while hundreds of codes are checked in the background', async () => {
    // Progress is written about once a second: enough codes for a few seconds of work.
    const job = await plagiarismJobsOf(kit.site.deps).start(cid, pidB, 'root', [
      { pid: pidB, displayId: 'B', sources: generatedSources(400) },
    ]);
    const seen: Summary[] = [];
    await expect
      .poll(
        async () => {
          const s = (await status(job.id)).body.data;
          seen.push(s);
          return s.state;
        },
        { timeout: 60_000, interval: 20 },
      )
      .toBe('done');
    const midway = seen.filter(
      (s) => s.state === 'running' && (s.progress.files > 0 || s.progress.pairs > 0),
    );
    expect(midway.length).toBeGreaterThan(0);
    expect(seen.at(-1)!.progress).toMatchObject({ files: 400, pairs: (400 * 399) / 2 });
    expect(seen.at(-1)!.progress.pairsTotal).toBe((400 * 399) / 2);
  });

  it('refuses a second check of a running problem, and cancels', async () => {
    // The check is held until the cancel is asked, so it is surely still running then.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const job = await plagiarismJobsOf(kit.site.deps).start(
      cid,
      pidB,
      'root',
      [{ pid: pidB, displayId: 'B', sources: generatedSources(30, 7) }],
      held,
    );
    const again = await call('POST', 'start', { cid, pid: pidB });
    expect(again.body).toMatchObject({
      status: 409,
      msg: 'A plagiarism check of this problem is already running',
    });
    const whole = await call('POST', 'start', { cid });
    expect(whole.body.status).toBe(409);
    const cancelled = await call<Summary>('POST', 'cancel', { jobId: job.id });
    expect(cancelled.body.data).toMatchObject({ state: 'running', cancelling: true });
    release();
    expect((await settled(job.id)).state).toBe('cancelled');
    const result = await call('GET', `result?jobId=${job.id}`);
    expect(result.body).toMatchObject({
      status: 400,
      msg: 'The plagiarism check has not finished',
    });
    const listed = await call<Summary[]>('GET', `jobs?cid=${cid}`);
    expect(listed.body.data.map((j) => j.state)).toEqual(['cancelled', 'done']);
  });

  it('answers only contest admins, and clear errors for bad input', async () => {
    for (const token of [outsiderToken, siteAdminToken]) {
      expect((await call('POST', 'start', { cid, pid: pidA }, token)).body.status).toBe(403);
      expect((await status(jobId, token)).body.status).toBe(403);
      expect((await call('POST', 'cancel', { jobId }, token)).body.status).toBe(403);
      expect((await call('GET', `result?jobId=${jobId}`, undefined, token)).body.status).toBe(403);
      expect((await call('GET', `jobs?cid=${cid}`, undefined, token)).body.status).toBe(403);
    }
    expect((await call('POST', 'start', { cid, pid: pidA }, '')).body.status).toBe(401);
    expect((await call('POST', 'start', {})).body).toMatchObject({
      status: 400,
      msg: 'cid is required',
    });
    expect((await call('POST', 'start', { cid, pid: 987654 })).body).toMatchObject({
      status: 400,
      msg: 'The problem is not in this contest',
    });
    expect((await call('POST', 'start', { cid: 987654 })).body.status).toBe(404);
    expect((await status('nope')).body).toMatchObject({
      status: 400,
      msg: 'jobId is not a check id',
    });
    expect((await status('00000000-0000-4000-8000-000000000000')).body.status).toBe(404);
  });
});
