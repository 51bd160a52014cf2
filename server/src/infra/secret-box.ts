import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Sql } from '@oj/events';

/**
 * Seals secrets that must be kept in the event log (the SMTP password): AES-256-GCM under a
 * key that is never in the log: `CONFIG_SECRET` (at least 32 bytes), else one generated on
 * first start and kept in `app.secrets`. A copy of the event log (EventStoreDB, a backup, an
 * export) then holds no usable password. Values written before sealing existed open as they are.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(stored: string): string;
}

const prefix = 'sealed:v1:';

export const createSecretBox = (keyMaterial: string): SecretBox => {
  const key = createHash('sha256').update(keyMaterial).digest();
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `${prefix}${parts.join('.')}`;
    },
    open: (stored) => {
      if (!stored.startsWith(prefix)) return stored;
      const [iv, tag, body] = stored
        .slice(prefix.length)
        .split('.')
        .map((p) => Buffer.from(p, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
};

export const isSealed = (stored: string) => stored.startsWith(prefix);

/** The box of this site: `CONFIG_SECRET`, else the key kept in the database. */
export const loadSecretBox = async (sql: Sql): Promise<SecretBox> => {
  const configured = process.env.CONFIG_SECRET;
  if (configured) {
    if (Buffer.byteLength(configured) < 32)
      throw new Error('CONFIG_SECRET must be at least 32 bytes: openssl rand -base64 48');
    return createSecretBox(configured);
  }
  await sql`INSERT INTO app.secrets (name, value) VALUES ('config', ${randomBytes(48).toString('base64url')})
            ON CONFLICT (name) DO NOTHING`;
  const [row] = await sql<{ value: string }[]>`SELECT value FROM app.secrets WHERE name = 'config'`;
  return createSecretBox(row!.value);
};
