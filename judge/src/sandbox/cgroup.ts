import fs from 'node:fs';
import { parseMountInfo, readText, type MountEntry } from './cgroup-fs.ts';
import { createV1Driver } from './cgroup-v1.ts';
import { createV2Driver } from './cgroup-v2.ts';
import type { CgroupDriver } from './cgroup-types.ts';

export type { CgroupDriver, CgroupLimits, CgroupStats, RunCgroup } from './cgroup-types.ts';

export interface CgroupSupport {
  driver: CgroupDriver | null;
  /** Why there is no driver (rlimits only), or where the groups live. */
  note: string;
}

let support: CgroupSupport | undefined;

/**
 * The memory/pids cgroup support of this machine, probed once: cgroup v2 with the memory
 * controller, else v1 with a writable memory hierarchy, else none (rlimits and the runner's
 * RSS polling only). `OJ_JUDGE_CGROUP=none|v1|v2` forces a choice (tests use `none`).
 */
export const cgroupSupport = (): CgroupSupport => (support ??= probe());

/** Test hook: forget the probe so a changed `OJ_JUDGE_CGROUP` is honoured. */
export const resetCgroupSupport = (): void => {
  support = undefined;
};

const probe = (): CgroupSupport => {
  const forced = process.env.OJ_JUDGE_CGROUP;
  if (forced === 'none') return { driver: null, note: 'disabled by OJ_JUDGE_CGROUP=none' };
  const mounts = parseMountInfo(readText('/proc/self/mountinfo') ?? '');
  const attempts: [string, () => CgroupDriver | string][] = [
    ['v2', () => v2Candidate(mounts)],
    ['v1', () => v1Candidate(mounts)],
  ];
  const notes: string[] = [];
  for (const [version, make] of attempts) {
    if (forced && forced !== version) continue;
    try {
      const driver = make();
      if (typeof driver === 'string') {
        notes.push(`${version}: ${driver}`);
        continue;
      }
      // A full round trip proves the hierarchy is writable before any judging relies on it.
      const probeGroup = driver.create(`probe-${process.pid}`);
      try {
        probeGroup.limit({ memoryBytes: 64 << 20, pids: 8 });
        probeGroup.stats();
      } finally {
        probeGroup.destroySync();
      }
      return { driver, note: `cgroup ${version}` };
    } catch (error) {
      notes.push(`${version}: ${(error as Error).message}`);
    }
  }
  return { driver: null, note: `no usable cgroup (${notes.join('; ') || 'none mounted'})` };
};

const v2Candidate = (mounts: MountEntry[]): CgroupDriver | string => {
  const mount = mounts.find(
    (m) =>
      m.fsType === 'cgroup2' &&
      (readText(`${m.mountPoint}/cgroup.controllers`) ?? '').split(/\s+/).includes('memory'),
  );
  return mount ? createV2Driver(mount.mountPoint) : 'no cgroup2 mount with the memory controller';
};

const v1Candidate = (mounts: MountEntry[]): CgroupDriver | string => {
  const find = (controller: string) =>
    mounts.find((m) => m.fsType === 'cgroup' && m.superOptions.includes(controller))?.mountPoint;
  const memory = find('memory');
  if (!memory) return 'no memory hierarchy mounted';
  fs.accessSync(memory, fs.constants.W_OK);
  return createV1Driver({ memory, pids: find('pids'), cpuacct: find('cpuacct') });
};
