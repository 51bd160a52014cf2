import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { compileProgram, judgeProgram, runOnce, type JudgeCase } from './engine.ts';
import { aPlusBCases, makeSpec, mustCompile, tempDir, writeCases } from './judging/fixtures.ts';
import { systemTime300ms, systemTimeForever } from '../test-kit/c-programs.ts';

// Verdicts end to end for the compiled languages, through compileProgram and judgeProgram on
// the real sandbox. Limits are small where a verdict needs a limit to be crossed. A memory
// test gets a CPU limit it cannot reach first: touching a page is CPU time of the program,
// and on a fresh or busy VM first touches cost milliseconds per MB (4.7 ms measured here).
const memoryTestTimeMs = 10_000;
let dir = '';
let cases: JudgeCase[] = [];
beforeAll(() => {
  dir = tempDir();
  cases = writeCases(dir, aPlusBCases);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const c = {
  ac: '#include <stdio.h>\nint main(void){long long a,b;while(scanf("%lld %lld",&a,&b)==2)printf("%lld\\n",a+b);return 0;}\n',
  wa: '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a-b);return 0;}\n',
  pe: '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld %lld",&a,&b);printf("\\n%lld\\n",a+b);return 0;}\n',
  tleCpu: 'int main(void){volatile unsigned long x=0;for(;;)x++;}\n',
  tleSleep: '#include <unistd.h>\nint main(void){for(;;)sleep(100);}\n',
  mle: '#include <stdlib.h>\n#include <stdio.h>\nint main(void){size_t n=512u<<20;volatile char*p=malloc(n);if(!p)return 2;for(size_t i=0;i<n;i+=4096)p[i]=1;printf("%d\\n",p[n-4096]);return 0;}\n',
  segv: '#include <stdio.h>\nint main(void){volatile int*p=0;*p=1;return 0;}\n',
  exit3: 'int main(void){return 3;}\n',
  ce: 'int main(void){ this is not C }\n',
};

const cpp = {
  ac: '#include <bits/stdc++.h>\nint main(){long long a,b;while(std::cin>>a>>b)std::cout<<a+b<<"\\n";}\n',
  ce: '#include <vector>\nint main(){ std::vector<int> v = 3; }\n',
  abort: '#include <cstdlib>\nint main(){ std::abort(); }\n',
  badAlloc:
    '#include <vector>\n#include <cstdio>\nint main(){ std::vector<std::vector<char>> v; for(;;) v.emplace_back(64<<20, 1); }\n',
};

const judgeC = async (
  source: string,
  over: Parameters<typeof makeSpec>[1] = {},
  language: 'C' | 'C++' = 'C',
) => judgeProgram(await mustCompile(language, source), makeSpec(cases, over));

describe('C verdicts', () => {
  it('AC on A+B, with time and memory measured', async () => {
    const out = await judgeC(c.ac);
    expect(out.status).toBe('AC');
    expect(out.cases.map((x) => x.status)).toEqual(['AC', 'AC']);
    expect(out.memoryKb).toBeGreaterThan(100);
    expect(out.timeMs).toBeLessThan(100);
    expect(out.errorMessage).toBe('');
  });

  it('WA', async () => {
    expect((await judgeC(c.wa)).status).toBe('WA');
  });

  it('PE when only whitespace differs', async () => {
    const out = await judgeC(c.pe);
    expect(out.cases.map((x) => x.status)).toEqual(['PE', 'PE']);
  });

  // The run is stopped at its limits, not left to run on: loose bounds (a busy machine), far
  // below the endless run the program would be without them.
  it('TLE by CPU, time clamped to the limit', async () => {
    const program = await mustCompile('C', c.tleCpu);
    const started = Date.now();
    const out = await judgeProgram(
      program,
      makeSpec(cases, { timeLimitMs: 300, judgeCaseMode: 'ergodic_without_error' }),
    );
    expect(out.status).toBe('TLE');
    expect(out.timeMs).toBe(300);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('TLE by sleeping: the wall clock guard, reported time within the limit', async () => {
    const program = await mustCompile('C', c.tleSleep);
    const started = Date.now();
    const out = await judgeProgram(
      program,
      makeSpec(cases, { timeLimitMs: 200, judgeCaseMode: 'ergodic_without_error' }),
    );
    expect(out.status).toBe('TLE');
    expect(out.cases[0]?.message).toBe('wall clock limit exceeded');
    expect(out.timeMs).toBeLessThanOrEqual(200);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('MLE, memory clamped to the limit', async () => {
    const out = await judgeC(c.mle, {
      memoryLimitMb: 64,
      timeLimitMs: memoryTestTimeMs,
      judgeCaseMode: 'ergodic_without_error',
    });
    expect(out.status).toBe('MLE');
    expect(out.memoryKb).toBe(64 * 1024);
  });

  it('RE by signal names the signal', async () => {
    const out = await judgeC(c.segv);
    expect(out.status).toBe('RE');
    expect(out.errorMessage).toBe('killed by signal 11 (SIGSEGV)');
  });

  it('RE by exit code names the code', async () => {
    const out = await judgeC(c.exit3);
    expect(out.status).toBe('RE');
    expect(out.cases[0]?.message).toBe('exit code 3');
  });

  it('CE with the compiler message', async () => {
    const result = await compileProgram('C', c.ce);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/error/);
    expect(result.message.length).toBeLessThan(4200);
  });

  it('compiles once: the second call is a cache hit', async () => {
    const source = `${c.ac}/* ${Math.random()} */\n`;
    const first = await compileProgram('C', source);
    const second = await compileProgram('C', source);
    expect(first).toMatchObject({ ok: true, cached: false });
    expect(second).toMatchObject({ ok: true, cached: true });
    if (first.ok && second.ok) expect(second.program).toEqual(first.program);
  });
});

describe('C++ verdicts', () => {
  it('AC with C++17, C++14 and C++20', async () => {
    for (const language of ['C++', 'C++ 14', 'C++ 20'] as const) {
      const program = await mustCompile(language, cpp.ac);
      expect((await judgeProgram(program, makeSpec(cases))).status, language).toBe('AC');
    }
  });

  it('CE with the compiler message', async () => {
    const result = await compileProgram('C++', cpp.ce);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/error/);
  });

  it('RE by SIGABRT', async () => {
    const out = await judgeC(cpp.abort, {}, 'C++');
    expect(out.errorMessage).toBe('killed by signal 6 (SIGABRT)');
  });

  it('MLE when allocation keeps growing', async () => {
    const out = await judgeC(
      cpp.badAlloc,
      { memoryLimitMb: 128, timeLimitMs: memoryTestTimeMs, judgeCaseMode: 'ergodic_without_error' },
      'C++',
    );
    expect(out.status).toBe('MLE');
  });
});

describe('measurements are plausible', () => {
  it('a C program burning about 300 ms of CPU reports 250-450 ms', async () => {
    const burn =
      '#include <time.h>\n#include <stdio.h>\nint main(void){volatile unsigned long x=0;clock_t s=clock();' +
      'while(clock()-s<(clock_t)(0.3*CLOCKS_PER_SEC))x++;printf("%lu\\n",x>0?1UL:0UL);return 0;}\n';
    const r = await runOnce(await mustCompile('C', burn), '', {
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      stackLimitMb: 64,
    });
    expect(r.status).toBe('AC');
    expect(r.timeMs).toBeGreaterThanOrEqual(250);
    expect(r.timeMs).toBeLessThanOrEqual(450);
  });

  it('a C program touching 64 MB reports 60-80 MB', async () => {
    const touch =
      '#include <stdlib.h>\n#include <string.h>\n#include <stdio.h>\nint main(void){size_t n=64u<<20;' +
      'char*p=malloc(n);memset(p,1,n);long s=0;for(size_t i=0;i<n;i+=4096)s+=p[i];printf("%ld\\n",s);return 0;}\n';
    const r = await runOnce(await mustCompile('C', touch), '', {
      timeLimitMs: memoryTestTimeMs,
      memoryLimitMb: 256,
      stackLimitMb: 64,
    });
    expect(r.status).toBe('AC');
    expect(r.memoryKb).toBeGreaterThanOrEqual(60 * 1024);
    expect(r.memoryKb).toBeLessThanOrEqual(80 * 1024);
  });

  it('CPU time spent in the kernel counts: about 300 ms of mostly system time reports 250-450 ms', async () => {
    const r = await runOnce(await mustCompile('C', systemTime300ms), '', {
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      stackLimitMb: 64,
    });
    expect(r.status).toBe('AC');
    // The program's own account: most of its CPU time was system time.
    const [user, sys] = r.stdout.split(' ').map(Number);
    expect(sys).toBeGreaterThan(user!);
    expect(r.timeMs).toBeGreaterThanOrEqual(250);
    expect(r.timeMs).toBeLessThanOrEqual(450);
  });

  it('TLE for a program that spends its CPU time in the kernel', async () => {
    const r = await runOnce(await mustCompile('C', systemTimeForever), '', {
      timeLimitMs: 300,
      memoryLimitMb: 256,
      stackLimitMb: 64,
    });
    expect(r.status).toBe('TLE');
  });

  it('runOnce reports the output and the status of a custom test', async () => {
    const program = await mustCompile('C', c.ac);
    const r = await runOnce(program, '2 3\n', {
      timeLimitMs: 1000,
      memoryLimitMb: 64,
      stackLimitMb: 64,
    });
    expect(r).toMatchObject({ status: 'AC', stdout: '5\n', stderr: '' });
    const crash = await runOnce(await mustCompile('C', c.segv), '', {
      timeLimitMs: 1000,
      memoryLimitMb: 64,
      stackLimitMb: 64,
    });
    expect(crash.status).toBe('RE');
  });
});
