import { sandboxPaths } from '../sandbox/bwrap.ts';
import type { Language, Toolchain } from './types.ts';

/**
 * Byte-compiles main.py to main.pyc (valid Python 2 and 3), so a syntax error is a Compile
 * Error with the interpreter's own message instead of a Runtime Error on the first case.
 */
const pyCompile = [
  'import py_compile, sys',
  'try:',
  '    py_compile.compile("main.py", cfile="main.pyc", doraise=True)',
  'except py_compile.PyCompileError as e:',
  '    sys.stderr.write(e.msg + "\\n")',
  '    sys.exit(1)',
].join('\n');

export const pythonTemplate = (print: (expr: string) => string): string => `import sys

for line in sys.stdin:
    a, b = map(int, line.split())
    ${print('a + b')}
`;

type PythonParts = Pick<Language, 'name' | 'template' | 'displayCommand' | 'find' | 'describe'>;

/** The parts Python 2 and 3 share: byte-compile, then run the .pyc. */
export const pythonLanguage = (parts: PythonParts): Language => ({
  ...parts,
  contentType: 'text/x-python',
  sourceFile: 'main.py',
  artifact: 'main.pyc',
  scaledLimits: true,
  addressSpaceLimit: true,
  memoryError: /MemoryError/,
  versionArgv: (tc: Toolchain) => [tc.bins.python ?? 'python', '--version'],
  compileArgv: (tc: Toolchain) => [tc.bins.python ?? 'python', '-c', pyCompile],
  runArgv: (tc: Toolchain) => [tc.bins.python ?? 'python', `${sandboxPaths.program}/main.pyc`],
});
