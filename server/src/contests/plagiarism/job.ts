import { randomUUID } from 'node:crypto';
import {
  byRank,
  newIndex,
  summaryOf,
  tokenizedFile,
  type PairSummary,
  type Source,
} from './compare.ts';
import { pairDetailIn, type IndexedProblem } from './pair.ts';

export type JobState = 'running' | 'done' | 'cancelled' | 'failed';

/** The accepted codes of one contest problem, one per user. */
export interface ProblemInput {
  pid: number;
  displayId: string;
  sources: Source[];
}

/** How many ranked pairs a problem keeps: the top of the list is what a jury reads. */
export const TOP_PAIRS = 200;
/** Work done between two yields to the event loop while comparing, in ms. */
const SLICE_MS = 8;
/** How often a running job reports its progress (and learns of a cancel from elsewhere). */
export const SYNC_MS = 1000;

/** Where a job reports to (the checks table), so other processes can follow and stop it. */
export interface JobSync {
  /** Writes the progress; true when the job must stop. */
  progress(job: PlagiarismJob): Promise<boolean>;
  /** Writes the final state and, when done, the ranked pairs. */
  finish(job: PlagiarismJob): Promise<void>;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

interface ProblemRun extends IndexedProblem {
  pairs: PairSummary[];
}

/**
 * One plagiarism check of a contest (one problem, or every problem with one pair list each),
 * run in the server process off the request: each file is tokenised and indexed with a yield
 * to the event loop after it, and pairs are compared in slices of a few ms, so the server keeps
 * answering while thousands of codes are checked. Cancelling stops it at the next yield; a
 * cancel asked through `sync` (from any process) is read when progress is written.
 */
export class PlagiarismJob {
  readonly id = randomUUID();
  state: JobState = 'running';
  error: string | null = null;
  finishedAt: number | null = null;
  readonly progress: { files: number; filesTotal: number; pairs: number; pairsTotal: number };
  private readonly runs: ProblemRun[];
  private cancelRequested = false;
  private syncedAt = Date.now();

  constructor(
    readonly cid: number,
    /** The problem checked; null for every problem of the contest. */
    readonly pid: number | null,
    readonly startedBy: string,
    problems: readonly ProblemInput[],
    readonly startedAt = Date.now(),
    private readonly sync: JobSync | null = null,
  ) {
    this.runs = problems.map((p) => ({
      ...p,
      index: newIndex(p.sources.length),
      files: [],
      pairs: [],
    }));
    const n = (p: ProblemInput) => p.sources.length;
    this.progress = {
      files: 0,
      filesTotal: problems.reduce((s, p) => s + n(p), 0),
      pairs: 0,
      pairsTotal: problems.reduce((s, p) => s + (n(p) * (n(p) - 1)) / 2, 0),
    };
  }

  cancel() {
    if (this.state === 'running') this.cancelRequested = true;
  }

  /** Runs to the end; never rejects (a failure is the job's state). */
  async run(): Promise<void> {
    try {
      for (const run of this.runs)
        if (!(await this.indexFiles(run))) return await this.finish('cancelled');
      for (const run of this.runs)
        if (!(await this.comparePairs(run))) return await this.finish('cancelled');
      await this.finish('done');
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      await this.finish('failed');
    }
  }

  private async finish(state: JobState) {
    this.state = state;
    this.finishedAt = Date.now();
    // A lost write leaves the row running: its heartbeat ages and it reads as failed.
    await this.sync?.finish(this).catch(() => undefined);
  }

  /** Whether to stop; writes the progress about once per `SYNC_MS` when reporting. */
  private async stopAsked() {
    if (this.cancelRequested || !this.sync || Date.now() - this.syncedAt < SYNC_MS)
      return this.cancelRequested;
    this.syncedAt = Date.now();
    // A failed write is a missed heartbeat, not a failed check.
    if (await this.sync.progress(this).catch(() => false)) this.cancelRequested = true;
    return this.cancelRequested;
  }

  private async indexFiles(run: ProblemRun): Promise<boolean> {
    for (const source of run.sources) {
      await tick();
      if (await this.stopAsked()) return false;
      const file = tokenizedFile(source);
      run.index.addFiles([file]);
      run.files.push(file);
      this.progress.files++;
    }
    return true;
  }

  private async comparePairs(run: ProblemRun): Promise<boolean> {
    const { files } = run;
    let sliceStart = Date.now();
    for (let i = 0; i < files.length; i++) {
      for (let j = i + 1; j < files.length; j++) {
        if (Date.now() - sliceStart >= SLICE_MS) {
          await tick();
          if (await this.stopAsked()) return false;
          sliceStart = Date.now();
        }
        const pair = summaryOf(run.index.getPair(files[i]!, files[j]!));
        this.progress.pairs++;
        if (pair.similarity <= 0) continue;
        run.pairs.push(pair);
        if (run.pairs.length >= TOP_PAIRS * 2)
          run.pairs = run.pairs.sort(byRank).slice(0, TOP_PAIRS);
      }
    }
    run.pairs = run.pairs.sort(byRank).slice(0, TOP_PAIRS);
    return true;
  }

  /** The ranked pairs per problem, with the users of each side (only once done). */
  result() {
    return this.runs.map((run) => {
      const who = new Map(run.sources.map((s) => [s.submitId, s]));
      const side = (submitId: number) => {
        const s = who.get(submitId)!;
        return { submitId, uid: s.uid, username: s.username, language: s.language };
      };
      return {
        pid: run.pid,
        displayId: run.displayId,
        files: run.sources.length,
        pairs:
          this.state === 'done'
            ? run.pairs.map((p) => ({ ...p, left: side(p.left), right: side(p.right) }))
            : [],
      };
    });
  }

  /** Both codes of a pair and their matched fragments; undefined when not a pair of this job. */
  pairDetail(left: number, right: number) {
    for (const run of this.runs) {
      const detail = pairDetailIn(run, left, right);
      if (detail) return detail;
    }
    return undefined;
  }
}
