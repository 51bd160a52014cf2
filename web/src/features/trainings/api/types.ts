/** `TrainingVO` of get-training-list and get-training-detail. */
export interface Training {
  id: number;
  /** The training's number in the list (smaller first), not a position. */
  rank: number;
  title: string;
  description?: string | null;
  author: string;
  /** 'Public' (anyone signed in) or 'Private' (its password first); other text reads as public. */
  auth: string;
  categoryName?: string | null;
  categoryColor?: string | null;
  problemCount: number;
  /** The signed-in user's solved problems in it; 0 (or null) for visitors. */
  acCount?: number | null;
  gid?: number | null;
  gmtModified?: string | null;
  /**
   * Detail only (not HOJ's): whether the viewer administers it, by the server's one rule (a
   * group training's group root included).
   */
  isTrainingAdmin?: boolean | null;
}

/** `TrainingCategory` of get-training-category. */
export interface TrainingCategory {
  id: number;
  name: string;
  color: string;
  gid?: number | null;
}

export interface ProblemTag {
  id: number;
  name: string;
  color?: string | null;
}

/** One row of get-training-problem-list (`ProblemVO`, in the training's order). */
export interface TrainingProblem {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type?: number;
  tags?: ProblemTag[] | null;
  ac: number;
  total: number;
}

/** The user's result on one training problem, keyed by its problemId in a rank row. */
export interface RankProblemCell {
  status?: number | null;
  score?: number | null;
  isAC?: boolean;
  /** ms of the fastest accepted submission. */
  runTime?: number | null;
}

/** `TrainingRankVO` of get-training-rank. */
export interface TrainingRankRow {
  uid: string;
  username: string;
  realname?: string | null;
  nickname?: string | null;
  school?: string | null;
  gender?: string | null;
  avatar?: string | null;
  ac: number;
  /** Sum of the accepted problems' best run times (ms). */
  totalRunTime: number;
  submissionInfo: Record<string, RankProblemCell | undefined>;
}

export interface Page<T> {
  records: T[];
  total: number;
  current?: number;
  size?: number;
}
