import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  uid: string;
  /** Session epoch of the user when the token was issued; logout bumps it. */
  epoch: number;
  /** Issued at, epoch seconds. */
  iat: number;
  /** When the session began (the login), epoch seconds: kept through every refresh. */
  start: number;
}

export interface TokenService {
  /** A token for a new session (a login), or the next token of `start`'s session (a refresh). */
  sign: (uid: string, epoch: number, start?: number) => Promise<string>;
  /** Claims of a valid token; `expired` or `invalid` otherwise. */
  verify: (token: string) => Promise<TokenClaims | 'expired' | 'invalid'>;
  /** True when the token is old enough to be replaced by a fresh one in the response headers. */
  shouldRefresh: (claims: TokenClaims) => boolean;
}

const LIFETIME_S = 24 * 3600;
const REFRESH_AFTER_S = 12 * 3600;
/** Default longest session (`SESSION_MAX_AGE_DAYS`): refreshes slide a token, never past this. */
export const DEFAULT_SESSION_MAX_AGE_DAYS = 30;

/** `SESSION_MAX_AGE_DAYS` as seconds; anything but a positive number is the default. */
export const sessionMaxAgeFromEnv = (value = process.env.SESSION_MAX_AGE_DAYS): number => {
  const days = Number(value);
  return Math.round(
    (Number.isFinite(days) && days > 0 ? days : DEFAULT_SESSION_MAX_AGE_DAYS) * 86400,
  );
};

/**
 * HS256 JWTs. A token lives 24 hours and is replaced after 12 (the sliding refresh); every
 * token of one session carries the login time, and no token outlives `maxAgeS` after it.
 * `now` is injectable so tests can age a token without waiting.
 */
export const createTokenService = (
  secret: string,
  now: () => number = () => Date.now(),
  maxAgeS: number = sessionMaxAgeFromEnv(),
): TokenService => {
  const key = new TextEncoder().encode(secret);
  const nowS = () => Math.floor(now() / 1000);
  return {
    sign: (uid, epoch, start = nowS()) =>
      new SignJWT({ epoch, start })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(uid)
        .setIssuedAt(nowS())
        .setExpirationTime(Math.min(nowS() + LIFETIME_S, start + maxAgeS))
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.epoch !== 'number' ||
          typeof payload.iat !== 'number'
        )
          return 'invalid';
        // Tokens from before sessions had a start count from their own issue time.
        const start = typeof payload.start === 'number' ? payload.start : payload.iat;
        if (nowS() - start >= maxAgeS) return 'expired';
        return { uid: payload.sub, epoch: payload.epoch, iat: payload.iat, start };
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
      }
    },
    shouldRefresh: (claims) => nowS() - claims.iat >= REFRESH_AFTER_S,
  };
};
