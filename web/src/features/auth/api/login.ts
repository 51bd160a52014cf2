import { ApiError, requestRaw } from '../../../lib/api-client';
import type { UserInfo } from '../../../lib/session';

export interface LoginPayload {
  username: string;
  password: string;
  /** The slide check, once the server asked for it (5 failed logins in a row). */
  slideId?: string;
  slideX?: number;
}

export { slideRequiredBy } from '../../../components/slide-puzzle';

/** POST /api/login: the user in `data`, the JWT in the `Authorization` answer header. */
export async function login(payload: LoginPayload): Promise<{ user: UserInfo; token: string }> {
  const { data, headers } = await requestRaw<UserInfo>('POST', '/login', {
    body: payload,
    silent: true,
  });
  const token = headers.get('Authorization');
  if (!token) throw new ApiError(500, '');
  return { user: { ...data, roleList: data.roleList ?? [] }, token };
}
