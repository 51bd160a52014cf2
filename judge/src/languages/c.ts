import { findExecutable } from '../sandbox/host.ts';
import { sandboxPaths } from '../sandbox/bwrap.ts';
import { versionOf, type Language } from './types.ts';

const flags = ['-DONLINE_JUDGE', '-O2', '-w', '-fmax-errors=3', '-std=c11'];

const template = `#include <stdio.h>

int main(void) {
    int a, b;
    while (scanf("%d %d", &a, &b) == 2) printf("%d\\n", a + b);
    return 0;
}
`;

/** C11 with gcc, as JUDGING.md specifies. */
export const c: Language = {
  name: 'C',
  contentType: 'text/x-csrc',
  template,
  sourceFile: 'main.c',
  artifact: 'main',
  displayCommand: `gcc ${flags.join(' ')} main.c -lm`,
  scaledLimits: false,
  addressSpaceLimit: true,
  find: () => {
    const cc = findExecutable('gcc');
    return cc ? { bins: { cc }, hostDirs: [] } : 'gcc not found';
  },
  versionArgv: (tc) => [tc.bins.cc ?? 'gcc', '-dumpfullversion'],
  describe: (out) => `GCC ${versionOf(out)}`,
  compileArgv: (tc) => [tc.bins.cc ?? 'gcc', ...flags, 'main.c', '-lm', '-o', 'main'],
  runArgv: () => [`${sandboxPaths.program}/main`],
};
