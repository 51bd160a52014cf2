import { limitFactor } from '../languages/registry.ts';
import type { Language } from '../languages/types.ts';
import type { WorkDirCap } from '../sandbox/paths.ts';
import type { SandboxLimits } from '../sandbox/run.ts';

const MB = 1024 * 1024;

export interface ProblemLimits {
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number;
  oj?: string | undefined;
}

/** The limits a verdict is judged against (and reported values are clamped to). */
export interface EffectiveLimits {
  timeMs: number;
  memoryMb: number;
  stackMb: number;
}

export const effectiveLimits = (language: Language, p: ProblemLimits): EffectiveLimits => {
  const factor = limitFactor(language, p.oj);
  return {
    timeMs: p.timeLimitMs * factor,
    memoryMb: p.memoryLimitMb * factor,
    stackMb: p.stackLimitMb,
  };
};

/** CPU slack over the limit before the run is killed (JUDGING.md: T + 200 ms). */
export const cpuSlackMs = 200;
export const maxProcesses = 128;
export const minOutputCap = 32 * MB;

/** Output cap of a case: about max(2 x expected size, 32 MB). */
export const outputCap = (expectedBytes: number): number =>
  Math.max(2 * expectedBytes, minOutputCap);

/**
 * Sandbox limits of a contestant's run. The cgroup's memory cap sits above the limit (a
 * quarter, at least 32 MB) so a program slightly over it is measured and reported as MLE
 * rather than killed blind, and page cache charged to the group never causes a false MLE;
 * the runner's RSS poll (no cgroup) stops at the limit itself. RLIMIT_AS (4 x + 256 MB) applies only on machines without a memory cgroup,
 * and never to the JVM.
 */
export const programLimits = (
  language: Language,
  eff: EffectiveLimits,
  outputBytes: number,
): SandboxLimits => ({
  cpuMs: eff.timeMs + cpuSlackMs,
  wallMs: 3 * (eff.timeMs + cpuSlackMs),
  memoryBytes: (eff.memoryMb + Math.max(32, Math.ceil(eff.memoryMb / 4))) * MB,
  rssLimitBytes: eff.memoryMb * MB,
  addressSpaceBytes: language.addressSpaceLimit ? (4 * eff.memoryMb + 256) * MB : null,
  stackBytes: eff.stackMb * MB,
  outputBytes,
  processes: maxProcesses,
  tmpfsBytes: 64 * MB,
});

/** Compilers: about 10 s of CPU and 512 MB (JUDGING.md); gcc forks cc1, as and ld. */
export const compileLimits: SandboxLimits = {
  cpuMs: 10_000,
  wallMs: 30_000,
  memoryBytes: 512 * MB,
  rssLimitBytes: 512 * MB,
  addressSpaceBytes: null,
  stackBytes: 64 * MB,
  outputBytes: 128 * MB,
  processes: maxProcesses,
  tmpfsBytes: 256 * MB,
};

/** Special judges and interactors: about 16 s of CPU and 512 MB. */
export const checkerLimits: SandboxLimits = {
  cpuMs: 16_000,
  wallMs: 48_000,
  memoryBytes: 512 * MB,
  rssLimitBytes: 512 * MB,
  addressSpaceBytes: null,
  stackBytes: 256 * MB,
  outputBytes: 64 * MB,
  processes: maxProcesses,
  tmpfsBytes: 64 * MB,
};

/*
 * Work dirs (/w). When the judge is root each is a tmpfs of its own with these caps, so a
 * run can fill its own folder and never the host's disk. Its pages are memory: the sandbox's
 * memory cgroup is raised by the work dir's size and the files left there are not counted as
 * the program's memory (see run.ts), so files stay "disk" to the contestant.
 */
const workDirInodes = 4096;

/** Scratch files of a contestant's run: the "more than 64 MB of files" of a full work dir. */
export const programScratchBytes = 64 * MB;

/**
 * A contestant's work dir: scratch space, plus the file-IO input the judge places there and
 * room for the file-IO output, which RLIMIT_FSIZE caps on its own (`fileOutputCap`).
 */
export const programWorkDir = (placedBytes = 0, fileOutputCap = 0): WorkDirCap => ({
  bytes: programScratchBytes + placedBytes + fileOutputCap,
  inodes: workDirInodes,
});

/** The largest build kept: a bigger binary, class files or byte code is a Compile Error. */
export const maxBuildBytes = 64 * MB;

/** Compilers: the source and the build, with room to tell a build just over the cap apart. */
export const compileWorkDir: WorkDirCap = { bytes: maxBuildBytes + 16 * MB, inodes: workDirInodes };

/** Special judges and interactors write little (an interactor's result file). */
export const checkerWorkDir: WorkDirCap = { bytes: 64 * MB, inodes: workDirInodes };
