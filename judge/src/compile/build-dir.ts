import fs from 'node:fs';
import path from 'node:path';
import { randomName } from '../sandbox/paths.ts';

/**
 * Bytes of the regular files under `dir`; links and special files count for nothing (the
 * copy below skips them too).
 */
export const treeBytes = (dir: string): number => {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) total += treeBytes(file);
    else if (entry.isFile()) total += fs.lstatSync(file).size;
  }
  return total;
};

/**
 * Copies regular files and folders, never a symlink nor a FIFO: the tree was written by a
 * compiler in the sandbox, and the judge reads it as root. Files are opened with O_NOFOLLOW.
 */
const copyTree = (from: string, to: string): void => {
  fs.mkdirSync(to);
  // Explicit modes, whatever the judge's umask: later runs use other uids.
  fs.chmodSync(to, 0o755);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dest = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copyTree(src, dest);
      continue;
    }
    if (!entry.isFile()) continue;
    const fd = fs.openSync(src, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    try {
      // World-readable, and executable where the compiler said so.
      const mode = fs.fstatSync(fd).mode & 0o111 ? 0o755 : 0o644;
      fs.writeFileSync(dest, fs.readFileSync(fd));
      fs.chmodSync(dest, mode);
    } finally {
      fs.closeSync(fd);
    }
  }
};

/**
 * Copies a finished build out of its work dir (a tmpfs that is unmounted with the run) to
 * `target`, through a temporary name and a rename, so nobody ever sees half a build. A
 * concurrent identical build may have won the rename: then its copy is kept.
 */
export const storeBuild = (box: string, target: string): void => {
  const tmp = `${target}.${randomName()}.tmp`;
  try {
    copyTree(box, tmp);
    fs.renameSync(tmp, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
};
