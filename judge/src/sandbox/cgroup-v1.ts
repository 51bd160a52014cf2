import fs from 'node:fs';
import path from 'node:path';
import type { CgroupDriver, CgroupLimits, CgroupStats, RunCgroup } from './cgroup-types.ts';
import {
  parseKeyValues,
  readNumber,
  readText,
  removeCgroup,
  removeCgroupSync,
  tryWrite,
  writeText,
} from './cgroup-fs.ts';

export interface V1Mounts {
  memory: string;
  pids: string | undefined;
  cpuacct: string | undefined;
}

/**
 * cgroup v1: one folder per run in each hierarchy we use, under `<mount>/oj-judge/`. Memory is
 * mandatory; pids and cpuacct are used when mounted (without pids, RLIMIT_NPROC on the run's
 * own uid still caps processes).
 */
export const createV1Driver = (mounts: V1Mounts): CgroupDriver => {
  const bases = {
    memory: path.join(mounts.memory, 'oj-judge'),
    pids: mounts.pids && path.join(mounts.pids, 'oj-judge'),
    cpuacct: mounts.cpuacct && path.join(mounts.cpuacct, 'oj-judge'),
  };
  const all = Object.values(bases).filter((b): b is string => !!b);
  for (const base of all) fs.mkdirSync(base, { recursive: true });
  return { version: 'v1', bases: all, create: (name) => createGroup(bases, name) };
};

const createGroup = (
  bases: { memory: string; pids: string | undefined; cpuacct: string | undefined },
  name: string,
): RunCgroup => {
  const memory = path.join(bases.memory, name);
  const pids = bases.pids && path.join(bases.pids, name);
  const cpuacct = bases.cpuacct && path.join(bases.cpuacct, name);
  const dirs = [memory, pids, cpuacct].filter((d): d is string => !!d);
  for (const dir of dirs) fs.mkdirSync(dir);
  return {
    procsFiles: dirs.map((d) => path.join(d, 'cgroup.procs')),
    limit: (limits: CgroupLimits) => {
      writeText(path.join(memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
      // Same cap on memory+swap, so a machine with swap cannot stretch the limit.
      tryWrite(path.join(memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
      if (pids) writeText(path.join(pids, 'pids.max'), String(limits.pids));
    },
    stats: () => readStats(memory, cpuacct),
    destroy: async () => {
      await Promise.all(dirs.map(removeCgroup));
    },
    destroySync: () => dirs.forEach(removeCgroupSync),
  };
};

const readStats = (memory: string, cpuacct: string | undefined): CgroupStats => {
  const stat = parseKeyValues(readText(path.join(memory, 'memory.stat')));
  const oom = parseKeyValues(readText(path.join(memory, 'memory.oom_control')));
  const cpuNs = cpuacct ? readNumber(path.join(cpuacct, 'cpuacct.usage')) : null;
  return {
    peakBytes: readNumber(path.join(memory, 'memory.max_usage_in_bytes')),
    fileCacheBytes: Math.max(0, (stat.get('cache') ?? 0) - (stat.get('shmem') ?? 0)),
    oomKills: oom.get('oom_kill') ?? 0,
    cpuUs: cpuNs === null ? null : Math.round(cpuNs / 1000),
  };
};
