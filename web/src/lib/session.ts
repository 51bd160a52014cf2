import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { readToken, subscribeToken, writeToken } from './token-store';

/** The signed-in user as `/api/login` answers it (UserInfoVO; more fields may be present). */
export interface UserInfo {
  uid: string;
  username: string;
  nickname?: string | null;
  avatar?: string | null;
  email?: string | null;
  roleList: string[];
  [field: string]: unknown;
}

export const ADMIN_ROLES = ['root', 'admin', 'problem_admin'] as const;
export const USER_INFO_KEY = 'userInfo';

/** The raw JWT, mirrored from localStorage `token` (also updated by refreshed-token headers). */
export const tokenAtom = atomWithStorage<string | null>(
  'token',
  null,
  {
    getItem: () => readToken(),
    setItem: (_key, value) => writeToken(value),
    removeItem: () => writeToken(null),
    subscribe: (_key, callback) => subscribeToken(callback),
  },
  { getOnInit: true },
);

/** The signed-in user, persisted in localStorage `userInfo`; null when signed out. */
export const userInfoAtom = atomWithStorage<UserInfo | null>(
  USER_INFO_KEY,
  null,
  createJSONStorage<UserInfo | null>(() => localStorage),
  { getOnInit: true },
);

export const isLoggedInAtom = atom((get) => get(userInfoAtom) !== null && get(tokenAtom) !== null);

export function hasAdminRole(roles: readonly string[] | undefined): boolean {
  return (roles ?? []).some((role) => (ADMIN_ROLES as readonly string[]).includes(role));
}

/** True for root, admin and problem_admin: they see the Management entry. */
export const isAdminAtom = atom((get) => hasAdminRole(get(userInfoAtom)?.roleList));

export const isSuperAdminAtom = atom((get) => (get(userInfoAtom)?.roleList ?? []).includes('root'));

/** Stores a fresh sign-in: the token from the `Authorization` answer header and the user. */
export const signInAtom = atom(null, (_get, set, session: { token: string; user: UserInfo }) => {
  set(tokenAtom, session.token);
  set(userInfoAtom, session.user);
});

/** Forgets the user and the token (logout, 401, logout in another tab). */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(userInfoAtom, null);
});

export type AuthDialogMode = 'login' | 'register' | 'reset';

export const authDialogAtom = atom<{ open: boolean; mode: AuthDialogMode }>({
  open: false,
  mode: 'login',
});

/** Opens the sign-in dialog in the given mode; any feature may use it ("Please login first"). */
export const openAuthDialogAtom = atom(null, (_get, set, mode: AuthDialogMode = 'login') => {
  set(authDialogAtom, { open: true, mode });
});

let signedOutOnPurposeAt = 0;

/**
 * Says the session is being ended on purpose (a password change): for a few seconds the
 * login-only pages' guard leaves without its 'Please login first!' toast, which would
 * replace the message that explains the sign-out.
 */
export function markSignedOutOnPurpose(): void {
  signedOutOnPurposeAt = Date.now();
}

/** Whether the session was ended on purpose in the last few seconds. */
export function signedOutOnPurpose(): boolean {
  return Date.now() - signedOutOnPurposeAt < 10_000;
}
