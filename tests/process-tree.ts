import fs from 'node:fs';

/** One live process, read from /proc. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  pgid: number;
  /** The command line, arguments joined by spaces. */
  command: string;
}

const readProc = (pid: string, file: string): string | null => {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    // Gone since the listing, or another user's (environ is private).
    return null;
  }
};

/** Every live process of the machine; zombies (already dead, waiting for their parent) left out. */
export const listProcesses = (): ProcessInfo[] => {
  const out: ProcessInfo[] = [];
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = readProc(pid, 'stat');
    if (!stat) continue;
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses.
    const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') continue;
    const command = (readProc(pid, 'cmdline') ?? '').replace(/\0+$/, '').replace(/\0/g, ' ');
    out.push({ pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid), command });
  }
  return out;
};

/** The processes below `pid` (children, grandchildren...), not `pid` itself. */
export const descendantsOf = (pid: number, all: ProcessInfo[] = listProcesses()) => {
  const found: ProcessInfo[] = [];
  const parents = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all)
      if (parents.has(p.ppid) && !parents.has(p.pid)) {
        parents.add(p.pid);
        found.push(p);
        grew = true;
      }
  }
  return found;
};

/** Whether the process was started with `name=value` in its environment. */
export const hasEnv = (pid: number, name: string, value: string): boolean =>
  (readProc(String(pid), 'environ') ?? '').split('\0').includes(`${name}=${value}`);

/** SIGKILL to each process; the ones already gone are skipped. */
export const killProcesses = (processes: ProcessInfo[]) => {
  for (const p of processes)
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
};

/** Polls `check` until it returns an empty list or `timeoutMs` passes; returns the last list. */
export const untilEmpty = async <T>(check: () => T[], timeoutMs: number): Promise<T[]> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const left = check();
    if (left.length === 0 || Date.now() > end) return left;
    await new Promise((r) => setTimeout(r, 100));
  }
};
