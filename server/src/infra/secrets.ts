import { randomBytes } from 'node:crypto';
import type { Sql } from '@oj/events';

/**
 * The JWT signing secret: `JWT_SECRET`, else one generated on first start and kept in the
 * database so every server process (and every restart) signs with the same key.
 */
export const loadJwtSecret = async (sql: Sql): Promise<string> => {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  await sql`CREATE SCHEMA IF NOT EXISTS app`;
  await sql`CREATE TABLE IF NOT EXISTS app.secrets (name text PRIMARY KEY, value text NOT NULL)`;
  await sql`INSERT INTO app.secrets (name, value) VALUES ('jwt', ${randomBytes(48).toString('base64url')})
            ON CONFLICT (name) DO NOTHING`;
  const [row] = await sql<{ value: string }[]>`SELECT value FROM app.secrets WHERE name = 'jwt'`;
  return row!.value;
};
