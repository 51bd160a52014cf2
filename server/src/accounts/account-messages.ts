/**
 * The messages the account endpoints answer with (English, as HOJ clients show `msg` as is;
 * the web app maps each to its catalogue in web/src/lib/server-messages.ts).
 */
export const msg = {
  registerClosed: 'Sorry! The administrator has not enabled the registration function',
  usernameTaken: 'The username already exists',
  emailTaken: 'The email already exists',
  emailUnknown: 'The email does not exist',
  usernameUnknown: 'The username does not exist',
  emailFormat: 'The email format is incorrect',
  codeLength: 'The verification code must be 6 characters',
  codeMissing: 'The verification code does not exist or has expired, please get a new one',
  codeWrong: 'The verification code is incorrect',
  codeSent: 'The verification code has been sent, please check your mailbox',
  resetLinkMissing: 'The reset link does not exist or has expired, please request a new one',
  resetCodeWrong: 'The reset code is incorrect',
  resetMailSent: 'The reset e-mail has been sent, please check your mailbox',
  resetDone: 'Password reset successfully',
  captchaWrong: 'The captcha is incorrect',
  passwordWrong: 'The password is wrong',
  sameEmail: 'The new email is the same as the current one',
  emailChanged: 'Email changed successfully',
  noBaseUrl:
    "The site's address is not configured, so no link can be mailed; please tell the administrator",
  mailFailed: 'Failed to send the e-mail, please try again later',
  slideMissing: 'Please complete the slide verification first',
  slideWrong: 'The slide verification failed, please try again',
} as const;

/** The answer to a second mail inside the cooldown (429); the client shows the seconds left. */
export const mailCooldownMsg = (seconds: number) =>
  `The e-mail was sent recently, please try again in ${seconds} second${seconds === 1 ? '' : 's'}`;
