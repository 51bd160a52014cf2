import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDto } from '@oj/server/testing';
import { startTestJudge } from '@oj/judge/testing';
import { aplusb, startJudgingSite, type JudgingSite } from '../judging/kit.ts';

/**
 * A full disk under DATA_DIR, for real: a small tmpfs mounted as the site's data folder (and
 * as the judge's run folder) and filled up. Uploads answer a clear 507 envelope and leave no
 * file, no temporary file and no event behind; the problem keeps its old data and is still
 * judged right; the judge answers a System Error instead of a wrong verdict; once space is
 * freed the same uploads work.
 */
const diskFull = "The server's disk is full: the file was not saved";
const judgeDiskFull =
  "System Error: the judge's disk is full. An administrator can rejudge once space is freed.";

/** Mounting needs root (CAP_SYS_ADMIN): the reason to skip when it cannot be done here. */
const cannotMount = (() => {
  if (process.getuid?.() !== 0) return 'not root, so no tmpfs can be mounted';
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-disk-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe]);
    return null;
  } catch (error) {
    return `mount -t tmpfs failed: ${String(error).split('\n')[0]}`;
  } finally {
    fs.rmdirSync(probe);
  }
})();
if (cannotMount) console.warn(`[disk-full] skipped: ${cannotMount}`);

const mounts: string[] = [];
/** Folders made for the mounts, removed once everything is unmounted. */
const folders: string[] = [];
const mountTmpfs = (dir: string, size: string) => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir]);
  mounts.push(dir);
};

/** Fills the folder's disk to the last byte, then frees `slack` bytes; answers how to undo it. */
const fill = (dir: string, slack = 0) => {
  const filler = path.join(dir, 'filler');
  const fd = fs.openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 7);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
  if (slack > 0) fs.truncateSync(filler, Math.max(0, fs.statSync(filler).size - slack));
  return () => fs.rmSync(filler, { force: true });
};

/** Every file under `dir` (the filler aside), relative: a half file or a temp file shows here. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name !== 'filler')
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
        .sort()
    : [];

/** Random bytes as a picture: PNG cannot compress them, so the stored copy stays big. */
const noisePicture = (side: number) =>
  sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => (Math.random() * 256) | 0)), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png()
    .toBuffer();

/** A test input that deflate cannot shrink much: random digits. */
const noiseText = (bytes: number) =>
  Array.from({ length: bytes }, () => String((Math.random() * 10) | 0)).join('');

let s: JudgingSite;
let data: string;

beforeAll(async () => {
  if (cannotMount) return;
  data = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-disk-full-'));
  folders.push(data);
  mountTmpfs(data, '8m');
  s = await startJudgingSite({ workers: 1, dataDir: data });
  await s.site.call('PUT', '/api/admin/switch/update', {
    body: { defaultSubmitInterval: 0 },
    token: s.rootToken,
  });
});

afterAll(async () => {
  await s?.close();
  for (const dir of mounts.reverse()) execFileSync('umount', [dir]);
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const post = async (
  token: string,
  route: string,
  field: string,
  bytes: Uint8Array,
  name: string,
) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${s.site.url}${route}`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  return {
    http: res.status,
    body: (await res.json()) as { status: number; msg: string; data: unknown },
  };
};

describe.skipIf(cannotMount)('a full DATA_DIR', () => {
  it('refuses an avatar with a clear error, keeps the old one and takes it once space is freed', async () => {
    const token = await s.user('avery');
    const avatarOf = async () =>
      (
        await s.site.db.sql<{ avatar: string | null }[]>`
        SELECT avatar FROM read.users WHERE username_lower = 'avery'`
      )[0]!.avatar;
    const before = await avatarOf();
    const picture = await noisePicture(400);
    const unfill = fill(data, 32 * 1024);
    try {
      const refused = await post(token, '/api/file/upload-avatar', 'image', picture, 'me.png');
      expect(refused).toMatchObject({
        http: 507,
        body: { status: 507, msg: diskFull, data: null },
      });
      expect(filesUnder(path.join(data, 'avatars'))).toEqual([]);
      expect(await avatarOf()).toBe(before);
    } finally {
      unfill();
    }
    const taken = await post(token, '/api/file/upload-avatar', 'image', picture, 'me.png');
    expect(taken.body.status, taken.body.msg).toBe(200);
    const avatar = await avatarOf();
    expect(avatar).not.toBe(before);
    expect(filesUnder(path.join(data, 'avatars'))).toEqual([path.basename(avatar!)]);
  });

  it('refuses test data that does not fit and keeps judging the problem with its old data', async () => {
    const pid = await s.createProblem({ problemId: 'D1' });
    const token = await s.user('dora');
    const verdict = async () =>
      (await s.judged(token, (await s.submit(token, pid, 'C', aplusb.C)).body.data.submitId))
        .status;
    expect(await verdict()).toBe(0);
    const casesOf = async () =>
      (
        await s.site.db.sql<{ test_cases: unknown }[]>`
        SELECT test_cases FROM read.problems WHERE pid = ${pid}`
      )[0]!.test_cases;
    const cases = await casesOf();
    const testdata = path.join(data, 'testdata');
    const stored = filesUnder(testdata);
    const zip = zipSync(
      Object.fromEntries(
        [1, 2, 3, 4].flatMap((i) => [
          [`${i}.in`, strToU8(noiseText(150_000))],
          [`${i}.out`, strToU8(noiseText(150_000))],
        ]),
      ),
    );
    const edit = problemDto(
      { id: pid, problemId: 'D1' },
      {
        languages: s.available.map((name, i) => ({ id: i + 1, name })),
        // 450 KB in all: under the JSON body limit (512 KB), over the room left.
        samples: [1, 2, 3].map(() => ({ input: noiseText(75_000), output: noiseText(75_000) })),
      },
    );
    // Room for a file or so: each write fails midway, after some of its files were stored.
    const unfill = fill(data, 400 * 1024);
    try {
      const refused = await s.upload(s.rootToken, zip);
      expect(refused).toMatchObject({ status: 507, msg: diskFull });
      const saved = await s.site.call('PUT', '/api/admin/problem', {
        body: edit,
        token: s.rootToken,
      });
      expect(saved).toMatchObject({ http: 507, body: { status: 507, msg: diskFull } });
      // Not a file more: no half file, no temporary file, no file of a set nobody refers to.
      expect(filesUnder(testdata)).toEqual(stored);
      expect(await casesOf()).toEqual(cases);
      expect(await verdict()).toBe(0);
    } finally {
      unfill();
    }
    const taken = await s.upload(s.rootToken, zip);
    expect(taken.status, taken.msg).toBe(200);
    expect(taken.data.fileList).toHaveLength(4);
  });

  it('judges a System Error, not a wrong answer, when the judge cannot write its run folder', async () => {
    const pid = await s.createProblem({ problemId: 'D2' });
    const token = await s.user('judy');
    // The judge's folder of this test: its runs on a tmpfs of their own, filled up. The
    // runner and the compile cache stay on the machine's disk, as a real judge's may.
    const previous = process.env.OJ_JUDGE_DIR;
    const judgeRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-disk-full-judge-'));
    folders.push(judgeRoot);
    const runs = path.join(judgeRoot, 'runs');
    fs.mkdirSync(runs, { mode: 0o700 });
    mountTmpfs(runs, '1m');
    const resume = await s.holdJudging();
    process.env.OJ_JUDGE_DIR = judgeRoot;
    const unfill = fill(runs);
    const judgeOnFullDisk = async () => {
      const judge = await startTestJudge({
        sql: s.site.db.sql,
        store: s.site.deps.store,
        workers: 1,
        name: 'full-disk',
      });
      try {
        const id = (await s.submit(token, pid, 'C', aplusb.C)).body.data.submitId;
        expect(await s.judged(token, id)).toMatchObject({ status: 4, errorMessage: judgeDiskFull });
        return id;
      } finally {
        await judge.stop();
      }
    };
    let submitId;
    try {
      submitId = await judgeOnFullDisk();
    } finally {
      unfill();
      if (previous === undefined) delete process.env.OJ_JUDGE_DIR;
      else process.env.OJ_JUDGE_DIR = previous;
      await resume();
    }
    // Space freed (here: the site's own judge, whose disk has room), a rejudge gets it right.
    const again = await s.site.call('GET', `/api/admin/judge/rejudge?submitId=${submitId}`, {
      token: s.rootToken,
    });
    expect(again.body.status, again.body.msg).toBe(200);
    expect((await s.judged(token, submitId)).status).toBe(0);
  });
});
