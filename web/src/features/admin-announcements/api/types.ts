/** One row of the admin list (HOJ's AnnouncementVO); status 0 visible, 1 hidden. */
export interface AdminAnnouncement {
  id: number;
  title: string;
  content: string;
  uid: string;
  username: string;
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface Page<T> {
  records: T[];
  total: number;
}

/** What the form sends; `id` set when editing. */
export interface AnnouncementInput {
  id?: number;
  title: string;
  content: string;
  status: 0 | 1;
}
