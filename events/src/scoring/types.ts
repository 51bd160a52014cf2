import type { SubmissionStatus } from '../judging/verdicts.ts';

/** ACM ranks by solved count then penalty; OI by total score then run time. */
export type ContestRule = 'ACM' | 'OI';

/** When the board freezes: 0 half an hour before the end, 1 one hour before, 2 the whole contest. */
export type SealRank = 0 | 1 | 2;

/** How an OI cell picks its score among the user's submissions to that problem. */
export type OiRankScoreType = 'Recent' | 'Highest';

/** Which of a user's names the board shows. */
export type RankShowName = 'username' | 'nickname' | 'realname';

/** What an award box shows. */
export interface AwardLevel {
  name: string;
  color: string;
  background: string;
}

/**
 * Awards, best first. Type 1 gives each level floor(percent / 100 x ranked rows) places
 * (percent is 0-100 so that 57 % of 100 rows is exactly 57, which 0.57 x 100 is not in
 * floating point); type 2 gives each level `num` places.
 */
export type AwardConfig =
  | { type: 0 }
  | { type: 1; levels: readonly (AwardLevel & { percent: number })[] }
  | { type: 2; levels: readonly (AwardLevel & { num: number })[] };

/** The contest fields scoring depends on; a change to any of them means a rebuild. */
export interface ContestSettings {
  type: ContestRule;
  /** Epoch ms; submissions count when startTime <= submitTime < endTime. */
  startTime: number;
  endTime: number;
  /** null: the board never freezes. */
  sealRank: SealRank | null;
  /** After the end the frozen board opens by itself; false keeps the real rank hidden. */
  autoRealRank: boolean;
  oiRankScoreType: OiRankScoreType;
  /** The author and the site super admins never appear on the board. */
  authorUid: string;
  superAdminUids: readonly string[];
  /** Unofficial participants: shown with rank -1, skipped in numbering, never awarded. */
  starUids: readonly string[];
  award: AwardConfig;
  rankShowName: RankShowName;
}

/**
 * One contest submission as its latest verdict left it. Applying the same submitId again
 * (a rejudge, a manual judge, back to PENDING) replaces the previous version.
 */
export interface ScoredSubmission {
  submitId: number;
  uid: string;
  /** The problem's display id inside the contest. */
  pid: string;
  /** Epoch ms. */
  submitTime: number;
  status: SubmissionStatus;
  /** OI points; null when the judge gave none (ACM, Compile Error). */
  score: number | null;
  /** Run time in ms. */
  time: number | null;
}

/** One problem cell as seen in one view (live or sealed). */
export interface CellResult {
  /** Judged submissions that count (ACM: up to and including the first AC). */
  tries: number;
  /** ACM: WA, PE, TLE, MLE, RE before the first AC, 20 minutes each. */
  penalised: number;
  /** ACM accepted, OI full score. */
  solved: boolean;
  /** ACM: seconds from the start to the first AC. */
  solvedAt: number | null;
  /** Sealed view only: judged submissions in the frozen window, shown without their result. */
  pending: number;
  /** OI: latest or highest score, as the contest says. */
  score: number;
  /** OI: fastest full-score run (ms), when the cell is full. */
  bestTime: number | null;
}

/** A cell as a board shows it: its result plus whether it holds the problem's first blood. */
export interface CellView extends CellResult {
  firstBlood: boolean;
}

/** Row totals; ACM fills solved and penalty (seconds), OI fills score and time (ms). */
export interface RowTotals {
  solved: number;
  penalty: number;
  score: number;
  time: number;
}

/** A (user, problem) cell: its submissions in (submitTime, submitId) order and both views. */
export interface CellState {
  pid: string;
  subs: readonly ScoredSubmission[];
  live: CellResult;
  sealed: CellResult;
}

/** A user's row; `present` once one of its submissions is judged. */
export interface RowState {
  uid: string;
  star: boolean;
  present: boolean;
  cells: ReadonlyMap<string, CellState>;
  live: RowTotals;
  sealed: RowTotals;
}

/** Lookups derived once from the settings. */
export interface ScoringRules {
  excluded: ReadonlySet<string>;
  stars: ReadonlySet<string>;
  /** Epoch ms from which submissions are frozen, or null without a seal. */
  sealAt: number | null;
}

/** The whole fold; treat as immutable, every operation returns a new one. */
export interface ScoreState {
  settings: ContestSettings;
  rules: ScoringRules;
  rows: ReadonlyMap<string, RowState>;
}

/** Which results a viewer gets: live (admins, open boards) or sealed (frozen window hidden). */
export type ViewKind = 'live' | 'sealed';

/** Row totals with the rank they earn in one view (-1 for star rows). */
export interface RankedTotals extends RowTotals {
  rank: number;
}

/**
 * A changed row in a delta, for both views: the caller pushes the half its audience may see.
 * Ranks of other rows may shift too; clients re-sort with the totals they hold.
 */
export type RowChange =
  | { uid: string; present: false }
  | { uid: string; present: true; star: boolean; live: RankedTotals; sealed: RankedTotals };

/** A changed cell in a delta, for both views. */
export interface CellChange {
  uid: string;
  pid: string;
  live: CellView;
  sealed: CellView;
}

/** What one verdict changed: what a `scoreboard:changed` push is made from. */
export interface ScoreDelta {
  rows: RowChange[];
  cells: CellChange[];
}

/** Names a board shows and searches; missing users show their uid. */
export interface UserProfile {
  username: string;
  nickname?: string;
  realname?: string;
  school?: string;
}

/** Who looks at the board and how. */
export interface BoardView {
  /** A contest admin asking for the live board (force refresh). */
  admin: boolean;
  now: number;
  removeStar: boolean;
  /** Followed users: pinned first, keeping their real rank. */
  concernedUids: readonly string[];
  /** Case-insensitive substring of username, shown name or school; empty shows all. */
  keyword: string;
  users: ReadonlyMap<string, UserProfile>;
}

/** One row of a rendered board. */
export interface BoardRow extends RankedTotals {
  uid: string;
  username: string;
  /** The name per the contest's rankShowName, falling back to the username. */
  name: string;
  star: boolean;
  concerned: boolean;
  award: AwardLevel | null;
  cells: Readonly<Record<string, CellView>>;
}

/** A rendered board; `sealed` tells the client to show the frozen banner. */
export interface Board {
  sealed: boolean;
  rows: BoardRow[];
}
