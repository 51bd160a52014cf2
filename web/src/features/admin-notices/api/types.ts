/** One row of the notice admin list (HOJ's AdminSysNoticeVO, with the recipient's name). */
export interface AdminNotice {
  id: number;
  title: string;
  content: string;
  type: 'Sys' | 'Mine';
  recipientId: string | null;
  recipientUsername: string | null;
  adminUsername: string;
  gmtCreate: string;
  gmtModified: string;
}

export interface Page<T> {
  records: T[];
  total: number;
}

/** What the form sends; `id` set when editing (type and recipient cannot change then). */
export interface NoticeInput {
  id?: number;
  title: string;
  content: string;
  type: 'Sys' | 'Mine';
  recipientUsername?: string;
}
