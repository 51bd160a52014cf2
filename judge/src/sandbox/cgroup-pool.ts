import fs from 'node:fs';
import path from 'node:path';
import { cgroupSupport, type CgroupDriver, type CgroupLimits, type RunCgroup } from './cgroup.ts';
import { removeCgroupSync } from './cgroup-fs.ts';
import { randomName } from './paths.ts';

/**
 * Creating and removing a memory cgroup costs the kernel a few hundred microseconds, a real
 * share of a 5 ms run. So one spare group is made while the current run executes (Node is
 * idle then) and used groups are removed in the background. Names carry the judge's pid, so a
 * judge that died without cleaning up is swept on the next start.
 */
const spares: RunCgroup[] = [];
let refillScheduled = false;
let swept = false;

const groupName = () => `run-${process.pid}-${randomName()}`;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Judges in other pid namespaces (containers sharing the cgroup tree) look dead by pid. */
const staleAfterMs = 10 * 60_000;

/**
 * Removes groups left by judges that are gone (an empty group is all a crash leaves): a group
 * is swept only when its judge looks dead, it has no process, and it is older than ten minutes,
 * so a judge in another pid namespace never loses a group it is about to use.
 */
const sweep = (driver: CgroupDriver) => {
  swept = true;
  const now = Date.now();
  for (const base of driver.bases) {
    for (const name of fs.readdirSync(base)) {
      const pid = Number(/^run-(\d+)-/.exec(name)?.[1]);
      if (!pid || pid === process.pid || isAlive(pid)) continue;
      const dir = path.join(base, name);
      try {
        const empty = fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').trim() === '';
        if (empty && now - fs.statSync(dir).mtimeMs > staleAfterMs) removeCgroupSync(dir);
      } catch {
        // Gone already, or not ours to read.
      }
    }
  }
};

const refill = (driver: CgroupDriver) => {
  if (refillScheduled || spares.length > 0) return;
  refillScheduled = true;
  setImmediate(() => {
    refillScheduled = false;
    try {
      spares.push(driver.create(groupName()));
    } catch {
      // The next acquire creates one inline and says what is wrong.
    }
  });
};

process.on('exit', () => {
  for (const group of spares.splice(0)) group.destroySync();
});

/** A fresh cgroup with these limits, or null on a machine without usable cgroups. */
export const acquireCgroup = (limits: CgroupLimits): RunCgroup | null => {
  const { driver } = cgroupSupport();
  if (!driver) return null;
  if (!swept) sweep(driver);
  let group = spares.pop() ?? driver.create(groupName());
  try {
    group.limit(limits);
  } catch {
    // A spare can vanish (another judge's sweep): start over with a fresh group once.
    group.destroySync();
    group = driver.create(groupName());
    try {
      group.limit(limits);
    } catch (error) {
      group.destroySync();
      throw error;
    }
  }
  refill(driver);
  return group;
};

/** Removes a used group once the judge is idle again (its stats were read already). */
export const releaseCgroup = (group: RunCgroup): void => {
  setImmediate(() => {
    group.destroy().catch(() => {});
  });
};
