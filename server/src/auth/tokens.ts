import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  uid: string;
  /** Session epoch of the user when the token was issued; logout bumps it. */
  epoch: number;
  /** Issued at, epoch seconds. */
  iat: number;
}

export interface TokenService {
  sign: (uid: string, epoch: number) => Promise<string>;
  /** Claims of a valid token; `expired` or `invalid` otherwise. */
  verify: (token: string) => Promise<TokenClaims | 'expired' | 'invalid'>;
  /** True when the token is old enough to be replaced by a fresh one in the response headers. */
  shouldRefresh: (claims: TokenClaims) => boolean;
}

const LIFETIME_S = 24 * 3600;
const REFRESH_AFTER_S = 12 * 3600;

/** HS256 JWTs. `now` is injectable so tests can age a token without waiting. */
export const createTokenService = (
  secret: string,
  now: () => number = () => Date.now(),
): TokenService => {
  const key = new TextEncoder().encode(secret);
  const nowS = () => Math.floor(now() / 1000);
  return {
    sign: (uid, epoch) =>
      new SignJWT({ epoch })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(uid)
        .setIssuedAt(nowS())
        .setExpirationTime(nowS() + LIFETIME_S)
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
        return { uid: payload.sub, epoch: payload.epoch, iat: payload.iat };
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
      }
    },
    shouldRefresh: (claims) => nowS() - claims.iat >= REFRESH_AFTER_S,
  };
};
