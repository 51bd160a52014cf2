import { api } from '../../../lib/api-client';

/** GET /api/logout: ends every session of the user on the server. */
export function logout(): Promise<null> {
  return api.get<null>('/logout', { silent: true });
}
