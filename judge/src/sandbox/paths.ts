import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The judge-owned folder: `OJ_JUDGE_DIR`, else `<tmpdir>/oj-judge`. Holds `native/` (the
 * compiled runner), `cache/` (compiled programs by hash) and `runs/` (one folder per sandbox
 * run, deleted after it). Nothing else on the host is ever bound into a sandbox writable.
 */
export const judgeRoot = (): string =>
  process.env.OJ_JUDGE_DIR ?? path.join(os.tmpdir(), 'oj-judge');

export const judgeDir = (sub: 'native' | 'cache' | 'runs'): string => {
  const dir = path.join(judgeRoot(), sub);
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  return dir;
};

export const randomName = (): string => randomBytes(8).toString('hex');

/**
 * Sandboxed programs run as a throw-away uid from this range, never as root: RLIMIT_NPROC then
 * counts only their processes, and no root-owned file is theirs to write. A random uid per run
 * keeps two concurrent runs (or a stray process of an earlier one) from sharing a count.
 */
export const runUid = (): number => 1_100_000 + Math.floor(Math.random() * 100_000);

/** Whether the judge can hand work dirs to another uid (it runs as root). */
export const isRoot = (): boolean => process.getuid?.() === 0;

export interface RunDir {
  /** Host folder for this run; never visible inside the sandbox itself. */
  root: string;
  /** The sandbox's writable work dir (`/w` inside), owned by `uid`. */
  box: string;
  uid: number;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

let swept = false;

/** Run folders are named `<judge pid>-<random>`: those of judges that are gone are removed. */
const sweepRuns = (runs: string) => {
  swept = true;
  for (const name of fs.readdirSync(runs)) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid))
      fs.rmSync(path.join(runs, name), { recursive: true, force: true });
  }
};

/** Creates a private run folder; the caller must `removeRunDir` it (see `withRunDir`). */
export const createRunDir = (uid: number = runUid()): RunDir => {
  const runs = judgeDir('runs');
  if (!swept) sweepRuns(runs);
  const root = path.join(runs, `${process.pid}-${randomName()}`);
  const box = path.join(root, 'box');
  fs.mkdirSync(box, { recursive: true, mode: 0o700 });
  if (isRoot()) fs.chownSync(box, uid, uid);
  return { root, box, uid };
};

/**
 * Deletes a run folder once the judge is idle again (typically while the next sandbox runs),
 * keeping the deletion off the critical path; synchronous calls because a run folder holds a
 * handful of files and direct syscalls beat libuv's thread pool round trips. A judge that
 * dies first leaves the folder to the next start's sweep.
 */
export const removeRunDir = async (dir: RunDir): Promise<void> => {
  setImmediate(() => fs.rmSync(dir.root, { recursive: true, force: true, maxRetries: 3 }));
};

export const withRunDir = async <T>(fn: (dir: RunDir) => Promise<T>): Promise<T> => {
  const dir = createRunDir();
  try {
    return await fn(dir);
  } finally {
    await removeRunDir(dir);
  }
};
