import { api } from '../../../lib/api-client';

export interface ResetPasswordPayload {
  username: string;
  password: string;
  code: string;
}

/** POST /api/reset-password: sets the new password with the code from the mailed link. */
export function resetPassword(payload: ResetPasswordPayload): Promise<null> {
  return api.post<null>('/reset-password', payload, { silent: true });
}
