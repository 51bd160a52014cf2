import { requestRaw } from '../../../lib/api-client';

export interface ApplyResetPayload {
  email: string;
  captcha: string;
  captchaKey: string;
}

/** POST /api/apply-reset-password: mails a reset link; answers the server's msg. */
export async function applyResetPassword(payload: ApplyResetPayload): Promise<string> {
  const { msg } = await requestRaw<null>('POST', '/apply-reset-password', {
    body: payload,
    silent: true,
  });
  return msg;
}
