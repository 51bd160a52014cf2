/** A check's state on the server (`/api/contest/plagiarism/...`). */
export type JobState = 'running' | 'done' | 'cancelled' | 'failed';

export interface JobSummary {
  jobId: string;
  cid: number;
  /** The problem checked; null for every problem. */
  pid: number | null;
  state: JobState;
  error: string | null;
  cancelling: boolean;
  progress: { files: number; filesTotal: number; pairs: number; pairsTotal: number };
  problems: { pid: number; displayId: string; files: number }[];
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
}

export interface PairSide {
  submitId: number;
  uid: string;
  username: string;
  language: string;
}

/** A ranked pair: similarity 0..1, longest fragment and total overlap in k-grams. */
export interface RankedPair {
  left: PairSide;
  right: PairSide;
  similarity: number;
  longest: number;
  overlap: number;
}

export interface ProblemResult {
  pid: number;
  displayId: string;
  files: number;
  pairs: RankedPair[];
}

export interface JobResult extends JobSummary {
  results: ProblemResult[];
}

/** 1-based inclusive line ranges of one matched fragment. */
export interface FragmentLines {
  left: { from: number; to: number };
  right: { from: number; to: number };
  kgrams: number;
}

export interface PairDetail {
  pid: number;
  displayId: string;
  similarity: number;
  longest: number;
  overlap: number;
  left: PairSide & { code: string };
  right: PairSide & { code: string };
  fragments: FragmentLines[];
}

export interface PlagiarismProblem {
  pid: number;
  displayId: string;
  displayTitle: string;
}
