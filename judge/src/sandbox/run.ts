import fs from 'node:fs';
import { bwrapArgs, sandboxEnv, sandboxPaths } from './bwrap.ts';
import { cgroupSupport } from './cgroup.ts';
import { acquireCgroup, releaseCgroup } from './cgroup-pool.ts';
import { bwrapBinary } from './host.ts';
import { failedRun, measure, type SandboxResult } from './measure.ts';
import { runnerBinary } from './native.ts';
import { isRoot, workDirCap, workDirUsedBytes } from './paths.ts';
import { parkSandbox, runnerGoFd } from './spawn.ts';

export type { SandboxResult } from './measure.ts';

/** A host file (opened by the judge, handed over as an fd) or a FIFO path inside the sandbox. */
export type Stdio = { file: string } | { sandboxPath: string } | null;

export interface SandboxLimits {
  /** CPU of the whole tree; the runner kills everything above it. */
  cpuMs: number;
  wallMs: number;
  /** Hard memory cap of the memory cgroup (page cache included, so it has headroom). */
  memoryBytes: number;
  /**
   * Without a memory cgroup, the runner's RSS poll stops the tree above this: the limit
   * itself. RSS holds no page cache, so no headroom is needed, and every MB of headroom would
   * be CPU time a program spends faulting pages in before it is stopped. On a busy virtual
   * machine first touches are slow (0.5 to 3.5 ms of CPU per MB measured here), and 32 MB of
   * headroom was enough to push a program over its time limit: TLE where it was MLE.
   */
  rssLimitBytes: number;
  /**
   * RLIMIT_AS when there is no memory cgroup; null where it breaks the runtime (the JVM
   * reserves far more than it uses).
   */
  addressSpaceBytes: number | null;
  stackBytes: number;
  /** RLIMIT_FSIZE: a bigger write gets SIGXFSZ (or EFBIG when ignored). */
  outputBytes: number;
  processes: number;
  tmpfsBytes: number;
}

export interface SandboxRequest {
  argv: string[];
  /** Host folder bound writable at /w, owned by `uid`. */
  workDir: string;
  uid: number;
  roBinds?: { src: string; dest: string }[];
  /** Toolchain folders outside /usr (bound read-only at the same path) and /etc entries. */
  hostDirs?: string[];
  env?: Record<string, string>;
  stdin: Stdio;
  stdout: Stdio;
  /** Always a file: bwrap's own complaints land there too. */
  stderr: string;
  limits: SandboxLimits;
}

/** The runner (PID 1) is in the group too. */
const runnerPids = 1;

export const runnerArgs = (req: SandboxRequest, pollMemory: boolean): string[] => {
  const l = req.limits;
  const kb = (bytes: number) => String(Math.ceil(bytes / 1024));
  const args = ['--report', '3', '--go', String(runnerGoFd)];
  args.push('--cpu-ms', String(l.cpuMs), '--wall-ms', String(l.wallMs));
  args.push('--stack-kb', kb(l.stackBytes), '--fsize', String(l.outputBytes));
  // With a memory cgroup, RLIMIT_AS would only turn "allocated too much" into a failed
  // malloc and a crash (RE) where the cgroup gives the right verdict (MLE). Without one it
  // is the backstop behind the runner's RSS poll.
  if (pollMemory) {
    args.push('--mem-kb', kb(l.rssLimitBytes));
    if (l.addressSpaceBytes !== null) args.push('--as-kb', kb(l.addressSpaceBytes));
  }
  // RLIMIT_NPROC counts per real uid, so it only means something for the run's own uid.
  if (isRoot()) {
    args.push('--uid', String(req.uid), '--gid', String(req.uid));
    args.push('--nproc', String(l.processes));
  }
  if (req.stdin && 'sandboxPath' in req.stdin) args.push('--stdin', req.stdin.sandboxPath);
  if (req.stdout && 'sandboxPath' in req.stdout) args.push('--stdout', req.stdout.sandboxPath);
  return args;
};

const openStdio = (req: SandboxRequest) => ({
  stdin: req.stdin && 'file' in req.stdin ? fs.openSync(req.stdin.file, 'r') : ('ignore' as const),
  stdout:
    req.stdout && 'file' in req.stdout ? fs.openSync(req.stdout.file, 'w') : ('ignore' as const),
  stderr: fs.openSync(req.stderr, 'w'),
});

const readHead = (file: string): string => {
  try {
    return fs.readFileSync(file, 'utf8').slice(0, 2000).trim();
  } catch {
    return '';
  }
};

export interface PreparedSandbox {
  /** Runs the program; resolves with its measurements. */
  start(): Promise<SandboxResult>;
  /** Releases a sandbox that will not run. */
  cancel(): void;
}

const unavailable: PreparedSandbox = {
  start: async () => failedRun('bubblewrap (bwrap) is not installed'),
  cancel: () => {},
};

const sandboxArgv = (req: SandboxRequest, runner: string, pollMemory: boolean): string[] => [
  ...bwrapArgs({
    privileged: isRoot(),
    workDir: req.workDir,
    roBinds: req.roBinds ?? [],
    hostDirs: req.hostDirs ?? [],
    runner,
    tmpfsBytes: req.limits.tmpfsBytes,
    env: sandboxEnv(req.env),
  }),
  '--',
  sandboxPaths.runner,
  'run',
  ...runnerArgs(req, pollMemory),
  '--',
  ...req.argv,
];

/**
 * Sets a sandbox up (cgroup, files, namespaces, mounts) without running anything yet, so the
 * set-up of the next run can overlap the current one. Each prepared sandbox must be started
 * or cancelled.
 */
export const prepareSandbox = async (req: SandboxRequest): Promise<PreparedSandbox> => {
  const bwrap = bwrapBinary();
  if (!bwrap) return unavailable;
  const runner = await runnerBinary();
  const { driver } = cgroupSupport();
  const measuredBy = driver ? (`cgroup ${driver.version}` as const) : 'rlimits';
  // A tmpfs work dir's pages are charged to the run's cgroup: its size comes on top of the
  // memory cap, or a program writing files would be killed for memory it does not use.
  const cgroup = acquireCgroup({
    memoryBytes: req.limits.memoryBytes + (workDirCap(req.workDir)?.bytes ?? 0),
    pids: req.limits.processes + runnerPids,
  });
  const usedBefore = workDirUsedBytes(req.workDir);
  const stdio = openStdio(req);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    for (const fd of [stdio.stdin, stdio.stdout, stdio.stderr])
      if (typeof fd === 'number') fs.closeSync(fd);
    if (cgroup) releaseCgroup(cgroup);
  };
  try {
    const parked = parkSandbox(bwrap, sandboxArgv(req, runner, !cgroup), stdio);
    return {
      start: async () => {
        try {
          const spawned = await parked.go(cgroup?.procsFiles ?? [], req.limits.wallMs + 5000);
          const written = Math.max(0, workDirUsedBytes(req.workDir) - usedBefore);
          const stats = cgroup?.stats() ?? null;
          return measure(spawned, stats, measuredBy, () => readHead(req.stderr), written);
        } finally {
          release();
        }
      },
      cancel: () => {
        parked.cancel();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
};

/**
 * Runs one program in a fresh sandbox and waits for it. Never throws for anything the
 * program does; a broken sandbox comes back with `error` set (a System Error).
 */
export const runInSandbox = async (req: SandboxRequest): Promise<SandboxResult> =>
  (await prepareSandbox(req)).start();
