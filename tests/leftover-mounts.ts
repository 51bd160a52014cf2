import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Mount points under `folder`, deepest first, from /proc/self/mountinfo (field 5). */
export const mountsUnder = (folder: string): string[] => {
  if (!fs.existsSync(folder)) return [];
  const real = fs.realpathSync(folder);
  return fs
    .readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) =>
      line
        .split(' ')[4]
        ?.replace(/\\(\d{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8))),
    )
    .filter((m): m is string => m !== undefined && m.startsWith(`${real}/`))
    .sort((a, b) => b.length - a.length);
};

/**
 * Detaches what is still mounted under `folder`: a judge killed mid-run (as the worker and
 * stack tests do on purpose) leaves its run's work dir tmpfs mounted, and removing the folder
 * through it fails with EBUSY. Only root mounts work dirs; for anyone else there is nothing.
 */
export const detachMountsUnder = (folder: string): void => {
  if (process.getuid?.() !== 0) return;
  for (const mountPoint of mountsUnder(folder)) {
    try {
      execFileSync('umount', ['-l', mountPoint], { stdio: 'pipe' });
    } catch {
      // Gone meanwhile, or not ours: the removal below says if it still is in the way.
    }
  }
};
