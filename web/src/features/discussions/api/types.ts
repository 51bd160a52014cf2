/** A discussion as the list (Discussion) and the detail page (DiscussionVO) answer it. */
export interface Discussion {
  id: number;
  categoryId: number;
  categoryName?: string | null;
  title: string;
  description: string;
  content?: string | null;
  pid?: string | null;
  uid: string;
  author: string;
  avatar?: string | null;
  role?: string | null;
  titleName?: string | null;
  titleColor?: string | null;
  viewNum: number;
  likeNum: number;
  commentNum?: number | null;
  topPriority: boolean;
  hasLike?: boolean | null;
  gid?: number | null;
  /** 0 normal, 1 disabled by an admin. */
  status: number;
  gmtCreate: string;
  gmtModified?: string | null;
}

export interface DiscussionCategory {
  id: number;
  name: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  current?: number;
  size?: number;
}

/** What the create/edit dialog sends (POST and PUT /api/discussion). */
export interface DiscussionDraft {
  id?: number;
  title: string;
  description: string;
  content: string;
  categoryId: number;
  /** Left out (not null) when the discussion is about no problem. */
  pid?: string | undefined;
  topPriority: boolean;
}
