import fs from 'node:fs';
import { findExecutable } from '../sandbox/host.ts';
import { pythonLanguage, pythonTemplate } from './python-common.ts';
import { versionOf } from './types.ts';

/** Python 3: the system interpreter first (pyenv shims need pyenv's state, never used). */
export const python3 = pythonLanguage({
  name: 'Python3',
  template: pythonTemplate((e) => `print(${e})`),
  displayCommand: 'python3 -m py_compile main.py',
  find: () => {
    const python = fs.existsSync('/usr/bin/python3')
      ? fs.realpathSync('/usr/bin/python3')
      : findExecutable('python3');
    return python ? { bins: { python }, hostDirs: [] } : 'python3 not found';
  },
  describe: (out) => `Python ${versionOf(out)}`,
});
