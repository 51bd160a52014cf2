/** The cgroup driver contract, shared by the v1 and v2 drivers and the pool. */

export interface CgroupLimits {
  /** Hard memory limit of the whole sandbox (bwrap, runner and program). */
  memoryBytes: number;
  /** Processes and threads, sandbox helpers included. */
  pids: number;
}

export interface CgroupStats {
  /** Peak memory charged to the group, page cache included; null when the kernel has none. */
  peakBytes: number | null;
  /** File-backed page cache at the end (output files, mapped binaries), shmem/tmpfs excluded. */
  fileCacheBytes: number;
  oomKills: number;
  /** CPU of everything in the group (bwrap's namespace setup included), or null. */
  cpuUs: number | null;
}

export interface RunCgroup {
  /** `cgroup.procs` files the sandbox's init is written into before it execs the runner. */
  procsFiles: string[];
  limit(limits: CgroupLimits): void;
  stats(): CgroupStats;
  /** Kills whatever is left in the group and removes it. */
  destroy(): Promise<void>;
  /** Best-effort synchronous removal, for process exit. */
  destroySync(): void;
}

export interface CgroupDriver {
  version: 'v1' | 'v2';
  /** Folders holding the run groups, one per hierarchy. */
  bases: string[];
  create(name: string): RunCgroup;
}
