import { describe, expect, it } from 'vitest';
import { languageByName } from '../languages/registry.ts';
import {
  compileWorkDir,
  effectiveLimits,
  maxBuildBytes,
  outputCap,
  programLimits,
  programWorkDir,
} from './limits.ts';

const problem = { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 };

describe('effectiveLimits', () => {
  it.each([
    ['C', 'ME', 1000, 256],
    ['C++', 'ME', 1000, 256],
    ['C++ 20', 'ME', 1000, 256],
    ['Java', 'ME', 2000, 512],
    ['Python3', 'ME', 2000, 512],
    ['Python2', 'ME', 2000, 512],
    ['Java', 'CF', 1000, 256],
    ['Python3', 'GYM', 1000, 256],
  ] as const)('%s on %s -> %s ms, %s MB', (name, oj, timeMs, memoryMb) => {
    expect(effectiveLimits(languageByName(name), { ...problem, oj })).toEqual({
      timeMs,
      memoryMb,
      stackMb: 128,
    });
  });
});

describe('sandbox limits of a run', () => {
  it('adds 200 ms of CPU slack and a 3x wall clock guard', () => {
    const l = programLimits(
      languageByName('C'),
      { timeMs: 1000, memoryMb: 256, stackMb: 128 },
      outputCap(10),
    );
    expect(l.cpuMs).toBe(1200);
    expect(l.wallMs).toBe(3600);
    expect(l.processes).toBe(128);
    expect(l.memoryBytes).toBeGreaterThan(256 * 1024 * 1024);
    // The RSS poll (no cgroup) has no page cache to make room for.
    expect(l.rssLimitBytes).toBe(256 * 1024 * 1024);
    expect(l.stackBytes).toBe(128 * 1024 * 1024);
  });

  it('gives the JVM no address-space limit', () => {
    const eff = { timeMs: 1000, memoryMb: 256, stackMb: 64 };
    expect(programLimits(languageByName('Java'), eff, 1).addressSpaceBytes).toBeNull();
    expect(programLimits(languageByName('C'), eff, 1).addressSpaceBytes).toBeGreaterThan(
      256 * 1024 * 1024,
    );
  });

  it('caps output at max(2 x expected, 32 MB)', () => {
    expect(outputCap(1000)).toBe(32 * 1024 * 1024);
    expect(outputCap(40 * 1024 * 1024)).toBe(80 * 1024 * 1024);
  });

  it('sizes work dirs: 64 MB of scratch, plus the file-IO input and room for its output', () => {
    const MB = 1024 * 1024;
    expect(programWorkDir()).toEqual({ bytes: 64 * MB, inodes: 4096 });
    expect(programWorkDir(10 * MB, 32 * MB).bytes).toBe(106 * MB);
    expect(compileWorkDir.bytes).toBeGreaterThan(maxBuildBytes);
    expect(maxBuildBytes).toBe(64 * MB);
  });
});
