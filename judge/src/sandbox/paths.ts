import fs from 'node:fs';
import path from 'node:path';
import { parseMountInfo } from './cgroup-fs.ts';
import { judgeDir, randomName } from './judge-dir.ts';
import { mountTmpfs, unmount, type WorkDirCap } from './mounts.ts';

export type { WorkDirCap } from './mounts.ts';

export { judgeDir, judgeRoot, randomName } from './judge-dir.ts';

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

let runs: { dir: string; real: string } | undefined;

/** Real path of the runs folder: what /proc/self/mountinfo and the mount helper speak. */
const runsDir = (): string => {
  const dir = judgeDir('runs');
  if (runs?.dir !== dir) runs = { dir, real: fs.realpathSync(dir) };
  return runs.real;
};

const isUnder = (child: string, parent: string) => child.startsWith(`${parent}/`);

let sweeping: Promise<void> | undefined;

/**
 * Run folders are named `<judge pid>-<random>`: those of judges that are gone are removed,
 * once per judge start (exported for tests). A work dir tmpfs still mounted there (its judge
 * and mount helper were killed together) is detached first: deleting through a mount fails on
 * the mount point, after deleting what the tmpfs holds.
 */
export const sweepRuns = async (folder: string = runsDir()): Promise<void> => {
  const dead = fs
    .readdirSync(folder)
    .filter((name) => {
      const pid = Number(/^(\d+)-/.exec(name)?.[1]);
      return pid && pid !== process.pid && !isAlive(pid);
    })
    .map((name) => path.join(folder, name));
  if (dead.length === 0) return;
  const leftovers = isRoot()
    ? parseMountInfo(fs.readFileSync('/proc/self/mountinfo', 'utf8'))
        .map((m) => m.mountPoint)
        .filter((m) => dead.some((d) => isUnder(m, d)))
    : [];
  const stuck = new Set<string>();
  for (const mountPoint of leftovers.sort((a, b) => b.length - a.length)) {
    await unmount(folder, mountPoint).catch(() => {
      for (const d of dead) if (isUnder(mountPoint, d)) stuck.add(d);
    });
  }
  for (const dir of dead) {
    try {
      if (!stuck.has(dir)) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Not ours to fix now: judging goes on, the next start tries again.
    }
  }
};

/** Work dirs that are a tmpfs of their own, by host path: their caps and runs folder. */
const mounted = new Map<string, { cap: WorkDirCap; folder: string }>();

/** The cap of a work dir that is a tmpfs of its own; null for a plain host folder. */
export const workDirCap = (box: string): WorkDirCap | null => mounted.get(box)?.cap ?? null;

/**
 * What ran out in a work dir with a tmpfs of its own: its bytes or its inodes. Checked after
 * the run: a program that met ENOSPC and left its files there shows a full work dir.
 */
export const workDirFull = (box: string): 'bytes' | 'inodes' | null => {
  if (!mounted.has(box)) return null;
  try {
    const s = fs.statfsSync(box);
    if (s.ffree === 0) return 'inodes';
    return s.bavail === 0 ? 'bytes' : null;
  } catch {
    return null;
  }
};

/** Bytes in use in a work dir with a tmpfs of its own (0 for a plain host folder). */
export const workDirUsedBytes = (box: string): number => {
  if (!mounted.has(box)) return 0;
  try {
    const s = fs.statfsSync(box);
    return (s.blocks - s.bfree) * s.bsize;
  } catch {
    return 0;
  }
};

/**
 * Creates a private run folder; the caller must `removeRunDir` it (see `withRunDir`). With a
 * cap, the work dir is a tmpfs of that size and inode count, mounted by the judge's mount
 * helper and owned by the run's uid: a run can fill its own work dir, never the host's disk.
 * Only root can mount: otherwise the work dir stays a plain host folder and the program's
 * files are bounded per file only (RLIMIT_FSIZE), as they always were. A null cap is for
 * scratch folders that are never a sandbox's work dir.
 */
export const createRunDir = async (cap: WorkDirCap | null): Promise<RunDir> => {
  const folder = runsDir();
  await (sweeping ??= sweepRuns(folder).catch(() => {}));
  const root = path.join(folder, `${process.pid}-${randomName()}`);
  const box = path.join(root, 'box');
  const uid = runUid();
  fs.mkdirSync(box, { recursive: true, mode: 0o700 });
  if (!isRoot()) return { root, box, uid };
  if (!cap) {
    fs.chownSync(box, uid, uid);
    return { root, box, uid };
  }
  try {
    await mountTmpfs(folder, box, cap, uid);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw new Error(`cannot mount the run's work dir: ${(error as Error).message}`, {
      cause: error,
    });
  }
  mounted.set(box, { cap, folder });
  return { root, box, uid };
};

const removals = new Set<Promise<void>>();

const remove = async (dir: RunDir): Promise<void> => {
  await new Promise((resolve) => setImmediate(resolve));
  const mount = mounted.get(dir.box);
  if (mount) {
    try {
      await unmount(mount.folder, dir.box);
    } catch {
      return; // never delete through a live mount: the next start's sweep retries
    }
    mounted.delete(dir.box);
  }
  try {
    fs.rmSync(dir.root, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // Left for the next start's sweep.
  }
};

/**
 * Deletes a run folder once the judge is idle again (typically while the next sandbox runs),
 * keeping the deletion off the critical path: it resolves at once. The work dir's tmpfs is
 * detached first. A judge that dies before leaves the folder to the next start's sweep.
 */
export const removeRunDir = async (dir: RunDir): Promise<void> => {
  const removal = remove(dir);
  removals.add(removal);
  void removal.finally(() => removals.delete(removal));
};

/** Resolves once every run folder handed to `removeRunDir` so far is gone (tests, benchmarks). */
export const runDirsRemoved = async (): Promise<void> => {
  await Promise.all([...removals]);
};

export const withRunDir = async <T>(
  cap: WorkDirCap | null,
  fn: (dir: RunDir) => Promise<T>,
): Promise<T> => {
  const dir = await createRunDir(cap);
  try {
    return await fn(dir);
  } finally {
    await removeRunDir(dir);
  }
};
