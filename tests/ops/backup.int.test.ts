import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { verifyChain } from '@oj/events';
import { createTestDatabase } from '@oj/events/testing';
import {
  contestWithProblems,
  judgedSubmission,
  startTestSite,
  type TestSite,
} from '@oj/server/testing';
import { problemDto, startProblemSite } from '../../server/test-kit/problem-kit.ts';

/**
 * `npm run backup` and `npm run restore` as an operator runs them: a site with users, a
 * problem and its test data, a contest with a judged run; backed up; restored into a new
 * database and an empty data folder; a new site on it answers the API as the first did.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-backup-test-'));
const archive = path.join(work, 'site.tar.gz');
const restoredDir = path.join(work, 'restored');
let site2: TestSite | undefined;
afterAll(async () => {
  await site2?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const cli = (args: string[], env: Record<string, string>) =>
  spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/backup.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
/** Every file under `dir` with a digest of its bytes. */
const filesOf = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const p = path.join(e.parentPath, e.name);
      const digest = crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex');
      return `${path.relative(dir, p)} ${digest}`;
    })
    .sort();

/** What a visitor and the super admin read: the same before the backup and after the restore. */
const answers = async (site: TestSite, cid: number) => {
  const root = await site.login('root', 'root-password');
  const get = async (p: string, token: string | null = null) =>
    (await site.call('GET', p, { token })).body;
  return {
    problems: await get('/api/get-problem-list?currentPage=1&limit=10'),
    problem: await get('/api/get-problem-detail?problemId=BK1'),
    rank: (
      await site.call('POST', '/api/get-contest-rank', { body: { cid, currentPage: 1, limit: 50 } })
    ).body,
    submissions: await get('/api/get-submission-list?currentPage=1&limit=10', root.token),
    user: await get('/api/get-user-home-info?username=alice'),
  };
};

it('backs up a site and restores it into an empty store and data folder', async () => {
  const kit = await startProblemSite();
  let before: Awaited<ReturnType<typeof answers>>;
  let files: string[];
  let cid: number;
  let head: string | undefined;
  try {
    await kit.userWithRole('alice', 'user');
    const alice = await kit.site.login('alice');
    await kit.site.call('POST', '/api/admin/problem', {
      token: kit.rootToken,
      body: problemDto({ problemId: 'BK1', title: 'Backed up' }),
    });
    const pid = await kit.pidOf('BK1');
    const now = Date.now();
    cid = await contestWithProblems(
      kit.site,
      kit.rootToken,
      {
        title: 'Kept',
        startTime: new Date(now - 3_600_000).toISOString(),
        endTime: new Date(now + 3_600_000).toISOString(),
      },
      [pid],
    );
    await judgedSubmission(kit.site, {
      uid: alice.uid,
      username: 'alice',
      pid,
      displayPid: 'A',
      cid,
      status: 'AC',
    });
    files = filesOf(kit.dataDir);
    expect(files.some((f) => f.startsWith('testdata/'))).toBe(true);
    before = await answers(kit.site, cid);

    const backup = cli([archive], { DATABASE_URL: kit.site.db.url, DATA_DIR: kit.dataDir });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Wrote .*site\.tar\.gz: \d+ events, \d+ files\./);
    head = (await verifyChain(kit.site.db.sql)).head?.hash;
  } finally {
    await kit.close();
  }

  // A damaged archive, or a store that is not empty, is refused and changes nothing.
  const db = await createTestDatabase();
  const damaged = path.join(work, 'damaged.tar.gz');
  const bytes = fs.readFileSync(archive);
  bytes[bytes.length >> 1]! ^= 0xff;
  fs.writeFileSync(damaged, bytes);
  fs.copyFileSync(`${archive}.sha256`, `${damaged}.sha256`);
  fs.mkdirSync(restoredDir);
  const refused = cli(['--restore', damaged], { DATABASE_URL: db.url, DATA_DIR: restoredDir });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('Refused: The archive does not match its checksum');
  expect(fs.readdirSync(restoredDir)).toEqual([]);

  const restored = cli(['--restore', archive], { DATABASE_URL: db.url, DATA_DIR: restoredDir });
  expect(restored.status, restored.stderr).toBe(0);
  expect(restored.stdout).toMatch(/Restored \d+ events and \d+ files/);
  expect(filesOf(restoredDir)).toEqual(files);
  expect((await verifyChain(db.sql)).head?.hash).toBe(head);
  const again = cli(['--restore', archive], { DATABASE_URL: db.url, DATA_DIR: restoredDir });
  expect(again.stderr).toContain('Refused: The event store is not empty');

  // The read models are rebuilt from the events: the same answers as before the backup.
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = restoredDir;
  try {
    site2 = await startTestSite({ db });
    await site2.deps.projections.waitFor(await site2.deps.store.headPosition());
    expect(await answers(site2, cid)).toEqual(before);
  } finally {
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
  }
});
