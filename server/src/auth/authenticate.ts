import type { RequestHandler, Request } from 'express';
import type { Role } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/envelope.ts';
import { findUserByUid, type UserRow } from './user-row.ts';
import { isAdminRole } from './roles.ts';

export interface AuthState {
  user: UserRow | null;
  /** Set when a token was sent but could not be used. */
  problem: 'expired' | 'invalid' | 'ended' | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth: AuthState;
  }
}

/** The raw token of the `Authorization` header (HOJ sends no "Bearer"; tolerated if present). */
export const tokenOf = (header: string | undefined): string | null => {
  if (!header) return null;
  const t = header.replace(/^Bearer\s+/i, '').trim();
  return t.length > 0 && t !== 'null' && t !== 'undefined' ? t : null;
};

/** Resolves the token to a current user: valid signature, not expired, session not ended. */
export const resolveToken = async (
  deps: Deps,
  token: string | null,
): Promise<AuthState & { refresh: boolean; start?: number }> => {
  if (!token) return { user: null, problem: null, refresh: false };
  const claims = await deps.tokens.verify(token);
  if (claims === 'expired' || claims === 'invalid')
    return { user: null, problem: claims, refresh: false };
  const user = await findUserByUid(deps.sql, claims.uid);
  if (!user || user.session_epoch !== claims.epoch || user.status !== 0)
    return { user: null, problem: 'ended', refresh: false };
  return {
    user,
    problem: null,
    refresh: deps.tokens.shouldRefresh(claims),
    start: claims.start,
  };
};

/**
 * Attaches `req.auth` on every API request; an old-but-valid token is replaced through the
 * `Authorization` + `Refresh-Token: true` response headers.
 */
export const authenticate =
  (deps: Deps): RequestHandler =>
  async (req, res, next) => {
    const state = await resolveToken(deps, tokenOf(req.header('authorization')));
    req.auth = { user: state.user, problem: state.problem };
    if (state.user && state.refresh) {
      res.setHeader(
        'Authorization',
        await deps.tokens.sign(state.user.uid, state.user.session_epoch, state.start),
      );
      res.setHeader('Refresh-Token', 'true');
    }
    next();
  };

/** The signed-in user, or a 401 that makes the client open the login dialog. */
export const requireUser = (req: Request): UserRow => {
  if (req.auth.user) return req.auth.user;
  if (req.auth.problem === 'expired' || req.auth.problem === 'ended')
    throw new HttpError(401, 'Login has expired, please log in again');
  throw new HttpError(401, 'Please login first');
};

export const requireRole = (req: Request, roles: readonly Role[]): UserRow => {
  const user = requireUser(req);
  if (!roles.includes(user.role))
    throw new HttpError(403, 'Sorry, you do not have permission for this operation');
  return user;
};

export const requireAdmin = (req: Request): UserRow => {
  const user = requireUser(req);
  if (!isAdminRole(user.role))
    throw new HttpError(403, 'Sorry, you do not have permission for this operation');
  return user;
};
