import { spawn, type ChildProcess } from 'node:child_process';
import { decideRestart, type RestartDecision, type RestartPolicy } from './restart-policy.ts';

/** One long-running process of the stack. */
export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  /** Added to the shared environment for this child only (its port, its index). */
  env?: Record<string, string>;
}

/** The running children; `stop` ends them all (SIGTERM, SIGKILL after `killAfterMs`). */
export interface ChildProcesses {
  /** Exits seen so far per child (restarts included), for logs and tests. */
  exits: (name: string) => number;
  stop: () => Promise<void>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/** The supervisor's log line for a child that exited `how` after `uptimeMs`. */
const describe = (
  name: string,
  how: string,
  uptimeMs: number,
  decision: RestartDecision,
  policy: RestartPolicy,
  restartsInARow: number,
) => {
  const what = `${name} exited (${how}) after ${seconds(uptimeMs)}`;
  if (decision.action === 'give-up')
    return (
      `${what}; it was restarted ${restartsInARow} times in a row and no run lasted ` +
      `${seconds(policy.healthyUptimeMs)}: giving up and stopping everything`
    );
  const reset = decision.countReset
    ? ` (it ran longer than ${seconds(policy.healthyUptimeMs)}, so its restart count starts over)`
    : '';
  return (
    `${what}; restart ${decision.attempt} of ${policy.maxRestarts} in a row ` +
    `in ${seconds(decision.delayMs)}${reset}`
  );
};

/** SIGTERM to the child's process group, SIGKILL after `killAfterMs`; resolves on its exit. */
const stopChild = (child: ChildProcess, killAfterMs: number) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const signal = (s: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, s);
      } catch {
        // The group is already gone.
      }
    };
    const kill = setTimeout(() => signal('SIGKILL'), killAfterMs);
    child.once('exit', () => (clearTimeout(kill), resolve()));
    signal('SIGTERM');
  });

/**
 * Starts each child in its own process group (the terminal's Ctrl-C reaches the supervisor,
 * which stops them in order) and restarts it when it exits, as `policy` says. When a child is
 * in a crash loop, `onGiveUp` is called once and nothing more is restarted.
 */
export const startChildProcesses = (o: {
  specs: ChildSpec[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  policy: RestartPolicy;
  log: (line: string) => void;
  onGiveUp: (name: string) => void;
  killAfterMs?: number;
}): ChildProcesses => {
  const running = new Map<string, ChildProcess>();
  const timers = new Set<NodeJS.Timeout>();
  const exits = new Map<string, number>();
  let stopping = false;

  const launch = (spec: ChildSpec, restartsInARow: number) => {
    const startedAt = Date.now();
    const child = spawn(spec.command, spec.args, {
      env: { ...o.env, ...spec.env },
      stdio: 'inherit',
      cwd: o.cwd,
      detached: true,
    });
    running.set(spec.name, child);
    let ended = false;
    const onEnd = (how: string) => {
      // A failed spawn emits 'error' and may or may not emit 'exit' as well.
      if (ended) return;
      ended = true;
      running.delete(spec.name);
      exits.set(spec.name, (exits.get(spec.name) ?? 0) + 1);
      if (stopping) return;
      const uptimeMs = Date.now() - startedAt;
      const decision = decideRestart(o.policy, restartsInARow, uptimeMs);
      o.log(describe(spec.name, how, uptimeMs, decision, o.policy, restartsInARow));
      if (decision.action === 'give-up') return o.onGiveUp(spec.name);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) launch(spec, decision.attempt);
      }, decision.delayMs);
      timers.add(timer);
    };
    child.on('exit', (code, signal) => onEnd(signal ?? `code ${code}`));
    child.on('error', (error) => onEnd(error.message));
  };

  for (const spec of o.specs) launch(spec, 0);
  return {
    exits: (name) => exits.get(name) ?? 0,
    stop: async () => {
      stopping = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.all([...running.values()].map((c) => stopChild(c, o.killAfterMs ?? 10_000)));
    },
  };
};
