import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runOnce } from '../engine.ts';
import { mustCompile } from '../judging/fixtures.ts';

// getpid (20 in the 32-bit table) through the 32-bit entry, then a line if it survived.
const int80 =
  '#include <stdio.h>\nint main(void){puts("before");fflush(stdout);long r;' +
  '__asm__ volatile("int $0x80":"=a"(r):"a"(20L):"memory");printf("survived %ld\\n",r);return 0;}\n';

/**
 * What this kernel does with `int 0x80` outside any sandbox: with IA32 emulation the call
 * runs (it returns the pid); without it (CONFIG_IA32_EMULATION off, or ia32_emulation=0 on
 * the command line) the CPU faults and the program gets SIGSEGV. /proc/config.gz and the
 * command line do not always tell, so a probe program asks the kernel itself.
 */
const hasIa32Emulation = (): boolean => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-ia32-probe-'));
  try {
    fs.writeFileSync(path.join(dir, 'probe.c'), int80);
    execFileSync('gcc', ['-O2', '-o', path.join(dir, 'probe'), path.join(dir, 'probe.c')]);
    const r = spawnSync(path.join(dir, 'probe'), { encoding: 'utf8' });
    if (r.status === 0 && /survived \d+/.test(r.stdout)) return true;
    if (r.signal === 'SIGSEGV') return false;
    throw new Error(`the int 0x80 probe ended unexpectedly: ${r.status ?? r.signal} ${r.stdout}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

// int 0x80 is an x86 instruction: the probe and the program do not compile on other machines.
it.skipIf(process.arch !== 'x64')(
  'stops a program that makes a 32-bit (int 0x80) system call (x86_64 only)',
  async () => {
    const r = await runOnce(await mustCompile('C', int80), '', {
      timeLimitMs: 500,
      memoryLimitMb: 256,
      stackLimitMb: 64,
    });
    expect(r.stdout).toBe('before\n');
    // The call never runs either way: the seccomp filter kills a foreign ABI's call (SIGSYS);
    // a kernel without IA32 emulation faults on the instruction before any filter (SIGSEGV).
    const expected = hasIa32Emulation()
      ? 'killed by signal 31 (SIGSYS)'
      : 'killed by signal 11 (SIGSEGV)';
    expect(r).toMatchObject({ status: 'RE', stderr: expected });
  },
);
