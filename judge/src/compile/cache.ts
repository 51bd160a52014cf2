import fs from 'node:fs';
import path from 'node:path';
import { judgeDir } from '../sandbox/paths.ts';

const day = 24 * 60 * 60 * 1000;
const sweepEveryMs = 60 * 60 * 1000;
let lastSweep = 0;

/** Days a compiled program stays cached after its last use (`OJ_JUDGE_CACHE_DAYS`, default 7). */
const keepMs = (): number => Number(process.env.OJ_JUDGE_CACHE_DAYS ?? 7) * day;

export const cacheDir = (hash: string): string => path.join(judgeDir('cache'), hash);

/** Marks a cached program as used, so the sweep keeps it. */
export const touch = (dir: string): void => {
  const now = new Date();
  try {
    fs.utimesSync(dir, now, now);
  } catch {
    // Gone already: the caller rebuilds it.
  }
};

/**
 * Removes programs unused for `keepMs`, at most once an hour. Anything judged recently was
 * touched when it was compiled or found, so a program in use is never old enough to go.
 */
export const sweepCache = (now = Date.now()): void => {
  if (now - lastSweep < sweepEveryMs) return;
  lastSweep = now;
  const root = judgeDir('cache');
  for (const name of fs.readdirSync(root)) {
    const dir = path.join(root, name);
    const st = fs.statSync(dir, { throwIfNoEntry: false });
    if (st && now - st.mtimeMs > keepMs()) fs.rmSync(dir, { recursive: true, force: true });
  }
};
