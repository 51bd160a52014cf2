import fs from 'node:fs';
import path from 'node:path';
import { judgeDir } from '../sandbox/paths.ts';
import { treeBytes } from './build-dir.ts';

const MB = 1024 * 1024;
const day = 24 * 60 * 60 * 1000;
const sweepEveryMs = 60 * 60 * 1000;
/**
 * A build used this recently is never evicted, even over budget: another judge process sharing
 * the folder (the server compiling a checker, a second worker) may be running it right now, and
 * judging touches its program at every case. The budget can so be exceeded for a while, by at
 * most the builds of the last two minutes, each capped at `maxBuildBytes`.
 */
const graceMs = 2 * 60 * 1000;
let lastSweep = 0;

/** Days a compiled program stays cached after its last use (`OJ_JUDGE_CACHE_DAYS`, default 7). */
const keepMs = (): number => Number(process.env.OJ_JUDGE_CACHE_DAYS ?? 7) * day;

/** Total size of the cache (`OJ_JUDGE_CACHE_MB`, default 1024 MB); least recently used go first. */
export const cacheBudgetBytes = (): number => {
  const mb = Number(process.env.OJ_JUDGE_CACHE_MB ?? 1024);
  return (Number.isFinite(mb) && mb > 0 ? mb : 1024) * MB;
};

export const cacheDir = (hash: string): string => path.join(judgeDir('cache'), hash);

/** A real folder or regular file (never a link) of ours that nobody else may write. */
const ours = (st: fs.Stats | undefined, kind: 'dir' | 'file'): boolean => {
  const uid = process.getuid?.();
  return (
    !!st &&
    (kind === 'dir' ? st.isDirectory() : st.isFile()) &&
    (uid === undefined || st.uid === uid) &&
    (st.mode & 0o022) === 0
  );
};

/**
 * Whether `dir` holds a usable build: the folder and its `artifact` are ours, real and written
 * by nobody else. An entry that fails (a link, another owner, a writable file) is deleted, so
 * the caller's fresh build can take its place; judging never runs what the judge did not store.
 */
export const isCachedBuild = (dir: string, artifact: string): boolean => {
  const folder = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (!folder) return false;
  const file = ours(folder, 'dir')
    ? fs.lstatSync(path.join(dir, artifact), { throwIfNoEntry: false })
    : undefined;
  if (ours(file, 'file')) return true;
  fs.rmSync(dir, { recursive: true, force: true });
  return false;
};

interface Entry {
  bytes: number;
  usedMs: number;
}

/** Sizes and last uses, read from disk once and kept up to date by this process. */
let index: { root: string; entries: Map<string, Entry> } | undefined;
/** Builds this process is judging with right now, by folder name, with a use count. */
const pins = new Map<string, number>();

/** `<hash>.<random>.tmp` folders are builds being copied in (or abandoned by a crash). */
const isBuilding = (name: string) => name.endsWith('.tmp');

const scan = (root: string): Map<string, Entry> => {
  const entries = new Map<string, Entry>();
  for (const name of fs.readdirSync(root)) {
    const dir = path.join(root, name);
    try {
      const st = fs.lstatSync(dir);
      if (st.isDirectory() && !isBuilding(name))
        entries.set(name, { bytes: treeBytes(dir), usedMs: st.mtimeMs });
    } catch {
      // Removed meanwhile by another judge.
    }
  }
  return entries;
};

const entries = (): { root: string; entries: Map<string, Entry> } => {
  const root = judgeDir('cache');
  if (index?.root !== root) index = { root, entries: scan(root) };
  return index;
};

/** Marks a cached program as used, so neither the sweep nor the budget removes it soon. */
export const touch = (dir: string, now = Date.now()): void => {
  const when = new Date(now);
  try {
    fs.utimesSync(dir, when, when);
  } catch {
    return; // Gone already: the caller rebuilds it.
  }
  const entry = entries().entries.get(path.basename(dir));
  if (entry) entry.usedMs = now;
};

/**
 * Removes least recently used builds until the cache fits its budget, never one that is pinned
 * or was used within the grace period.
 */
export const enforceBudget = (now = Date.now()): void => {
  const { root, entries: all } = entries();
  const budget = cacheBudgetBytes();
  let total = 0;
  for (const e of all.values()) total += e.bytes;
  if (total <= budget) return;
  const oldestFirst = [...all].sort((a, b) => a[1].usedMs - b[1].usedMs);
  for (const [name, entry] of oldestFirst) {
    if (total <= budget) break;
    if (pins.has(name) || now - entry.usedMs < graceMs) continue;
    fs.rmSync(path.join(root, name), { recursive: true, force: true });
    all.delete(name);
    total -= entry.bytes;
  }
};

/** Counts a build just stored in the cache, then keeps the cache within its budget. */
export const recordBuild = (dir: string, bytes: number, now = Date.now()): void => {
  entries().entries.set(path.basename(dir), { bytes, usedMs: now });
  enforceBudget(now);
};

/** Keeps a cached build from eviction while this process judges with it; call the result after. */
export const pinBuild = (dir: string): (() => void) => {
  const name = path.basename(dir);
  pins.set(name, (pins.get(name) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (pins.get(name) ?? 1) - 1;
    if (left > 0) pins.set(name, left);
    else pins.delete(name);
  };
};

/**
 * At most once an hour: re-reads the folder (other judges add and remove builds too), removes
 * programs unused for `keepMs` and copies abandoned for a day, then applies the budget.
 */
export const sweepCache = (now = Date.now()): void => {
  if (now - lastSweep < sweepEveryMs) return;
  lastSweep = now;
  const root = judgeDir('cache');
  for (const name of fs.readdirSync(root)) {
    const dir = path.join(root, name);
    const st = fs.lstatSync(dir, { throwIfNoEntry: false });
    const maxAge = isBuilding(name) ? day : keepMs();
    if (st && now - st.mtimeMs > maxAge && !pins.has(name))
      fs.rmSync(dir, { recursive: true, force: true });
  }
  index = { root, entries: scan(root) };
  enforceBudget(now);
};
