import type { LanguageName } from '@oj/events';

/** A toolchain found on this machine. */
export interface Toolchain {
  /** Real paths of the binaries, by role (`cc`, `javac`, `java`, `python`). */
  bins: Record<string, string>;
  /** Folders outside /usr the toolchain needs inside the sandbox (a pyenv install). */
  hostDirs: string[];
}

export interface RunSizes {
  /** Effective memory limit (already doubled where the language gets twice). */
  memoryMb: number;
  stackMb: number;
}

/**
 * One language: how to find it, compile it and run it. Compilation runs in /w with the
 * source as `sourceFile` and must leave `artifact` there; the run sees that folder,
 * read-only, at /prog and works in a fresh /w.
 */
export interface Language {
  name: LanguageName;
  /** CodeMirror mode. */
  contentType: string;
  template: string;
  sourceFile: string;
  artifact: string;
  /** The command as users read it (the real argv adds sandbox-only details). */
  displayCommand: string;
  /** Everything but C and C++ gets twice the time and memory (not on CF/GYM problems). */
  scaledLimits: boolean;
  /** False for the JVM: it reserves far more address space than it ever touches. */
  addressSpaceLimit: boolean;
  /** stderr that means the runtime ran out of memory: Memory Limit, not Runtime Error. */
  memoryError?: RegExp;
  /** The toolchain, or why there is none. */
  find(): Toolchain | string;
  /** Prints the version (checked inside the sandbox at detection). */
  versionArgv(tc: Toolchain): string[];
  /** "GCC 12.2.0" from the version output. */
  describe(versionOutput: string): string;
  compileArgv(tc: Toolchain): string[];
  runArgv(tc: Toolchain, sizes: RunSizes): string[];
}

/** First `x.y.z` in a version banner. */
export const versionOf = (text: string): string => /\d+\.\d+(\.\d+)?/.exec(text)?.[0] ?? '';
