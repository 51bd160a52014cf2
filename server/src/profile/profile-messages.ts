/**
 * The messages of settings, avatar upload and the user home (English, as HOJ clients show
 * `msg` as is; the web app maps each to its catalogue in web/src/lib/server-messages.ts).
 */
export const profileMsg = {
  oldPasswordWrong: 'The old password is wrong',
  passwordChanged: 'Password changed successfully, please log in again',
  updated: 'update successfully',
  uploaded: 'Upload successfully',
  userMissing: 'The user does not exist',
  badLink: 'The link must start with http:// or https://',
} as const;
