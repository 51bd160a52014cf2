import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** A child process started in a process group of its own; `stop` ends the whole group. */
export interface GroupProcess {
  child: ChildProcess;
  /** Resolves once the child has exited (or failed to start). */
  exited: Promise<void>;
  /**
   * Sends `signal` to the group, SIGKILL to it after `killAfterMs` if the child is still
   * running, and SIGKILL once more after it exited for anything left in the group. Resolves
   * when the child has exited. Safe to call twice, or after the child died on its own.
   */
  stop: (signal?: NodeJS.Signals, killAfterMs?: number) => Promise<void>;
}

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
};

/**
 * Spawns `command` detached, so it leads a process group. Tests need this for anything that
 * starts processes of its own: tsx runs the code in a child process, and a kill of tsx alone
 * leaves that child running, re-parented to init, after the test run has ended.
 */
export const spawnInGroup = (
  command: string,
  args: string[],
  options: SpawnOptions = {},
): GroupProcess => {
  const child = spawn(command, args, { ...options, detached: true });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', killAfterMs = 10_000) => {
    if (running()) {
      signalGroup(child, signal);
      const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(kill);
    }
    signalGroup(child, 'SIGKILL');
  };
  return { child, exited, stop };
};
