import { api } from '../../../lib/api-client';

/** `DELETE /api/admin/announcement?aid=`; a failure is toasted by the app shell. */
export const deleteAnnouncement = (aid: number) =>
  api.delete<null>('/admin/announcement', { params: { aid } });
