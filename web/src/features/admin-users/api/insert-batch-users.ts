import { api } from '../../../lib/api-client';

/**
 * `POST /api/admin/user/insert-batch-user` with the CSV rows; silent: a refusal carries every
 * problem by row (`ApiError.data`), which the import panel lists itself.
 */
export const insertBatchUsers = (users: readonly (readonly string[])[]) =>
  api.post<null>('/admin/user/insert-batch-user', { users }, { silent: true });
