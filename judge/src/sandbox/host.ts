import fs from 'node:fs';
import path from 'node:path';

const isExecutable = (file: string): boolean => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * Real path of an executable on PATH (symlinks such as /usr/bin/java -> /etc/alternatives/...
 * resolved, so the sandbox never depends on them). pyenv shims are skipped: they are shell
 * scripts that consult pyenv's state, which the sandbox does not have.
 */
export const findExecutable = (name: string, extra: string[] = []): string | null => {
  const dirs = (process.env.PATH ?? '/usr/bin:/bin')
    .split(':')
    .filter((d) => d && !d.includes('shims'));
  for (const candidate of [...dirs.map((d) => path.join(d, name)), ...extra]) {
    if (isExecutable(candidate)) return fs.realpathSync(candidate);
  }
  return null;
};

let bwrap: string | null | undefined;

export const bwrapBinary = (): string | null =>
  bwrap === undefined ? (bwrap = findExecutable('bwrap', ['/usr/bin/bwrap'])) : bwrap;
