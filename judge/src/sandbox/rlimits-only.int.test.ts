import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../engine.ts';
import { mustCompile } from '../judging/fixtures.ts';
import { systemTime300ms } from '../../test-kit/c-programs.ts';
import { cgroupSupport, resetCgroupSupport } from './cgroup.ts';

// Machines without a writable cgroup hierarchy: rlimits, the runner's RSS poll and its
// CPU poll must still give the right verdicts and contain the program.
const previous = process.env.OJ_JUDGE_CGROUP;
beforeAll(() => {
  process.env.OJ_JUDGE_CGROUP = 'none';
  resetCgroupSupport();
});
afterAll(() => {
  if (previous === undefined) delete process.env.OJ_JUDGE_CGROUP;
  else process.env.OJ_JUDGE_CGROUP = previous;
  resetCgroupSupport();
});

const limits = { timeLimitMs: 500, memoryLimitMb: 128, stackLimitMb: 64 };
const run = async (source: string, over: Partial<typeof limits> = {}) =>
  runOnce(await mustCompile('C', source), '', { ...limits, ...over });
/**
 * Memory tests get a CPU limit they cannot reach first: touching a page is CPU time of the
 * program, and on a fresh or busy VM first touches cost milliseconds per MB.
 */
const memoryTest = { timeLimitMs: 10_000 };

describe('without cgroups (rlimits only)', () => {
  it('really runs without a cgroup', () => {
    expect(cgroupSupport().driver).toBeNull();
  });

  it('AC with memory from the max RSS', async () => {
    const r = await run(
      '#include <stdlib.h>\n#include <stdio.h>\nint main(void){size_t n=32u<<20;volatile char*p=malloc(n);' +
        'for(size_t i=0;i<n;i+=4096)p[i]=1;printf("%d\\n",p[0]);return 0;}\n',
      memoryTest,
    );
    expect(r).toMatchObject({ status: 'AC', stdout: '1\n' });
    expect(r.memoryKb).toBeGreaterThan(30 * 1024);
    expect(r.memoryKb).toBeLessThan(48 * 1024);
  });

  it('MLE when a program keeps touching memory (the RSS poll)', async () => {
    // Chunks: here RLIMIT_AS (4 x limit + 256 MB) is in force and one huge malloc would
    // simply fail (a crash, RE) - the known limit of judging without a memory cgroup.
    const r = await run(
      '#include <stdlib.h>\n#include <stdio.h>\nint main(void){for(int k=0;k<64;k++){size_t n=16u<<20;volatile char*p=malloc(n);' +
        'if(!p)return 2;for(size_t i=0;i<n;i+=4096)p[i]=1;}puts("done");return 0;}\n',
      memoryTest,
    );
    expect(r.status).toBe('MLE');
  });

  it('MLE as soon as the RSS passes the limit, though under the headroom a cgroup gets', async () => {
    // 144 MB (limit 128 MB, a cgroup's cap 160 MB), then a busy loop: stopped for its memory
    // when it crosses the limit, not left to run into the CPU limit (TLE, after 10 s).
    const r = await run(
      '#include <stdlib.h>\nint main(void){size_t n=144u<<20;volatile char*p=malloc(n);if(!p)return 2;' +
        'for(size_t i=0;i<n;i+=4096)p[i]=1;for(;;)p[0]++;}\n',
      memoryTest,
    );
    expect(r.status).toBe('MLE');
    expect(r.timeMs).toBeLessThan(memoryTest.timeLimitMs);
  });

  it('TLE by CPU', async () => {
    const r = await run('int main(void){volatile unsigned long x=0;for(;;)x++;}\n');
    expect(r.status).toBe('TLE');
    expect(r.timeMs).toBe(500);
  });

  it('CPU time spent in the kernel counts: about 300 ms of mostly system time reports 250-450 ms', async () => {
    const r = await run(systemTime300ms, { timeLimitMs: 2000 });
    expect(r.status).toBe('AC');
    const [user, sys] = r.stdout.split(' ').map(Number);
    expect(sys).toBeGreaterThan(user!);
    expect(r.timeMs).toBeGreaterThanOrEqual(250);
    expect(r.timeMs).toBeLessThanOrEqual(450);
  });

  it('a fork bomb is contained by RLIMIT_NPROC on the run uid', async () => {
    const bomb = await mustCompile('C', '#include <unistd.h>\nint main(void){for(;;)fork();}\n');
    const started = Date.now();
    const r = await runOnce(bomb, '', limits);
    expect(['TLE', 'RE']).toContain(r.status);
    // Stopped by its limits (a wall clock of 2.1 s), not left to run: loose, for a busy machine.
    expect(Date.now() - started).toBeLessThan(30_000);
    const after = await run('#include <stdio.h>\nint main(void){puts("ok");return 0;}\n');
    expect(after).toMatchObject({ status: 'AC', stdout: 'ok\n' });
  });
});
