/** HOJ's page answer. */
export interface DeskPage<T> {
  records: T[];
  total: number;
}

/** One print request (`get-contest-print`); status 0 queued, 1 printed. */
export interface PrintRecord {
  id: number;
  cid: number;
  username: string;
  realname: string;
  content: string;
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

/** What the rejudge tab needs of `get-contest-problem`. */
export interface DeskProblem {
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}
