import fs from 'node:fs';
import path from 'node:path';
import type { CgroupDriver, CgroupLimits, CgroupStats, RunCgroup } from './cgroup-types.ts';
import {
  killMembers,
  parseKeyValues,
  readNumber,
  readText,
  removeCgroup,
  removeCgroupSync,
  tryWrite,
  writeText,
} from './cgroup-fs.ts';

const wanted = ['memory', 'pids'];

const words = (file: string): string[] => (readText(file) ?? '').trim().split(/\s+/);

/**
 * Makes memory (and pids, where the kernel has it) available to the children of `dir`. Fails
 * (EBUSY) when `dir` holds processes and is not the hierarchy root: the "no internal
 * processes" rule of cgroup v2.
 */
const enableControllers = (dir: string): void => {
  const available = words(path.join(dir, 'cgroup.controllers'));
  const enabled = words(path.join(dir, 'cgroup.subtree_control'));
  const missing = wanted.filter((c) => available.includes(c) && !enabled.includes(c));
  if (missing.length)
    writeText(path.join(dir, 'cgroup.subtree_control'), missing.map((c) => `+${c}`).join(' '));
};

/**
 * cgroup v2: run groups live under `<mount>/oj-judge/`, a folder that never holds processes
 * itself, so it may delegate memory and pids to its children. In a container whose cgroup
 * root already holds the judge's own processes, enabling the controllers fails and the judge
 * falls back to rlimits (the caller reports why).
 */
export const createV2Driver = (mount: string): CgroupDriver => {
  const base = path.join(mount, 'oj-judge');
  enableControllers(mount);
  fs.mkdirSync(base, { recursive: true });
  enableControllers(base);
  return { version: 'v2', bases: [base], create: (name) => createGroup(path.join(base, name)) };
};

const createGroup = (dir: string): RunCgroup => {
  fs.mkdirSync(dir);
  // cgroup.kill (Linux 5.14+) kills the whole group at once, forks in flight included.
  const kill = () => tryWrite(path.join(dir, 'cgroup.kill'), '1') || killMembers(dir);
  return {
    procsFiles: [path.join(dir, 'cgroup.procs')],
    limit: (limits: CgroupLimits) => {
      writeText(path.join(dir, 'memory.max'), String(limits.memoryBytes));
      tryWrite(path.join(dir, 'memory.swap.max'), '0');
      // Without the pids controller, RLIMIT_NPROC on the run's own uid still caps processes.
      tryWrite(path.join(dir, 'pids.max'), String(limits.pids));
    },
    stats: () => readStats(dir),
    destroy: async () => {
      kill();
      await removeCgroup(dir);
    },
    destroySync: () => {
      kill();
      removeCgroupSync(dir);
    },
  };
};

const readStats = (dir: string): CgroupStats => {
  const stat = parseKeyValues(readText(path.join(dir, 'memory.stat')));
  const events = parseKeyValues(readText(path.join(dir, 'memory.events')));
  const cpu = parseKeyValues(readText(path.join(dir, 'cpu.stat')));
  return {
    // memory.peak appeared in Linux 5.19; older kernels fall back to the runner's max RSS.
    peakBytes: readNumber(path.join(dir, 'memory.peak')),
    fileCacheBytes: Math.max(0, (stat.get('file') ?? 0) - (stat.get('shmem') ?? 0)),
    oomKills: events.get('oom_kill') ?? 0,
    cpuUs: cpu.get('usage_usec') ?? null,
  };
};
