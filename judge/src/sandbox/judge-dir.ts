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
