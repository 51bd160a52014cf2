import { randomUUID } from 'node:crypto';
import type { FingerprintIndex, TokenizedFile } from '@dodona/dolos-core';
import {
  byRank,
  fragmentLines,
  newIndex,
  summaryOf,
  tokenizedFile,
  type FragmentLines,
  type PairSummary,
  type Source,
} from './compare.ts';

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

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

interface ProblemRun extends ProblemInput {
  index: FingerprintIndex;
  files: TokenizedFile[];
  pairs: PairSummary[];
}

/**
 * One plagiarism check of a contest (one problem, or every problem with one pair list each),
 * run in the server process off the request: each file is tokenised and indexed with a yield
 * to the event loop after it, and pairs are compared in slices of a few ms, so the server keeps
 * answering while thousands of codes are checked. Cancelling stops it at the next yield.
 */
export class PlagiarismJob {
  readonly id = randomUUID();
  state: JobState = 'running';
  error: string | null = null;
  finishedAt: number | null = null;
  readonly progress: { files: number; filesTotal: number; pairs: number; pairsTotal: number };
  private readonly runs: ProblemRun[];
  private cancelRequested = false;

  constructor(
    readonly cid: number,
    /** The problem checked; null for every problem of the contest. */
    readonly pid: number | null,
    readonly startedBy: string,
    problems: readonly ProblemInput[],
    readonly startedAt = Date.now(),
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

  /** Whether this job checks problem `pid` (a whole-contest job checks them all). */
  covers(pid: number | null) {
    return this.pid === null || pid === null || this.pid === pid;
  }

  cancel() {
    if (this.state === 'running') this.cancelRequested = true;
  }

  /** Running and not asked to stop: what blocks another check of the same problem. */
  get active() {
    return this.state === 'running' && !this.cancelRequested;
  }

  /** Runs to the end; never rejects (a failure is the job's state). */
  async run(): Promise<void> {
    try {
      for (const run of this.runs)
        if (!(await this.indexFiles(run))) return this.finish('cancelled');
      for (const run of this.runs)
        if (!(await this.comparePairs(run))) return this.finish('cancelled');
      this.finish('done');
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      this.finish('failed');
    }
  }

  private finish(state: JobState) {
    this.state = state;
    this.finishedAt = Date.now();
  }

  private async indexFiles(run: ProblemRun): Promise<boolean> {
    for (const source of run.sources) {
      await tick();
      if (this.cancelRequested) return false;
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
          if (this.cancelRequested) return false;
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
      const a = run.files.findIndex((f) => f.path === String(left));
      const b = run.files.findIndex((f) => f.path === String(right));
      if (a < 0 || b < 0 || a === b) continue;
      const pair = run.index.getPair(run.files[a]!, run.files[b]!);
      const code = (submitId: number) => {
        const s = run.sources.find((x) => x.submitId === submitId)!;
        return { submitId, uid: s.uid, username: s.username, language: s.language, code: s.code };
      };
      const fragments: FragmentLines[] = fragmentLines(pair);
      return {
        pid: run.pid,
        displayId: run.displayId,
        ...summaryOf(pair),
        left: code(left),
        right: code(right),
        fragments,
      };
    }
    return undefined;
  }

  summary() {
    return {
      jobId: this.id,
      cid: this.cid,
      pid: this.pid,
      state: this.state,
      error: this.error,
      cancelling: this.state === 'running' && this.cancelRequested,
      progress: { ...this.progress },
      problems: this.runs.map((r) => ({
        pid: r.pid,
        displayId: r.displayId,
        files: r.sources.length,
      })),
      startedBy: this.startedBy,
      startedAt: new Date(this.startedAt).toISOString(),
      finishedAt: this.finishedAt === null ? null : new Date(this.finishedAt).toISOString(),
    };
  }
}
