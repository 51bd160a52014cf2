import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttp } from '../app.ts';
import { buildDeps } from '../bootstrap.ts';
import {
  hoursFromNow,
  judgedSubmission,
  startRunningContest,
  type startProblemSite,
} from '../../test-kit/index.ts';
import { insertCheck, serverStopped } from './plagiarism/checks-table.ts';
import { disguised, original, unrelated } from './plagiarism/fixtures.ts';
import { generatedSources } from './plagiarism/generated.ts';
import { plagiarismJobsOf } from './plagiarism/jobs.ts';

/**
 * Plagiarism checks shared by two server processes over one database, as behind the proxy:
 * a check started on one is followed, read, paired and cancelled through the other; two starts
 * racing on both give one check; a check whose server died reads as failed.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
let other: { url: string; close: () => Promise<void> };
let cid: number;
let pidA: number;
let pidB: number;
const ids: Record<string, number> = {};
/** Accepted codes of problem B: a check of them lasts about a second. */
const RACERS = 200;

interface Summary {
  jobId: string;
  state: string;
  error: string | null;
  cancelling: boolean;
  progress: { files: number; filesTotal: number; pairs: number; pairsTotal: number };
}
type Api<T> = { status: number; msg: string; data: T };

const at = hoursFromNow;
/** Calls the plagiarism API of the first server (`kit`) or the second (`other`). */
const call = async <T>(server: 'one' | 'two', method: string, path: string, body?: unknown) => {
  const base = server === 'one' ? kit.site.url : other.url;
  const res = await fetch(`${base}/api/contest/plagiarism/${path}`, {
    method,
    headers: { Authorization: kit.rootToken, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as Api<T>;
};
const status = (server: 'one' | 'two', jobId: string) =>
  call<Summary>(server, 'GET', `status?jobId=${jobId}`);
const settled = async (server: 'one' | 'two', jobId: string) => {
  await expect
    .poll(async () => (await status(server, jobId)).data.state, { timeout: 60_000 })
    .not.toBe('running');
  return (await status(server, jobId)).data;
};

beforeAll(async () => {
  let pids: number[];
  ({ kit, cid, pids } = await startRunningContest(['PA', 'PB']));
  [pidA, pidB] = pids as [number, number];
  const codes: [string, string][] = [
    ['alice', original],
    ['bob', unrelated[0]!],
    ['carol', disguised],
    ['dave', unrelated[1]!],
  ];
  for (const [username, code] of codes) {
    await kit.userWithRole(username, 'user');
    const { uid } = await kit.site.login(username);
    ids[username] = await judgedSubmission(kit.site, {
      ...{ uid, username, pid: pidA, cid, language: 'C++', submitTime: at(-1) },
      ...{ code, status: 'AC' },
    });
  }
  // Problem B: enough accepted codes that a check of it runs for a while.
  const many = generatedSources(RACERS);
  for (let i = 0; i < many.length; i += 25)
    await Promise.all(
      many.slice(i, i + 25).map((s) =>
        judgedSubmission(kit.site, {
          ...{ uid: s.uid, username: s.username, pid: pidB, cid, language: 'C++' },
          ...{ submitTime: at(-1), code: s.code, status: 'AC' },
        }),
      ),
    );
  // A second server process: its own pool, app and check registry, the same database.
  const deps = await buildDeps({ databaseUrl: kit.site.db.url });
  const http = await startHttp(deps, { port: 0, host: '127.0.0.1', databaseUrl: kit.site.db.url });
  other = {
    url: `http://127.0.0.1:${http.port}`,
    close: async () => {
      await http.close();
      await deps.close();
    },
  };
});
afterAll(async () => {
  await other.close();
  await kit.close();
});

describe('plagiarism checks across server processes', () => {
  it('serves the results and pairs of a check from the other server', async () => {
    const started = await call<Summary>('one', 'POST', 'start', { cid, pid: pidA });
    expect(started.status, started.msg).toBe(200);
    const { jobId } = started.data;
    expect((await settled('two', jobId)).state).toBe('done');
    const [here, there] = [
      await call('one', 'GET', `result?jobId=${jobId}`),
      await call('two', 'GET', `result?jobId=${jobId}`),
    ];
    expect(there).toEqual(here);
    const pairs = (there.data as { results: { pairs: { similarity: number }[] }[] }).results;
    expect(pairs[0]!.pairs[0]!.similarity).toBeGreaterThan(0.9);
    // The second server never held this check: it rebuilds the index from the stored codes.
    const path = `pair?jobId=${jobId}&left=${ids.alice}&right=${ids.carol}`;
    const [held, rebuilt] = [await call('one', 'GET', path), await call('two', 'GET', path)];
    expect(held.status, held.msg).toBe(200);
    expect(rebuilt).toEqual(held);
    const fragments = (rebuilt.data as { fragments: unknown[] }).fragments;
    expect(fragments.length).toBeGreaterThan(0);
    const plain = `pair?jobId=${jobId}&left=${ids.bob}&right=${ids.dave}`;
    expect(await call('two', 'GET', plain)).toEqual(await call('one', 'GET', plain));
    const stranger = await call('two', 'GET', `pair?jobId=${jobId}&left=${ids.alice}&right=9999`);
    expect(stranger.status).toBe(404);
    const listed = await call<Summary[]>('two', 'GET', `jobs?cid=${cid}`);
    expect(listed.data.map((j) => [j.jobId, j.state])).toEqual([[jobId, 'done']]);
  });

  it('cancels a running check from the other server', async () => {
    const job = await plagiarismJobsOf(kit.site.deps).start(cid, pidB, 'root', [
      { pid: pidB, displayId: 'B', sources: generatedSources(800, 7) },
    ]);
    expect((await status('two', job.id)).data.state).toBe('running');
    const refused = await call('two', 'POST', 'start', { cid, pid: pidB });
    expect(refused).toMatchObject({
      status: 409,
      msg: 'A plagiarism check of this problem is already running',
    });
    const cancelled = await call<Summary>('two', 'POST', 'cancel', { jobId: job.id });
    expect(cancelled.data).toMatchObject({ state: 'running', cancelling: true });
    const end = await settled('two', job.id);
    expect(end.state).toBe('cancelled');
    // The job itself stopped in the first server, long before its end.
    expect(job.state).toBe('cancelled');
    expect(end.progress.pairs).toBeLessThan(end.progress.pairsTotal);
  });

  it('starts one check when two servers are asked at once', async () => {
    const b = { cid, pid: pidB };
    const rounds: ['one' | 'two', object][][] = [
      [
        ['one', b],
        ['two', b],
        ['one', b],
        ['two', b],
      ],
      [
        ['one', { cid }],
        ['two', b],
        ['two', { cid }],
        ['one', b],
      ],
    ];
    for (const round of rounds) {
      const answers = await Promise.all(
        round.map(([server, body]) => call<Summary>(server, 'POST', 'start', body)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      expect((await settled('one', winner.data.jobId)).state).toBe('done');
    }
  });

  it('reads a check whose server stopped as failed, and lets it be started again', async () => {
    // A running row with no process behind it: what a server killed mid-check leaves.
    const id = randomUUID();
    const progress = { files: 1, filesTotal: 4, pairs: 0, pairsTotal: 6 };
    const problems = [{ pid: pidA, displayId: 'A', files: 4, submitIds: Object.values(ids) }];
    const row = { id, cid, pid: pidA, startedBy: 'root', progress, problems };
    expect(await insertCheck(kit.site.db.sql, { ...row, startedAt: new Date() })).toBe(true);
    expect((await status('two', id)).data).toMatchObject({ state: 'running', error: null });
    expect((await call('one', 'POST', 'start', { cid, pid: pidA })).status).toBe(409);
    await kit.site.db.sql`
      UPDATE app.plagiarism_checks SET heartbeat_at = now() - interval '31 seconds'
      WHERE id = ${id}`;
    for (const server of ['one', 'two'] as const)
      expect((await status(server, id)).data).toMatchObject({
        state: 'failed',
        error: serverStopped,
        cancelling: false,
      });
    expect(serverStopped).toBe('The server running this check stopped; start it again');
    const again = await call<Summary>('two', 'POST', 'start', { cid, pid: pidA });
    expect(again.status, again.msg).toBe(200);
    expect((await settled('one', again.data.jobId)).state).toBe('done');
    expect((await status('one', id)).status).toBe(404);
  });
});
