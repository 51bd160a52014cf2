/** HOJ's page answer. */
export interface Page<T> {
  records: T[];
  total: number;
  size?: number;
  current?: number;
}

/** A contest as `get-contest-list` and `get-contest-info` answer it (HOJ's ContestVO). */
export interface Contest {
  id: number;
  uid: string;
  author: string;
  title: string;
  /** 0 ACM, 1 OI, 2 KAOYAN. */
  type: number;
  description: string;
  source: string | null;
  /** 0 public, 1 private, 2 protected. */
  auth: number;
  startTime: string;
  endTime: string;
  /** Seconds. */
  duration: number;
  /** -1 scheduled, 0 running, 1 ended, at the server's time. */
  status: number;
  openRank: boolean;
  openPrint: boolean;
  /** Recent or Highest: which OI score per problem the rank uses. */
  oiRankScoreType: string;
  rankShowName: string;
  gid: number | null;
  /** Registered participants. */
  count: number;
}

/**
 * `get-contest-info` also says the server's time, which the countdown runs from, and whether
 * the viewer administers this contest (the server's one rule: author or root), which alone
 * decides the admin tabs.
 */
export interface ContestInfo extends Contest {
  now: string;
  isContestAdmin?: boolean;
}

/** One row of `get-contest-problem` (ContestProblemVO). `ac`/`total` are absent when hidden. */
export interface ContestProblem {
  pid: number;
  cid: number;
  displayId: string;
  displayTitle: string;
  /** Balloon colour, `#rrggbb`. */
  color: string | null;
  ac?: number | null;
  total?: number | null;
  /** The viewer's result: 0 accepted, -1 tried, 5 judging, -5 hidden (OI), -10 never. */
  myStatus?: number;
  score?: number | null;
}

/** One contest announcement (AnnouncementVO). */
export interface ContestAnnouncement {
  id: number;
  cid: number;
  title: string;
  content: string;
  uid: string;
  username: string;
  gmtCreate: string;
  gmtModified: string;
}
