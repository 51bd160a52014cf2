import { api } from '../../../lib/api-client';

/** GET /api/get-register-code: mails a 6-character code (fails when mail is not configured). */
export function getRegisterCode(email: string): Promise<{ email: string; expire: number } | null> {
  return api.get('/get-register-code', { params: { email }, silent: true });
}
