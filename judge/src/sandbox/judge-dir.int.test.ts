import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { compileProgram, runOnce } from '../engine.ts';
import { checkJudgeRoot, judgeDir, judgeRoot } from './judge-dir.ts';
import { runnerName } from './native.ts';
import { isRoot, runDirsRemoved } from './paths.ts';

// The judge runs as root: a judge folder that anyone else could have made or can write is a
// way to plant the runner it executes or the programs it judges with. Real judge code, no mocks.
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const hello = '#include <stdio.h>\nint main(void){puts("hello");return 0;}\n';
const limits = { timeLimitMs: 1000, memoryLimitMb: 64, stackLimitMb: 64 };
const nobody = 65534;

const saved = { judge: process.env.OJ_JUDGE_DIR, data: process.env.DATA_DIR };
const restore = (key: string, value: string | undefined) => {
  if (value === undefined) delete process.env[key];
  else process.env[key] = value;
};
const scratch: string[] = [];
/** A private scratch folder (mkdtemp: 0700, random name), removed after the test. */
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-judge-dir-test-'));
  scratch.push(dir);
  return dir;
};
const useRoot = (root: string): string => {
  process.env.OJ_JUDGE_DIR = root;
  return root;
};
afterEach(async () => {
  await runDirsRemoved();
  restore('OJ_JUDGE_DIR', saved.judge);
  restore('DATA_DIR', saved.data);
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const mode = (p: string) => fs.lstatSync(p).mode & 0o7777;
const unsafe = (root: string) => `The judge folder ${root} is not safe to use: `;

describe('a judge folder someone else could write is refused', () => {
  it('group/other-writable (0777): refused by name, mode and what to do, and nothing compiles', async () => {
    const root = useRoot(path.join(tempDir(), 'judge'));
    fs.mkdirSync(root);
    fs.chmodSync(root, 0o777);
    expect(() => checkJudgeRoot()).toThrow(`${unsafe(root)}it is mode 0777 (must be 0700)`);
    expect(() => checkJudgeRoot()).toThrow(`rm -rf ${root}`);
    expect(() => checkJudgeRoot()).toThrow(`chmod 0700 ${root}`);
    expect(() => judgeDir('runs')).toThrow(unsafe(root));
    await expect(compileProgram('C', hello)).rejects.toThrow(unsafe(root));
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('the judge process refuses to start on it, before touching the database', () => {
    const root = path.join(tempDir(), 'judge');
    fs.mkdirSync(root);
    fs.chmodSync(root, 0o777);
    const started = spawnSync(
      path.join(repo, 'node_modules/.bin/tsx'),
      [path.join(repo, 'judge/src/main.ts')],
      {
        cwd: repo,
        env: { ...process.env, OJ_JUDGE_DIR: root, DATABASE_URL: 'postgres://127.0.0.1:1/none' },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(`${unsafe(root)}it is mode 0777 (must be 0700)`);
  });

  it.skipIf(!isRoot())(
    'owned by another uid: refused (as root, chown to 65534 sets it up; skipped otherwise: only root can chown)',
    () => {
      const root = useRoot(path.join(tempDir(), 'judge'));
      fs.mkdirSync(root, { mode: 0o700 });
      fs.chownSync(root, nobody, nobody);
      expect(() => checkJudgeRoot()).toThrow(
        `${unsafe(root)}it is owned by uid ${nobody} while the judge runs as uid 0`,
      );
      expect(() => checkJudgeRoot()).toThrow(`chown 0 ${root}`);
    },
  );

  it('a symlink in place of the folder is refused, never followed', () => {
    const target = tempDir(); // ours and 0700: only the link is wrong
    const root = useRoot(path.join(tempDir(), 'judge'));
    fs.symlinkSync(target, root);
    expect(() => checkJudgeRoot()).toThrow(
      `${unsafe(root)}it is a symbolic link (to ${target}), not a folder`,
    );
    expect(() => judgeDir('cache')).toThrow(unsafe(root));
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('so is a subfolder others may write, or a symlink in place of one', () => {
    const root = useRoot(tempDir());
    fs.mkdirSync(path.join(root, 'cache'));
    fs.chmodSync(path.join(root, 'cache'), 0o777);
    expect(() => judgeDir('runs')).toThrow(
      `${unsafe(root)}${root}/cache is mode 0777 (group or others may write)`,
    );
    fs.rmdirSync(path.join(root, 'cache'));
    fs.symlinkSync(tempDir(), path.join(root, 'native'));
    expect(() => judgeDir('native')).toThrow(`${root}/native is a symbolic link`);
  });

  it('and a folder inside one that others may write without the sticky bit (unlike /tmp)', () => {
    const parent = tempDir();
    fs.chmodSync(parent, 0o777);
    const root = useRoot(path.join(parent, 'judge'));
    expect(() => checkJudgeRoot()).toThrow(`${unsafe(root)}it is inside ${parent}, mode 0777`);
    fs.chmodSync(parent, 0o1777);
    expect(checkJudgeRoot()).toBe(root);
  });
});

describe('a fresh judge folder', () => {
  it('defaults to <DATA_DIR>/judge, created 0700 with 0700 subfolders', () => {
    delete process.env.OJ_JUDGE_DIR;
    const data = path.join(tempDir(), 'data');
    process.env.DATA_DIR = data;
    expect(judgeRoot()).toBe(path.join(data, 'judge'));
    const runs = judgeDir('runs');
    expect(runs).toBe(path.join(data, 'judge', 'runs'));
    expect(mode(path.join(data, 'judge'))).toBe(0o700);
    expect(mode(runs)).toBe(0o700);
    expect(mode(judgeDir('cache'))).toBe(0o700);
  });

  it('an OJ_JUDGE_DIR that does not exist yet is created 0700 too, whatever the umask', () => {
    const root = useRoot(path.join(tempDir(), 'judge'));
    const umask = process.umask(0);
    try {
      expect(checkJudgeRoot()).toBe(root);
    } finally {
      process.umask(umask);
    }
    expect(mode(root)).toBe(0o700);
    expect(fs.lstatSync(root).uid).toBe(process.getuid?.());
  });
});

describe('what the judge runs is what it built', () => {
  it('a runner planted at the name the judge computes is rebuilt over, never executed', async () => {
    const root = useRoot(tempDir());
    const marker = path.join(tempDir(), 'planted-runner-ran');
    const native = path.join(root, 'native');
    fs.mkdirSync(native, { mode: 0o700 });
    const planted = path.join(native, runnerName());
    fs.writeFileSync(planted, `#!/bin/sh\necho "$@" >> ${marker}\nexit 1\n`, { mode: 0o755 });

    const program = await compileProgram('C', hello);
    expect(program).toMatchObject({ ok: true, cached: false });
    if (!program.ok) return;
    const r = await runOnce(program.program, '', limits);
    expect(r).toMatchObject({ status: 'AC', stdout: 'hello\n' });

    expect(fs.existsSync(marker)).toBe(false);
    const binary = fs.readFileSync(planted);
    expect(binary.subarray(0, 4).toString('latin1')).toBe('\x7fELF');
    const recorded = fs.readFileSync(`${planted}.sha256`, 'utf8').trim();
    expect(recorded).toBe(createHash('sha256').update(binary).digest('hex'));
  });

  it('a cached build replaced by a symlink is compiled again, not run from the link', async () => {
    useRoot(tempDir());
    const first = await compileProgram('C', hello);
    if (!first.ok) throw new Error(first.message);
    const elsewhere = path.join(tempDir(), 'elsewhere');
    fs.renameSync(first.program.dir, elsewhere);
    fs.symlinkSync(elsewhere, first.program.dir);

    const again = await compileProgram('C', hello);
    expect(again).toMatchObject({ ok: true, cached: false });
    expect(fs.lstatSync(first.program.dir).isDirectory()).toBe(true);
    if (again.ok) expect(await runOnce(again.program, '', limits)).toMatchObject({ status: 'AC' });
  });

  it.skipIf(!isRoot())(
    'a cached program owned by another uid is compiled again (as root; skipped otherwise: only root can chown)',
    async () => {
      useRoot(tempDir());
      const first = await compileProgram('C', hello);
      if (!first.ok) throw new Error(first.message);
      fs.chownSync(path.join(first.program.dir, 'main'), nobody, nobody);
      const again = await compileProgram('C', hello);
      expect(again).toMatchObject({ ok: true, cached: false });
      expect(fs.lstatSync(path.join(first.program.dir, 'main')).uid).toBe(0);
    },
  );
});
