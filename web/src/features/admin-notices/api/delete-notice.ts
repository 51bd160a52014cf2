import { api } from '../../../lib/api-client';

/** `DELETE /api/admin/msg/notice?id=`: withdraws a notice; a failure is toasted by the shell. */
export const deleteNotice = (id: number) =>
  api.delete<null>('/admin/msg/notice', { params: { id } });
