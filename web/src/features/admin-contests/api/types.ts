/** One award level of the scoreboard (HOJ's awardConfigList entry); best level first. */
export interface AwardLevel {
  priority: number;
  name: string;
  /** Background and text colours of the award box on the scoreboard. */
  background: string;
  color: string;
  /** A percentage of the ranked rows (award type 1) or a number of places (type 2). */
  num: number;
}

export type RankShowName = 'username' | 'nickname' | 'realname';
export type OiRankScoreType = 'Recent' | 'Highest';

/** What an admin sets on a contest: the body of `POST` / `PUT /api/admin/contest`. */
export interface ContestFields {
  title: string;
  description: string;
  source: string;
  /** 0 ACM, 1 OI. */
  type: number;
  /** 0 public, 1 private, 2 protected. */
  auth: number;
  pwd: string | null;
  startTime: string;
  endTime: string;
  /** 0 half an hour before the end, 1 one hour before, 2 the whole contest. */
  sealRank: number;
  autoRealRank: boolean;
  openPrint: boolean;
  openRank: boolean;
  rankShowName: RankShowName;
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  starAccount: string[];
  oiRankScoreType: OiRankScoreType;
  /** 0 none, 1 by percentage, 2 by number. */
  awardType: number;
  awardConfigList: AwardLevel[];
  allowEndSubmit: boolean;
  visible: boolean;
}

/** HOJ's Contest entity as the admin API answers it (password and rule on the single GET). */
export interface AdminContest extends ContestFields {
  id: number;
  uid: string;
  author: string;
  duration: number;
  sealRankTime: string;
  /** -1 scheduled, 0 running, 1 ended. */
  status: number;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

export interface Page<T> {
  records: T[];
  total: number;
}

/** A contest problem's look: what contestants see instead of the problem's own id and title. */
export interface ContestProblemLook {
  pid: number;
  displayId: string;
  displayTitle: string;
  /** Balloon colour (CSS colour), or null. */
  color: string | null;
}

/** A row of the contest's problem list: the problem joined with its contest look. */
export interface ContestProblemRow extends ContestProblemLook {
  problemId: string;
  title: string;
  type: number;
}

/** A row of the public problem set, as the "add from public" picker lists it. */
export interface PublicProblem {
  pid: number;
  problemId: string;
  title: string;
  type: number;
}

/** An announcement inside a contest. */
export interface ContestAnnouncement {
  id: number;
  cid: number;
  title: string;
  content: string;
  username: string;
  gmtCreate: string;
  gmtModified: string;
}
