import type { Sql } from '@oj/events';
import { insertCheck, writeFinish, writeProgress, type StoredProblem } from './checks-table.ts';
import { PlagiarismJob, type JobSync, type ProblemInput } from './job.ts';
import { rebuiltIndexes } from './rebuild.ts';

export const alreadyRunning = 'A plagiarism check of this problem is already running';

/** Finished jobs kept in memory for their pair views (a fingerprint index is big). */
const KEEP_FINISHED = 2;

const syncTo = (sql: Sql): JobSync => ({
  progress: (job) => writeProgress(sql, job.id, job.progress),
  finish: (job) =>
    writeFinish(sql, job.id, {
      state: job.state,
      error: job.error,
      progress: job.progress,
      results: job.state === 'done' ? job.result() : null,
    }),
});

const stored = (problems: readonly ProblemInput[]): StoredProblem[] =>
  problems.map((p) => ({
    pid: p.pid,
    displayId: p.displayId,
    files: p.sources.length,
    submitIds: p.sources.map((s) => s.submitId),
  }));

/**
 * The plagiarism checks this server process runs, and the fingerprint indexes it holds for
 * pair views. What every process sees (state, progress, ranked pairs) is in
 * `app.plagiarism_checks`; a job keeps running in the process that started it and reports
 * there. A pair of a check this process does not hold is read from a rebuilt index.
 */
export class PlagiarismJobs {
  private readonly jobs = new Map<string, PlagiarismJob>();
  readonly rebuilt = rebuiltIndexes();

  constructor(private readonly sql: Sql) {}

  /**
   * Starts a check in the background; throws `alreadyRunning` when the table refuses it.
   * `startWhen` holds the work (not the row) until it settles: a test's grip on a running check.
   */
  async start(
    cid: number,
    pid: number | null,
    startedBy: string,
    problems: ProblemInput[],
    startWhen: Promise<unknown> = Promise.resolve(),
  ) {
    const startedAt = Date.now();
    const job = new PlagiarismJob(cid, pid, startedBy, problems, startedAt, syncTo(this.sql));
    const { progress } = job;
    const inserted = await insertCheck(this.sql, {
      id: job.id,
      cid,
      pid,
      startedBy,
      progress: { ...progress },
      problems: stored(problems),
      startedAt: new Date(startedAt),
    });
    if (!inserted) throw new Error(alreadyRunning);
    for (const [id, j] of this.jobs) if (j.cid === cid && j.pid === pid) this.jobs.delete(id);
    this.jobs.set(job.id, job);
    void startWhen.then(() => job.run()).then(() => this.prune());
    return job;
  }

  /** The job if this process runs or still holds it. */
  get(id: string) {
    return this.jobs.get(id);
  }

  private prune() {
    const finished = [...this.jobs.values()]
      .filter((j) => j.finishedAt !== null)
      .sort((a, b) => b.finishedAt! - a.finishedAt!);
    for (const j of finished.slice(KEEP_FINISHED)) this.jobs.delete(j.id);
  }
}

const perDeps = new WeakMap<object, PlagiarismJobs>();

/** The checks of the site that `deps` serves (one registry per app, as the live boards). */
export const plagiarismJobsOf = (deps: { sql: Sql }): PlagiarismJobs => {
  let jobs = perDeps.get(deps);
  if (!jobs) {
    jobs = new PlagiarismJobs(deps.sql);
    perDeps.set(deps, jobs);
  }
  return jobs;
};
