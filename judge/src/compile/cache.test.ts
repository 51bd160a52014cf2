import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheBudgetBytes, cacheDir, pinBuild, recordBuild, sweepCache, touch } from './cache.ts';
import { compileHash, truncate } from './compile.ts';

let root = '';
const previous = { dir: process.env.OJ_JUDGE_DIR, mb: process.env.OJ_JUDGE_CACHE_MB };
const restore = (key: string, value: string | undefined) => {
  if (value === undefined) delete process.env[key];
  else process.env[key] = value;
};
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-judge-cache-test-'));
  process.env.OJ_JUDGE_DIR = root;
  delete process.env.OJ_JUDGE_CACHE_MB;
});
afterEach(() => {
  restore('OJ_JUDGE_DIR', previous.dir);
  restore('OJ_JUDGE_CACHE_MB', previous.mb);
  fs.rmSync(root, { recursive: true, force: true });
});

const KB = 1024;
const hour = 3600 * 1000;
const now = Date.now();

/** A cached build of `kb` KB last used `hoursAgo` hours before `now`. */
const build = (name: string, kb: number, hoursAgo: number): string => {
  const dir = cacheDir(name);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'main'), Buffer.alloc(kb * KB));
  const when = new Date(now - hoursAgo * hour);
  fs.utimesSync(dir, when, when);
  return dir;
};

const left = () => fs.readdirSync(path.join(root, 'cache')).sort();

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

  it('evicts the least recently used builds once over OJ_JUDGE_CACHE_MB', () => {
    process.env.OJ_JUDGE_CACHE_MB = '1';
    build('a', 300, 4);
    build('b', 300, 3);
    build('c', 300, 2);
    touch(cacheDir('a'), now - 1 * hour);
    recordBuild(build('d', 300, 0), 300 * KB, now);
    expect(left()).toEqual(['a', 'c', 'd']);
    recordBuild(build('e', 300, 0), 300 * KB, now);
    expect(left()).toEqual(['a', 'd', 'e']);
    // Five minutes on, d and e are out of their grace period too.
    recordBuild(build('f', 600, 0), 600 * KB, now + 5 * 60_000);
    expect(left()).toEqual(['e', 'f']);
  });

  it('never evicts a build in use here, nor one used in the last two minutes elsewhere', () => {
    process.env.OJ_JUDGE_CACHE_MB = '1';
    build('old', 400, 5);
    build('older', 400, 6);
    build('recent', 400, 0);
    const unpin = pinBuild(cacheDir('older'));
    fs.utimesSync(cacheDir('recent'), new Date(now - 60_000), new Date(now - 60_000));
    recordBuild(build('new', 400, 0), 400 * KB, now);
    expect(left()).toEqual(['new', 'older', 'recent']);
    unpin();
    recordBuild(build('newer', 100, 0), 100 * KB, now + 5 * 60_000);
    expect(left()).toEqual(['new', 'newer', 'recent']);
  });

  it('has a budget of 1024 MB unless OJ_JUDGE_CACHE_MB says otherwise', () => {
    expect(cacheBudgetBytes()).toBe(1024 * 1024 * KB);
    process.env.OJ_JUDGE_CACHE_MB = '256';
    expect(cacheBudgetBytes()).toBe(256 * 1024 * KB);
    process.env.OJ_JUDGE_CACHE_MB = 'lots';
    expect(cacheBudgetBytes()).toBe(1024 * 1024 * KB);
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
