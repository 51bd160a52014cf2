import { api } from '../../../lib/api-client';

export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface OutboxPage {
  records: OutboxMail[];
  total: number;
  /** True when SMTP is configured: new mail is sent, the outbox only holds older mail. */
  smtp: boolean;
}

export interface OutboxQuery {
  currentPage: number;
  limit: number;
  recipient: string;
}

/** GET /api/admin/mail-outbox (super admin only). */
export function getMailOutbox(query: OutboxQuery, signal?: AbortSignal): Promise<OutboxPage> {
  return api.get<OutboxPage>('/admin/mail-outbox', {
    params: { ...query },
    ...(signal ? { signal } : {}),
  });
}
