import { randomBytes } from 'node:crypto';
import type { Sql } from '@oj/events';

/** HS256 keys shorter than the hash output can be brute-forced offline from one token. */
export const minJwtSecretBytes = 32;

/**
 * The JWT signing secret: `JWT_SECRET` (refused when shorter than 32 bytes), else one
 * generated on first start and kept in the database so every server process (and every
 * restart) signs with the same key.
 */
export const loadJwtSecret = async (sql: Sql): Promise<string> => {
  const configured = process.env.JWT_SECRET;
  if (configured !== undefined && configured !== '') {
    if (Buffer.byteLength(configured) < minJwtSecretBytes)
      throw new Error(
        `JWT_SECRET must be at least ${minJwtSecretBytes} bytes (it has ${Buffer.byteLength(configured)}); ` +
          'generate one with: openssl rand -base64 48',
      );
    return configured;
  }
  await sql`INSERT INTO app.secrets (name, value) VALUES ('jwt', ${randomBytes(48).toString('base64url')})
            ON CONFLICT (name) DO NOTHING`;
  const [row] = await sql<{ value: string }[]>`SELECT value FROM app.secrets WHERE name = 'jwt'`;
  return row!.value;
};
