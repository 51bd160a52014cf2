import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { parseReport, type RunnerReport } from './report.ts';

export interface Spawned {
  report: RunnerReport | null;
  /** Why there is no report. */
  problem: string;
  guardFired: boolean;
}

export interface BwrapStdio {
  stdin: number | 'ignore';
  stdout: number | 'ignore';
  stderr: number;
}

/** A sandbox whose init is set up and parked just before it execs the runner. */
export interface ParkedSandbox {
  /**
   * Moves the init into the run's cgroups and lets it exec the runner; the wall-clock
   * backstop starts now. Resolves when bwrap has exited.
   */
  go(procsFiles: string[], guardMs: number): Promise<Spawned>;
  /** Kills a sandbox that will not be used. */
  cancel(): void;
}

// fd 3: the runner's report; fd 4: bwrap's --info-fd (the init's host pid); fd 5: bwrap's
// --block-fd, read by the init after all its mounts, right before it execs the runner; fd 6:
// the runner's own go-ahead (`--go 6`), without which a cancelled sandbox exits unused.
export const parkArgs = ['--info-fd', '4', '--block-fd', '5'];
export const runnerGoFd = 6;

/**
 * Starts bwrap with everything but the go-ahead: namespaces, mounts and privileges are set
 * up while the judge does something else, and the init waits on fd 5. `go` writes its host
 * pid into the run's cgroups first, so the runner and all it starts are limited and measured
 * from their first instruction without an extra launcher process on every run.
 */
export const parkSandbox = (bwrap: string, args: string[], stdio: BwrapStdio): ParkedSandbox => {
  const child = spawn(bwrap, [...parkArgs, ...args], {
    stdio: [stdio.stdin, stdio.stdout, stdio.stderr, 'pipe', 'pipe', 'pipe', 'pipe'],
    env: { PATH: '/usr/bin:/bin' },
  });
  const pipes = child.stdio as unknown as (Readable | Writable | null)[];
  // A sandbox that dies early closes its ends: an EPIPE here must not crash the judge.
  for (const stream of pipes.slice(3)) stream?.on('error', () => {});
  let report = '';
  let problem = '';
  let guardFired = false;
  let guard: NodeJS.Timeout | undefined;
  (pipes[3] as Readable | null)?.on('data', (chunk: Buffer) => (report += chunk.toString()));
  const pid = readInitPid(pipes[4] as Readable | null);
  const exited = new Promise<Spawned>((resolve) => {
    child.on('error', (error) => {
      problem = `cannot start bwrap: ${error.message}`;
    });
    child.on('close', (code, signal) => {
      clearTimeout(guard);
      problem ||= `sandbox exited with ${signal ?? `code ${code}`} and no report`;
      resolve({ report: parseReport(report), problem, guardFired });
    });
  });
  const kill = () => child.kill('SIGKILL');
  return {
    go: async (procsFiles, guardMs) => {
      const init = await Promise.race([pid, exited.then(() => null)]);
      if (init !== null) {
        try {
          for (const file of procsFiles) fs.writeFileSync(file, String(init));
          (pipes[runnerGoFd] as Writable | null)?.end('g');
          (pipes[5] as Writable | null)?.end('go');
          // Backstop for a runner that cannot enforce its own wall clock: killing bwrap
          // kills the runner (die-with-parent) and with it the whole pid namespace.
          guard = setTimeout(() => {
            guardFired = true;
            kill();
          }, guardMs);
        } catch (error) {
          problem = `cannot move the sandbox into its cgroup: ${(error as Error).message}`;
          kill();
        }
      }
      return exited;
    },
    cancel: () => {
      kill();
      // Node waits for every stdio stream before 'close': the unused go-ahead pipes must go.
      // bwrap's init reads their end-of-file as "go" and execs the runner, which then finds no
      // go-ahead byte of its own and exits without running anything.
      const release = () => {
        for (const stream of pipes.slice(3)) stream?.destroy();
      };
      if (child.exitCode !== null || child.signalCode !== null) release();
      else child.once('exit', release);
    },
  };
};

/** The init's host pid from bwrap's info JSON (`"child-pid": N`). */
const readInitPid = (info: Readable | null) =>
  new Promise<number>((resolve) => {
    let text = '';
    info?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const pid = /"child-pid":\s*(\d+)/.exec(text)?.[1];
      if (pid) resolve(Number(pid));
    });
  });
