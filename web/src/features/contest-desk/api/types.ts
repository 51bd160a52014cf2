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

/** One accepted run (`get-contest-ac-info`); `useTime` in seconds from the start. */
export interface AcRecord {
  id: number;
  submitId: number;
  cid: number;
  pid: number;
  displayId: string;
  uid: string;
  username: string;
  realname: string;
  submitTime: string;
  useTime: number;
  firstBlood: boolean;
  checked: boolean;
}

/** What the rejudge tab needs of `get-contest-problem`. */
export interface DeskProblem {
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}
