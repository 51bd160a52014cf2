import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programLimits, programWorkDir } from '../judging/limits.ts';
import { c } from '../languages/c.ts';
import { sandboxPaths } from './bwrap.ts';
import { cgroupSupport } from './cgroup.ts';
import { createRunDir, judgeDir, randomName, removeRunDir, type RunDir } from './paths.ts';
import { prepareSandbox, runInSandbox, type SandboxRequest } from './run.ts';

// The sandbox layer on its own: prepared (warm) sandboxes, and a broken sandbox reported as
// an error instead of a verdict.
let programDir = '';
beforeAll(() => {
  programDir = path.join(judgeDir('runs'), `test-${randomName()}`);
  fs.mkdirSync(programDir, { mode: 0o755 });
  fs.writeFileSync(
    path.join(programDir, 'main.c'),
    '#include <stdio.h>\nint main(void){puts("ran");return 0;}\n',
  );
  execFileSync('gcc', [
    '-O2',
    '-o',
    path.join(programDir, 'main'),
    path.join(programDir, 'main.c'),
  ]);
});
afterAll(() => fs.rmSync(programDir, { recursive: true, force: true }));
const workDir = programWorkDir();

const request = (dir: RunDir, over: Partial<SandboxRequest> = {}): SandboxRequest => ({
  argv: [`${sandboxPaths.program}/main`],
  workDir: dir.box,
  uid: dir.uid,
  roBinds: [{ src: programDir, dest: sandboxPaths.program }],
  stdin: null,
  stdout: { file: path.join(dir.root, 'stdout') },
  stderr: path.join(dir.root, 'stderr'),
  limits: programLimits(c, { timeMs: 1000, memoryMb: 64, stackMb: 64 }, 1 << 20),
  ...over,
});

describe('runInSandbox', () => {
  it('runs a program and says how it was measured', async () => {
    const dir = await createRunDir(workDir);
    const r = await runInSandbox(request(dir));
    expect(r).toMatchObject({ exitCode: 0, signal: null, error: null, timeout: null });
    expect(r.measuredBy).toBe(
      cgroupSupport().driver ? `cgroup ${cgroupSupport().driver?.version}` : 'rlimits',
    );
    expect(fs.readFileSync(path.join(dir.root, 'stdout'), 'utf8')).toBe('ran\n');
    await removeRunDir(dir);
  });

  it('reports a broken sandbox as an error with bwrap own words', async () => {
    const dir = await createRunDir(workDir);
    const r = await runInSandbox(
      request(dir, { roBinds: [{ src: '/nonexistent/oj-judge', dest: '/prog' }] }),
    );
    expect(r.error).toMatch(/nonexistent/);
    expect(r.exitCode).toBeNull();
    await removeRunDir(dir);
  });

  it('reports a missing program as an error, not as a verdict', async () => {
    const dir = await createRunDir(workDir);
    const r = await runInSandbox(request(dir, { argv: ['/prog/does-not-exist'] }));
    expect(r.error).toMatch(/exec .*does-not-exist/);
    await removeRunDir(dir);
  });
});

describe('prepared sandboxes (the warm pool)', () => {
  it('starts later, and two can be prepared at once', async () => {
    const dirs = await Promise.all([createRunDir(workDir), createRunDir(workDir)]);
    const prepared = await Promise.all(dirs.map((d) => prepareSandbox(request(d))));
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const [i, p] of prepared.entries()) {
      const r = await p.start();
      expect(r.exitCode).toBe(0);
      expect(r.wallMs).toBeLessThan(100);
      expect(fs.readFileSync(path.join(dirs[i]?.root ?? '', 'stdout'), 'utf8')).toBe('ran\n');
    }
    await Promise.all(dirs.map(removeRunDir));
  });

  it('a cancelled sandbox never runs its program, however long it was parked', async () => {
    for (const parkedMs of [0, 100]) {
      const dir = await createRunDir(workDir);
      const p = await prepareSandbox(request(dir));
      await new Promise((resolve) => setTimeout(resolve, parkedMs));
      p.cancel();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fs.readFileSync(path.join(dir.root, 'stdout'), 'utf8')).toBe('');
      await removeRunDir(dir);
    }
  });
});
