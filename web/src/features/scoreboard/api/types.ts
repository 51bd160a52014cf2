export { BOARD_PAGE_SIZES, type BoardPage } from '@oj/events/scoring';
export const DEFAULT_BOARD_PAGE_SIZE = 50;

/** The body of `get-contest-rank` and `get-contest-outside-scoreboard`. */
export interface BoardRequest {
  cid: number;
  /** A contest admin asks for the live (unfrozen) board. */
  forceRefresh: boolean;
  removeStar: boolean;
  /** Followed user ids, pinned first. */
  concernedList: string[];
  currentPage: number;
  limit: number;
  keyword: string;
}

/** A contest as the board header needs it (HOJ's ContestVO, the fields used here). */
export interface BoardContest {
  id: number;
  uid: string;
  title: string;
  /** 0 ACM, 1 OI, 2 KAOYAN. */
  type: number;
  startTime: string;
  endTime: string;
  /** -1 scheduled, 0 running, 1 ended. */
  status: number;
  sealRank?: number;
  sealRankTime?: string;
  /** The server's time when it answered. */
  now?: string;
  /** The viewer administers this contest (the server's rule): the force-update switch. */
  isContestAdmin?: boolean;
}

/** A contest problem as a board column needs it. */
export interface BoardProblem {
  pid: number;
  displayId: string;
  displayTitle: string;
  /** Balloon colour, `#rrggbb`, or null. */
  color: string | null;
}

/** Which list a board reads: the contest's rank tab or the public outside board. */
export type BoardSource = 'rank' | 'outside';
