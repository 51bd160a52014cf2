import { api } from '../../../lib/api-client';
import type { NoticeInput } from './types';

/** `POST` (send) or `PUT` (correct) `/api/admin/msg/notice`; silent: the dialog shows errors. */
export const saveNotice = (input: NoticeInput) =>
  input.id === undefined
    ? api.post<null>('/admin/msg/notice', input, { silent: true })
    : api.put<null>('/admin/msg/notice', input, { silent: true });
