import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The error codes of a full disk (ENOSPC) or an exhausted quota (EDQUOT). */
const diskFullCodes = new Set(['ENOSPC', 'EDQUOT']);

/** Whether `error` says the disk (or the user's quota) is full. */
export const isDiskFull = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  diskFullCodes.has(String(error.code));

/**
 * Makes a finished rename durable: without it a crash may bring back the directory as it was
 * and lose a file an event already points to. Some file systems refuse fsync on a folder.
 */
const syncFolder = async (dir: string) => {
  const handle = await fs.open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => {});
  await handle.close().catch(() => {});
};

/**
 * Writes `bytes` to `target` all or nothing: into a temporary file beside it (same folder, so
 * the rename is atomic), flushed to disk, then renamed over the target. When the disk fills up
 * midway the temporary file is removed and the error thrown as is (`isDiskFull` tells it), so
 * no half file ever carries the final name and nothing is left behind.
 */
export const writeFileAtomic = async (
  target: string,
  bytes: Uint8Array | string,
): Promise<void> => {
  const temp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(temp, 'wx');
    await handle.writeFile(bytes);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(temp, target);
  } catch (error) {
    await handle?.close().catch(() => {});
    throw error;
  } finally {
    await fs.rm(temp, { force: true });
  }
  await syncFolder(path.dirname(target));
};
