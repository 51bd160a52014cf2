import { api } from '../../../lib/api-client';
import type { EditUserInput } from './types';

/** `PUT /api/admin/user/edit-user`; silent: the form dialog shows the server's answer. */
export const editUser = (input: EditUserInput) =>
  api.put<null>('/admin/user/edit-user', input, { silent: true });
