import { api } from '../../../lib/api-client';

export interface RegisterPayload {
  username: string;
  password: string;
  email: string;
  code: string;
}

/** POST /api/register; answers data null. */
export function register(payload: RegisterPayload): Promise<null> {
  return api.post<null>('/register', payload, { silent: true });
}
