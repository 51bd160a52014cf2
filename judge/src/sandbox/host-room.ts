import fs from 'node:fs';

/**
 * Thrown when the judge's own disk (DATA_DIR, or OJ_JUDGE_DIR) is full. Its `code` is ENOSPC,
 * so it reads like the error a write would have met (`isDiskFull` in @oj/events/infra).
 */
export class JudgeDiskFull extends Error {
  override name = 'JudgeDiskFull';
  readonly code = 'ENOSPC';
  constructor(readonly folder: string) {
    super(`The judge's disk is full (no space left in ${folder})`);
  }
}

/**
 * A sandboxed run writes its stdout and stderr into its run folder on the host's disk (only
 * the work dir is a tmpfs of its own). When that disk fills up during the run, the program's
 * writes fail and its output is cut short: judged, that would be a wrong answer that is not
 * the contestant's. So after each run, a host folder with no block left for an unprivileged
 * writer (the run's uid is not root) throws, and the caller's judging ends in a System Error.
 */
export const assertHostRoom = (folder: string): void => {
  let s: fs.StatsFs;
  try {
    s = fs.statfsSync(folder);
  } catch {
    return; // Gone or unreadable: the caller reads its files next and fails with the cause.
  }
  // Some file systems (btrfs) count no inodes at all: zero free of zero is not full.
  if ((s.blocks > 0 && s.bavail === 0) || (s.files > 0 && s.ffree === 0))
    throw new JudgeDiskFull(folder);
};
