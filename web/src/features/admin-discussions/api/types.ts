/** A discussion row of the back office (Discussion). */
export interface AdminDiscussion {
  id: number;
  categoryId: number;
  title: string;
  description: string;
  content?: string | null;
  pid?: string | null;
  uid: string;
  author: string;
  role?: string | null;
  viewNum: number;
  likeNum: number;
  commentNum?: number | null;
  topPriority: boolean;
  /** 0 normal, 1 disabled. */
  status: number;
  gid?: number | null;
  gmtCreate: string;
}

/** DiscussionReportVO; `status` is whether it was handled (a boolean; 0/1 accepted too). */
export interface DiscussionReport {
  id: number;
  did: number;
  gid?: number | null;
  discussionTitle?: string | null;
  discussionAuthor?: string | null;
  reporter: string;
  content: string;
  status: boolean | number;
  gmtCreate: string;
}

export interface Page<T> {
  records: T[];
  total: number;
}
