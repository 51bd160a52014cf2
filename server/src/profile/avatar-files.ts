import path from 'node:path';
import type { Sql } from '@oj/events';
import { removeUnreferencedImage } from '../infra/images.ts';

/** Whether any user's avatar is this URL (read.users.avatar is the only reference to a file). */
const avatarInUse = async (sql: Sql, url: string) =>
  (await sql`SELECT 1 FROM read.users WHERE avatar = ${url} LIMIT 1`).length > 0;

/**
 * Removes the file of an avatar URL the user no longer shows, unless another user shows the same
 * picture. Only URLs under `prefix` are looked at, and only names the store makes are removed
 * (`removeUnreferencedImage`); anything else, such as an empty avatar, is left alone.
 */
export const removeOldAvatar = async (sql: Sql, dir: string, prefix: string, url: string) => {
  if (!url.startsWith(prefix)) return false;
  const name = url.slice(prefix.length);
  if (name !== path.basename(name)) return false;
  return removeUnreferencedImage(dir, name, () => avatarInUse(sql, url));
};
