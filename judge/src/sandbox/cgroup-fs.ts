import fs from 'node:fs';
import path from 'node:path';

/**
 * Small, synchronous cgroupfs helpers. cgroupfs lives in kernel memory: each call is a few
 * microseconds, far below the cost of a trip through libuv's thread pool, and a run does
 * about twenty of them.
 */
export const readText = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

export const readNumber = (file: string): number | null => {
  const text = readText(file);
  if (text === null) return null;
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : null;
};

/** `key value` lines (memory.stat, memory.events, cpu.stat, memory.oom_control). */
export const parseKeyValues = (text: string | null): Map<string, number> => {
  const out = new Map<string, number>();
  for (const line of (text ?? '').split('\n')) {
    const [key, value] = line.trim().split(/\s+/);
    if (key && value !== undefined && /^-?\d+$/.test(value)) out.set(key, Number(value));
  }
  return out;
};

export const writeText = (file: string, value: string): void => fs.writeFileSync(file, value);

export const tryWrite = (file: string, value: string): boolean => {
  try {
    writeText(file, value);
    return true;
  } catch {
    return false;
  }
};

/** SIGKILLs every process still listed in a cgroup folder; true when there were some. */
export const killMembers = (dir: string): boolean => {
  let found = false;
  for (const line of (readText(path.join(dir, 'cgroup.procs')) ?? '').split('\n')) {
    const pid = Number(line);
    if (pid > 0) {
      found = true;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone: exactly what we want.
      }
    }
  }
  return found;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes a run cgroup. A dying process keeps it busy for a moment after SIGKILL, so EBUSY is
 * retried for about a second; anything else (already gone, not a cgroup) is left alone.
 */
export const removeCgroup = async (dir: string): Promise<void> => {
  for (let attempt = 0; attempt < 50; attempt++) {
    killMembers(dir);
    try {
      fs.rmdirSync(dir);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EBUSY') return;
    }
    await sleep(20);
  }
};

export const removeCgroupSync = (dir: string): void => {
  killMembers(dir);
  try {
    fs.rmdirSync(dir);
  } catch {
    // Busy or gone; the next judge start sweeps what is left.
  }
};

export interface MountEntry {
  mountPoint: string;
  fsType: string;
  superOptions: string[];
}

/** Parses /proc/self/mountinfo (see proc(5): fields, then ` - fstype source superoptions`). */
export const parseMountInfo = (text: string): MountEntry[] =>
  text
    .split('\n')
    .map((line) => {
      const [left, right] = line.split(' - ');
      const mountPoint = left?.split(' ')[4];
      const [fsType, , options] = right?.split(' ') ?? [];
      if (!mountPoint || !fsType) return undefined;
      const unescaped = mountPoint.replace(/\\(\d{3})/g, (_, o: string) =>
        String.fromCharCode(parseInt(o, 8)),
      );
      return { mountPoint: unescaped, fsType, superOptions: (options ?? '').split(',') };
    })
    .filter((m): m is MountEntry => m !== undefined);
