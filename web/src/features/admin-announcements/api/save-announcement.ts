import { api } from '../../../lib/api-client';
import type { AnnouncementInput } from './types';

/**
 * `POST` (new) or `PUT` (edit) `/api/admin/announcement`. Silent: the form dialog shows the
 * server's answer itself; the table's switch shows a toast of its own.
 */
export const saveAnnouncement = ({ id, title, content, status }: AnnouncementInput) =>
  id === undefined
    ? api.post<null>('/admin/announcement', { title, content, status }, { silent: true })
    : api.put<null>('/admin/announcement', { id, title, content, status }, { silent: true });
