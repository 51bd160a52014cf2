import type { CgroupStats } from './cgroup.ts';
import type { Spawned } from './spawn.ts';

export interface SandboxResult {
  exitCode: number | null;
  signal: number | null;
  /** CPU of the program's process tree (user + sys). */
  cpuMs: number;
  /** Peak memory of the sandbox, page cache of files excluded. */
  memoryKb: number;
  wallMs: number;
  timeout: 'cpu' | 'wall' | null;
  /** Killed for memory: an OOM kill in the cgroup or the runner's RSS cap. */
  memoryExceeded: boolean;
  /** The sandbox itself failed (System Error), with the reason. */
  error: string | null;
  measuredBy: 'cgroup v1' | 'cgroup v2' | 'rlimits';
  /** The cgroup's own CPU figure (includes the runner's polling), for diagnostics. */
  cgroupCpuMs: number | null;
}

export const failedRun = (
  error: string,
  measuredBy: SandboxResult['measuredBy'] = 'rlimits',
): SandboxResult => ({
  exitCode: null,
  signal: null,
  cpuMs: 0,
  memoryKb: 0,
  wallMs: 0,
  timeout: null,
  memoryExceeded: false,
  error,
  measuredBy,
  cgroupCpuMs: null,
});

/**
 * Time and memory of a run. CPU is the runner's RUSAGE_CHILDREN: as PID 1 it reaps every
 * descendant, so that is the whole tree, and unlike the cgroup's figure it leaves out the
 * runner's own polling. Memory is the cgroup peak where there is one, minus the file page
 * cache still charged at the end (the output file, binaries first faulted in by this run):
 * what remains is the program's own memory. So are the files the run left in a work dir that
 * is a tmpfs (`workDirBytes`): tmpfs pages are charged as memory, but to the contestant those
 * files are disk, as a host folder's were. It never goes below the largest process's max RSS.
 * Without a cgroup, the larger of that max RSS and the runner's sampled tree RSS.
 */
export const measure = (
  spawned: Spawned,
  stats: CgroupStats | null,
  measuredBy: SandboxResult['measuredBy'],
  stderrHead: () => string,
  workDirBytes = 0,
): SandboxResult => {
  const cgroupCpuMs = stats?.cpuUs == null ? null : Math.round(stats.cpuUs / 1000);
  const { report } = spawned;
  if (!report && (spawned.guardFired || (stats?.oomKills ?? 0) > 0)) {
    // The runner itself was killed (the OOM killer's choice, or the wall-clock backstop).
    const peakKb = stats?.peakBytes == null ? 0 : Math.round(stats.peakBytes / 1024);
    const base = {
      ...failedRun('', measuredBy),
      error: null,
      cgroupCpuMs,
      memoryKb: peakKb,
      cpuMs: cgroupCpuMs ?? 0,
    };
    return spawned.guardFired ? { ...base, timeout: 'wall' } : { ...base, memoryExceeded: true };
  }
  if (!report || report.error) {
    const reason = report?.error || spawned.problem;
    const detail = stderrHead();
    return { ...failedRun(detail ? `${reason}: ${detail}` : reason, measuredBy), cgroupCpuMs };
  }
  const cgroupKb =
    stats?.peakBytes == null ? 0 : (stats.peakBytes - stats.fileCacheBytes - workDirBytes) / 1024;
  const rssKb =
    stats?.peakBytes == null ? Math.max(report.maxRssKb, report.peakRssKb) : report.maxRssKb;
  return {
    exitCode: report.exit,
    signal: report.signal,
    cpuMs: Math.round(report.cpuUs / 1000),
    memoryKb: Math.round(Math.max(cgroupKb, rssKb)),
    wallMs: report.wallMs,
    timeout: report.timeout,
    memoryExceeded: report.memKilled || (stats?.oomKills ?? 0) > 0,
    error: null,
    measuredBy,
    cgroupCpuMs,
  };
};
