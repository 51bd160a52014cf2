import { api } from '../../../lib/api-client';
import type { GenerateInput } from './types';

/** `POST /api/admin/user/generate-user`: answers the key of the one-time spreadsheet. */
export const generateUsers = (input: GenerateInput) =>
  api.post<{ key: string }>('/admin/user/generate-user', input, { silent: true });
