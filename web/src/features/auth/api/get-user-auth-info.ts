import { api } from '../../../lib/api-client';

export interface UserAuthInfo {
  roles: string[];
  permissions: string[];
}

/** GET /api/get-user-auth-info: the roles and permissions of the signed-in user. */
export function getUserAuthInfo(): Promise<UserAuthInfo> {
  return api.get<UserAuthInfo>('/get-user-auth-info', { silent: true });
}
