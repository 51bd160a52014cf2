import { PlagiarismJob, type ProblemInput } from './job.ts';

/** How long a finished check stays readable (rerun it after that: it is derived data). */
export const JOB_TTL_MS = 6 * 3_600_000;

export const alreadyRunning = 'A plagiarism check of this problem is already running';

/**
 * The plagiarism checks of one server process, in memory: a check is derived from the
 * submissions read model and can be rerun at any time, so it is no event and no table, and it
 * keeps the fingerprint index alive for the pair views. A finished check expires after
 * `ttlMs`; a new check of the same contest problem replaces the finished one.
 */
export class PlagiarismJobs {
  private readonly jobs = new Map<string, PlagiarismJob>();

  constructor(
    private readonly ttlMs = JOB_TTL_MS,
    private readonly now = () => Date.now(),
  ) {}

  /** The running check that covers problem `pid` of contest `cid` (null: any problem). */
  running(cid: number, pid: number | null) {
    this.sweep();
    return [...this.jobs.values()].find((j) => j.cid === cid && j.active && j.covers(pid));
  }

  /** Starts a check in the background; throws `alreadyRunning` over a running one. */
  start(cid: number, pid: number | null, startedBy: string, problems: readonly ProblemInput[]) {
    if (this.running(cid, pid)) throw new Error(alreadyRunning);
    for (const [id, j] of this.jobs) if (j.cid === cid && j.pid === pid) this.jobs.delete(id);
    const job = new PlagiarismJob(cid, pid, startedBy, problems, this.now());
    this.jobs.set(job.id, job);
    void job.run();
    return job;
  }

  get(id: string) {
    this.sweep();
    return this.jobs.get(id);
  }

  /** The checks of a contest, newest first. */
  ofContest(cid: number) {
    this.sweep();
    return [...this.jobs.values()]
      .filter((j) => j.cid === cid)
      .sort((a, b) => b.startedAt - a.startedAt);
  }

  private sweep() {
    const now = this.now();
    for (const [id, j] of this.jobs)
      if (j.finishedAt !== null && now - j.finishedAt > this.ttlMs) this.jobs.delete(id);
  }
}

const perDeps = new WeakMap<object, PlagiarismJobs>();

/** The checks of the site that `deps` serves (one registry per app, as the live boards). */
export const plagiarismJobsOf = (deps: object): PlagiarismJobs => {
  let jobs = perDeps.get(deps);
  if (!jobs) {
    jobs = new PlagiarismJobs();
    perDeps.set(deps, jobs);
  }
  return jobs;
};
