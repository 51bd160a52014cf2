import { atom } from 'jotai';

/**
 * When each e-mail cooldown ends (epoch ms). Kept outside the forms so switching between the
 * dialog's modes, or closing it, does not let the user resend early.
 */
export const registerCodeCooldownAtom = atom(0);
export const resetEmailCooldownAtom = atom(0);

export const REGISTER_CODE_COOLDOWN_S = 60;
export const RESET_EMAIL_COOLDOWN_S = 90;
