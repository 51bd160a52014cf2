import type { UnreadCounts } from '@oj/events/realtime';

/** A box of the message center, named like its unread count. */
export type MessageBox = keyof UnreadCounts;

/** HOJ's UserMsgVO: someone commented on, replied to or liked the user's post. */
export interface UserMessage {
  id: number;
  action: 'Discuss' | 'Reply' | 'Like';
  sourceId: number;
  sourceType: string;
  sourceTitle: string;
  sourceContent: string;
  quoteId: number | null;
  quoteType: string | null;
  quoteContent: string;
  url: string;
  /** True once read. */
  state: boolean;
  senderId: string;
  senderUsername: string;
  senderAvatar: string;
  gmtCreate: string;
}

/** HOJ's SysMsgVO: a system notice (to everyone) or a personal one (to this user). */
export interface Notice {
  id: number;
  title: string;
  content: string;
  type: 'Sys' | 'Mine';
  state: boolean;
  gmtCreate: string;
}

export interface Page<T> {
  records: T[];
  total: number;
}
