import { describe, expect, it } from 'vitest';
import type { SandboxResult } from '../sandbox/run.ts';
import { classifyRun, signalName } from './run-verdict.ts';

const base: SandboxResult = {
  exitCode: 0,
  signal: null,
  cpuMs: 100,
  memoryKb: 10_000,
  wallMs: 120,
  timeout: null,
  memoryExceeded: false,
  error: null,
  measuredBy: 'cgroup v1',
  cgroupCpuMs: 103,
};
const limits = { timeMs: 1000, memoryMb: 64, stackMb: 64 };
const facts = { outputBytes: 10, outputCap: 1000, stderrTail: '' };
const classify = (
  r: Partial<SandboxResult>,
  f: Partial<typeof facts> & { memoryError?: RegExp } = {},
) => classifyRun({ ...base, ...r }, limits, { ...facts, ...f });

describe('classifyRun', () => {
  it.each([
    ['a clean run', {}, {}, 'OK', ''],
    ['CPU over the limit', { cpuMs: 1001 }, {}, 'TLE', ''],
    [
      'killed by the runner for CPU',
      { cpuMs: 1190, timeout: 'cpu', signal: 9, exitCode: null },
      {},
      'TLE',
      '',
    ],
    [
      'the wall clock guard',
      { cpuMs: 3, timeout: 'wall', signal: 9, exitCode: null },
      {},
      'TLE',
      'wall clock limit exceeded',
    ],
    ['peak over the limit', { memoryKb: 64 * 1024 + 1 }, {}, 'MLE', ''],
    ['an OOM kill', { memoryExceeded: true, signal: 9, exitCode: null }, {}, 'MLE', ''],
    [
      'a runtime out-of-memory message',
      { exitCode: 1 },
      {
        stderrTail: 'java.lang.OutOfMemoryError: Java heap space',
        memoryError: /OutOfMemoryError/,
      },
      'MLE',
      '',
    ],
    [
      'the same message from a program that exited 0',
      { exitCode: 0 },
      { stderrTail: 'OutOfMemoryError', memoryError: /OutOfMemoryError/ },
      'OK',
      '',
    ],
    ['SIGXFSZ', { signal: 25, exitCode: null }, {}, 'RE', 'output limit exceeded'],
    [
      'output at the cap (SIGXFSZ ignored)',
      { exitCode: 0 },
      { outputBytes: 1000 },
      'RE',
      'output limit exceeded',
    ],
    ['SIGSEGV', { signal: 11, exitCode: null }, {}, 'RE', 'killed by signal 11 (SIGSEGV)'],
    ['a non-zero exit', { exitCode: 3 }, {}, 'RE', 'exit code 3'],
  ] as const)('%s -> %s', (_name, r, f, status, message) => {
    const v = classify(r, f);
    expect(v.status).toBe(status);
    expect(v.message).toBe(message);
  });

  it('clamps reported time and memory to the limits', () => {
    expect(classify({ cpuMs: 1190, timeout: 'cpu' }).timeMs).toBe(1000);
    expect(classify({ cpuMs: 2, timeout: 'wall' }).timeMs).toBe(1000);
    expect(classify({ memoryKb: 90_000, memoryExceeded: true }).memoryKb).toBe(64 * 1024);
    expect(classify({ cpuMs: 10, memoryKb: 500 })).toMatchObject({ timeMs: 10, memoryKb: 500 });
  });

  it('TLE is decided before MLE', () => {
    expect(classify({ cpuMs: 1500, memoryExceeded: true }).status).toBe('TLE');
  });

  it('names signals', () => {
    expect(signalName(9)).toBe('SIGKILL');
    expect(signalName(6)).toBe('SIGABRT');
  });
});
