import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findExecutable } from '../sandbox/host.ts';
import { pythonLanguage, pythonTemplate } from './python-common.ts';
import { versionOf } from './types.ts';

/** pyenv installs (`~/.pyenv/versions/2.x.y/bin/python2`), newest first. */
const pyenvCandidates = (): string[] => {
  const root = path.join(os.homedir(), '.pyenv', 'versions');
  let versions: string[];
  try {
    versions = fs.readdirSync(root).filter((v) => v.startsWith('2.'));
  } catch {
    return [];
  }
  versions.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  return versions.map((v) => path.join(root, v, 'bin', 'python2'));
};

/**
 * Python 2: from PATH, else a pyenv install. An install outside /usr is bound read-only into
 * the sandbox at its own path (its prefix is compiled into the interpreter).
 */
export const python2 = pythonLanguage({
  name: 'Python2',
  template: pythonTemplate((e) => `print ${e}`),
  displayCommand: 'python2 -m py_compile main.py',
  find: () => {
    const python = findExecutable('python2', pyenvCandidates());
    if (!python) return 'python2 not found on PATH or in ~/.pyenv/versions/2.*';
    const prefix = path.dirname(path.dirname(python));
    return { bins: { python }, hostDirs: prefix.startsWith('/usr') ? [] : [prefix] };
  },
  describe: (out) => `Python ${versionOf(out)}`,
});
