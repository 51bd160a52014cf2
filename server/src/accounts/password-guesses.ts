import type { Request } from 'express';
import type { Sql } from '@oj/events';
import { createAttemptGuard } from '../infra/attempt-guard.ts';
import { createLoginStreak } from './login-streak.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';

/** The caller's address as Express sees it (after the trusted-proxy rule). */
export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? '';

/**
 * Unknown usernames are checked against this hash too, so a login answers in the same time
 * whether or not the account exists (no user enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export const checkPassword = async (password: string, stored: string | undefined) => {
  if (stored === undefined) {
    await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-password')));
    return false;
  }
  return verifyPassword(password, stored);
};

/**
 * Wrong passwords, wherever they are typed (the login form, HTTP Basic on the CCS API): one
 * count per username and IP (a growing delay), one streak per username (the login form's
 * slide check) and, for callers that cannot show a slide, one growing delay per username from
 * any IP, so guessing spread over many addresses slows down just as much.
 */
export const createPasswordGuesses = (sql: Sql) => {
  const perIp = createAttemptGuard(sql, 'login');
  const perUser = createAttemptGuard(sql, 'password-any-ip');
  const streak = createLoginStreak(sql);
  const key = (username: string, ip: string) => `${username.toLowerCase()}|${ip}`;
  const name = (username: string) => username.trim().toLowerCase();
  return {
    /** Seconds before this username may try again from this IP (0: now). */
    retryInSeconds: (username: string, ip: string) => perIp.retryInSeconds(key(username, ip)),
    /** The same, counting failures from every IP too (for callers without a slide check). */
    async retryAnyIpInSeconds(username: string, ip: string): Promise<number> {
      const [a, b] = await Promise.all([
        perIp.retryInSeconds(key(username, ip)),
        perUser.retryInSeconds(name(username)),
      ]);
      return Math.max(a, b);
    },
    streak: (username: string) => streak.failures(username),
    /** Counts a wrong password; answers the username's streak so far. */
    async fail(username: string, ip: string): Promise<number> {
      await Promise.all([perIp.fail(key(username, ip)), perUser.fail(name(username))]);
      return streak.fail(username);
    },
    async succeed(username: string, ip: string): Promise<void> {
      await Promise.all([
        perIp.succeed(key(username, ip)),
        perUser.succeed(name(username)),
        streak.reset(username),
      ]);
    },
  };
};
