import os from 'node:os';
import type { SandboxResult } from '../sandbox/run.ts';
import type { EffectiveLimits } from './limits.ts';

// First name wins: 6 is SIGABRT, not its alias SIGIOT.
const signalNames = new Map<number, string>();
for (const [name, n] of Object.entries(os.constants.signals))
  if (!signalNames.has(n)) signalNames.set(n, name);

export const signalName = (n: number): string => signalNames.get(n) ?? `signal ${n}`;

const SIGXFSZ = os.constants.signals.SIGXFSZ;

export const outputLimitMessage = 'output limit exceeded';

/** How one run of the contestant's program ended, before its output is looked at. */
export interface RunVerdict {
  status: 'OK' | 'TLE' | 'MLE' | 'RE';
  message: string;
  /** CPU ms, clamped to the limit. */
  timeMs: number;
  /** Peak KB, clamped to the limit. */
  memoryKb: number;
}

export interface RunFacts {
  /** Bytes the program wrote to its output (stdout or the file-IO output file). */
  outputBytes: number;
  outputCap: number;
  /** The end of stderr, searched for the runtime's out-of-memory message. */
  stderrTail: string;
  memoryError?: RegExp | undefined;
  /** Why the work dir is full (it hit its size or file cap), or undefined. */
  workDirFull?: string | undefined;
}

/**
 * JUDGING.md, in order: CPU time > T -> TLE (the wall clock guard too); peak memory > M ->
 * MLE (an OOM kill, or the runtime saying it ran out of memory, counts); killed by a signal
 * or a non-zero exit -> RE naming it; output over the cap -> RE "output limit exceeded", and a
 * full work dir -> RE "work directory full", both ahead of the signal or exit they cause.
 * Reported time and memory never exceed the limits.
 */
export const classifyRun = (
  r: SandboxResult,
  limits: EffectiveLimits,
  facts: RunFacts,
): RunVerdict => {
  const timeLimit = limits.timeMs;
  const memoryLimit = limits.memoryMb * 1024;
  const clamped = {
    timeMs: Math.min(r.cpuMs, timeLimit),
    memoryKb: Math.min(r.memoryKb, memoryLimit),
  };
  if (r.timeout || r.cpuMs > timeLimit) {
    const message = r.timeout === 'wall' ? 'wall clock limit exceeded' : '';
    return { ...clamped, status: 'TLE', message, timeMs: timeLimit };
  }
  const failed = r.signal !== null || r.exitCode !== 0;
  const runtimeOom = failed && !!facts.memoryError?.test(facts.stderrTail);
  if (r.memoryExceeded || r.memoryKb > memoryLimit || runtimeOom) {
    return { ...clamped, status: 'MLE', message: '', memoryKb: memoryLimit };
  }
  if (r.signal === SIGXFSZ || facts.outputBytes >= facts.outputCap) {
    return { ...clamped, status: 'RE', message: outputLimitMessage };
  }
  // A full work dir is the disk's output limit: the same verdict, whether or not the program
  // noticed its failed writes (HOJ's codes have no Output Limit Exceeded).
  if (facts.workDirFull) return { ...clamped, status: 'RE', message: facts.workDirFull };
  if (r.signal !== null) {
    return {
      ...clamped,
      status: 'RE',
      message: `killed by signal ${r.signal} (${signalName(r.signal)})`,
    };
  }
  if (r.exitCode !== 0) return { ...clamped, status: 'RE', message: `exit code ${r.exitCode}` };
  return { ...clamped, status: 'OK', message: '' };
};
