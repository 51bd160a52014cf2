/** HOJ's page answer. */
export interface Page<T> {
  records: T[];
  total: number;
  current?: number;
  size?: number;
}

/** One row of `get-common-announcement` (HOJ's AnnouncementVO). */
export interface Announcement {
  id: number;
  title: string;
  content: string;
  username: string;
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

/** One carousel slide of `home-carousel`. */
export interface CarouselImage {
  id: number;
  url: string;
}

/** One contest of `get-recent-contest` (the fields the home panel shows). */
export interface RecentContest {
  id: number;
  title: string;
  /** 0 ACM, 1 OI. */
  type: number;
  /** -1 scheduled, 0 running, 1 ended. */
  status: number;
  startTime: string;
  duration: number;
}

/** One row of `get-recent-seven-ac-rank`. */
export interface AcRankRow {
  uid: string;
  username: string;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  ac: number;
}

/** `get-last-week-submission-statistics`: one entry per day, oldest first. */
export interface WeekStatistics {
  dateStrList: string[];
  acCountList: number[];
  totalCountList: number[];
}

/** One row of `get-recent-updated-problem`. */
export interface RecentProblem {
  id: number;
  problemId: string;
  title: string;
  type: number;
  gmtModified: string;
}
