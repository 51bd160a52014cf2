import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheDir, sweepCache, touch } from './cache.ts';
import { compileHash, truncate } from './compile.ts';

let root = '';
const previous = process.env.OJ_JUDGE_DIR;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-judge-cache-test-'));
  process.env.OJ_JUDGE_DIR = root;
});
afterEach(() => {
  if (previous === undefined) delete process.env.OJ_JUDGE_DIR;
  else process.env.OJ_JUDGE_DIR = previous;
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the compile cache', () => {
  it('drops programs unused for a week and keeps the rest', () => {
    const old = cacheDir('old');
    const recent = cacheDir('recent');
    for (const dir of [old, recent]) fs.mkdirSync(dir);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    fs.utimesSync(old, eightDaysAgo, eightDaysAgo);
    fs.utimesSync(recent, eightDaysAgo, eightDaysAgo);
    touch(recent);
    sweepCache(Date.now() + 2 * 3600 * 1000);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
  });

  it('keys on language, source and the exact compile command', () => {
    const a = compileHash('C', 'int main(){}', ['gcc', '-O2']);
    expect(compileHash('C', 'int main(){}', ['gcc', '-O2'])).toBe(a);
    expect(compileHash('C++', 'int main(){}', ['gcc', '-O2'])).not.toBe(a);
    expect(compileHash('C', 'int main(){ }', ['gcc', '-O2'])).not.toBe(a);
    expect(compileHash('C', 'int main(){}', ['gcc', '-O1'])).not.toBe(a);
  });

  it('truncates compiler output to about 4 KB', () => {
    expect(truncate('x'.repeat(5000), 4096)).toHaveLength(4096 + '\n... (truncated)'.length);
    expect(truncate('short', 4096)).toBe('short');
  });
});
