import { api } from '../../../lib/api-client';

/** `DELETE /api/admin/user/delete-user` with `{ids}`; a refusal is toasted by the shell. */
export const deleteUsers = (ids: readonly string[]) =>
  api.delete<null>('/admin/user/delete-user', { body: { ids } });
