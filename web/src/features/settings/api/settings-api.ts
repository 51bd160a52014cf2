import { api, requestRaw } from '../../../lib/api-client';
import type { UserInfo } from '../../../lib/session';

/** HOJ's ChangeAccountVO: the answer of change-password and change-email. */
export interface ChangeAccountVo {
  code: number;
  msg: string;
  userInfo: UserInfo | null;
}

export interface ProfileFields {
  nickname: string;
  gender: 'male' | 'female' | 'secrecy';
  school: string;
  course: string;
  number: string;
  realname: string;
  signature: string;
  github: string;
  blog: string;
  cfUsername: string;
}

/** `POST /api/change-password`; success ends every session of the user. */
export async function changePassword(body: { oldPassword: string; newPassword: string }) {
  return (await requestRaw<ChangeAccountVo>('POST', '/change-password', { body, silent: true }))
    .msg;
}

/** `GET /api/get-change-email-code`: mails a code to the new address. */
export function getChangeEmailCode(email: string) {
  return api.get<null>('/get-change-email-code', { params: { email }, silent: true });
}

/** `POST /api/change-email`. */
export function changeEmail(body: { password: string; newEmail: string; code: string }) {
  return api.post<ChangeAccountVo>('/change-email', body, { silent: true });
}

/** `POST /api/change-userInfo`: answers the updated UserInfoVO. */
export function changeUserInfo(body: ProfileFields) {
  return api.post<UserInfo>('/change-userInfo', body, { silent: true });
}

/** `POST /api/file/upload-avatar` (multipart `image`): answers the updated UserInfoVO. */
export function uploadAvatar(png: Blob) {
  const form = new FormData();
  form.append('image', png, 'avatar.png');
  return api.post<UserInfo>('/file/upload-avatar', form, { silent: true });
}
