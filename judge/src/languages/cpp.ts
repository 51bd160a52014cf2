import type { LanguageName } from '@oj/events';
import { sandboxPaths } from '../sandbox/bwrap.ts';
import { findExecutable } from '../sandbox/host.ts';
import { versionOf, type Language } from './types.ts';

const template = `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long a, b;
    while (cin >> a >> b) cout << a + b << '\\n';
    return 0;
}
`;

const variant = (name: LanguageName, std: string): Language => {
  const flags = ['-DONLINE_JUDGE', '-O2', '-w', '-fmax-errors=3', `-std=${std}`];
  return {
    name,
    contentType: 'text/x-c++src',
    template,
    sourceFile: 'main.cpp',
    artifact: 'main',
    displayCommand: `g++ ${flags.join(' ')} main.cpp -lm`,
    scaledLimits: false,
    addressSpaceLimit: true,
    memoryError: /std::bad_alloc/,
    find: () => {
      const cxx = findExecutable('g++');
      return cxx ? { bins: { cxx }, hostDirs: [] } : 'g++ not found';
    },
    versionArgv: (tc) => [tc.bins.cxx ?? 'g++', '-dumpfullversion'],
    describe: (out) => `G++ ${versionOf(out)} (${std.replace('c++', 'C++')})`,
    compileArgv: (tc) => [tc.bins.cxx ?? 'g++', ...flags, 'main.cpp', '-lm', '-o', 'main'],
    runArgv: () => [`${sandboxPaths.program}/main`],
  };
};

/** C++17 (the default), with the C++14 and C++20 variants JUDGING.md welcomes. */
export const cpp = variant('C++', 'c++17');
export const cpp14 = variant('C++ 14', 'c++14');
export const cpp20 = variant('C++ 20', 'c++20');
