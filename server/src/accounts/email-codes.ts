import { randomBytes, randomInt } from 'node:crypto';
import type { Sql } from '@oj/events';
import { hashPassword, verifyPassword } from '../auth/password.ts';

/** What a code proves: an address for sign-up, a new address for a change, an account for a reset. */
export type CodePurpose = 'register' | 'change-email' | 'reset';

/** Wrong guesses a code survives; the next wrong one deletes it, so guessing cannot go on. */
const maxAttempts = 5;
// No 0/O or 1/I: the code is read from a mail and typed by hand.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The e-mailed sign-up and change-email code: 6 letters or digits (spec: exactly 6). */
export const newShortCode = (): string =>
  Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('');

/** The reset code travels in a link, never typed: 128 random bits. */
export const newLinkCode = (): string => randomBytes(16).toString('hex');

// Codes are compared case-insensitively: a phone keyboard may capitalise or not.
const normalize = (code: string) => code.trim().toUpperCase();

/**
 * Stores a fresh code for (purpose, key), replacing an earlier one. Only a slow salted hash is
 * kept, so a copy of the database does not hand out live codes.
 */
export const issueCode = async (
  sql: Sql,
  o: { purpose: CodePurpose; key: string; code: string; ttlMs: number },
): Promise<void> => {
  const hash = await hashPassword(normalize(o.code));
  await sql`DELETE FROM app.email_codes WHERE expires_at < clock_timestamp() - interval '1 day'`;
  await sql`
    INSERT INTO app.email_codes (purpose, key, code_hash, attempts, expires_at)
    VALUES (${o.purpose}, ${o.key}, ${hash}, 0, clock_timestamp() + make_interval(secs => ${o.ttlMs / 1000}))
    ON CONFLICT (purpose, key) DO UPDATE
      SET code_hash = EXCLUDED.code_hash, attempts = 0, expires_at = EXCLUDED.expires_at`;
};

export type CodeCheck = 'ok' | 'missing' | 'wrong';

/**
 * Checks a code and, when it is right, uses it up: the DELETE names the exact hash, so of two
 * requests racing with the same code only one gets 'ok'. 'missing' covers never sent,
 * expired, used and worn out by wrong guesses.
 */
export const consumeCode = async (
  sql: Sql,
  o: { purpose: CodePurpose; key: string; code: string },
): Promise<CodeCheck> => {
  const [row] = await sql<{ code_hash: string }[]>`
    SELECT code_hash FROM app.email_codes
    WHERE purpose = ${o.purpose} AND key = ${o.key} AND expires_at > clock_timestamp()`;
  if (!row) return 'missing';
  if (!(await verifyPassword(normalize(o.code), row.code_hash))) {
    const [hit] = await sql<{ attempts: number }[]>`
      UPDATE app.email_codes SET attempts = attempts + 1
      WHERE purpose = ${o.purpose} AND key = ${o.key} AND code_hash = ${row.code_hash}
      RETURNING attempts`;
    if (hit && hit.attempts >= maxAttempts)
      await sql`DELETE FROM app.email_codes
                WHERE purpose = ${o.purpose} AND key = ${o.key} AND code_hash = ${row.code_hash}`;
    return 'wrong';
  }
  const used = await sql`
    DELETE FROM app.email_codes
    WHERE purpose = ${o.purpose} AND key = ${o.key} AND code_hash = ${row.code_hash}
      AND expires_at > clock_timestamp()
    RETURNING 1`;
  return used.length > 0 ? 'ok' : 'missing';
};
