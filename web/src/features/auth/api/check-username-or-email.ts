import { api } from '../../../lib/api-client';

/** POST /api/check-username-or-email: whether the username and the email are already taken. */
export function checkUsernameOrEmail(
  payload: { username: string } | { email: string },
): Promise<{ username: boolean; email: boolean }> {
  return api.post('/check-username-or-email', payload, { silent: true });
}
