import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProgram, discardProgram, runOnce } from '../engine.ts';
import { judgeDir, runDirsRemoved } from '../sandbox/paths.ts';

// A judge root of its own: what lands in the cache is this file's doing alone.
const previous = process.env.OJ_JUDGE_DIR;
let root = '';
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-judge-compile-test-'));
  process.env.OJ_JUDGE_DIR = root;
});
afterAll(async () => {
  await runDirsRemoved();
  if (previous === undefined) delete process.env.OJ_JUDGE_DIR;
  else process.env.OJ_JUDGE_DIR = previous;
  fs.rmSync(root, { recursive: true, force: true });
});

const cached = () => fs.readdirSync(judgeDir('cache'));

describe('the size of a build', () => {
  it('a 121 MB binary from a short file is a Compile Error that says so, and is not cached', async () => {
    const r = await compileProgram('C', 'char a[120<<20]={1};int main(void){return a[7];}\n');
    expect(r).toEqual({ ok: false, message: 'The compiled program is larger than 64 MB' });
    expect(cached()).toEqual([]);
  });

  it('so is a 70 MB binary, which fits the compiler work dir but not the cap', async () => {
    const r = await compileProgram('C++', 'char a[70<<20]={1};int main(){return a[7];}\n');
    expect(r).toEqual({ ok: false, message: 'The compiled program is larger than 64 MB' });
    expect(cached()).toEqual([]);
  });

  it('a 40 MB binary is fine, and cached', async () => {
    const r = await compileProgram('C', 'char a[40<<20]={1};int main(void){return a[7];}\n');
    expect(r).toMatchObject({ ok: true, cached: false });
    expect(cached()).toHaveLength(1);
  });
});

describe('test-judge builds', () => {
  it('are not kept in the cache, run like any build and are gone once discarded', async () => {
    const before = cached();
    const source = '#include <stdio.h>\nint main(void){puts("once");return 0;}\n';
    const r = await compileProgram('C', source, { cache: false });
    if (!r.ok) throw new Error(r.message);
    expect(r.cached).toBe(false);
    expect(cached()).toEqual(before);
    const run = await runOnce(r.program, '', {
      timeLimitMs: 1000,
      memoryLimitMb: 64,
      stackLimitMb: 8,
    });
    expect(run).toMatchObject({ status: 'AC', stdout: 'once\n' });
    discardProgram(r.program);
    expect(fs.existsSync(r.program.dir)).toBe(false);
  });

  it('reuse a build that is cached already, and leave it there', async () => {
    const source = 'int main(void){return 0;}\n';
    const first = await compileProgram('C', source);
    const again = await compileProgram('C', source, { cache: false });
    if (!first.ok || !again.ok) throw new Error('expected both to compile');
    expect(again).toMatchObject({ cached: true, program: { dir: first.program.dir } });
    discardProgram(again.program);
    expect(fs.existsSync(first.program.dir)).toBe(true);
  });
});
