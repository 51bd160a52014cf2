import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LanguageName } from '@oj/events';
import { toolchainFor } from '../languages/detect.ts';
import { languageByName } from '../languages/registry.ts';
import type { Language } from '../languages/types.ts';
import { compileLimits } from '../judging/limits.ts';
import { execInSandbox } from '../sandbox/exec.ts';
import { cacheDir, sweepCache, touch } from './cache.ts';

/** A compiled program: its cache folder holds the source and the artifact. */
export interface CompiledProgram {
  language: LanguageName;
  /** Cache dir holding the artifact (binary, Main.class, main.pyc...). */
  dir: string;
  hash: string;
}

export type CompileResult =
  | { ok: true; program: CompiledProgram; message: string; cached: boolean }
  | { ok: false; message: string };

/** Compiler output is shown to users; about 4 KB is plenty to find the first error. */
export const maxMessage = 4096;

export const truncate = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max)}\n... (truncated)`;

/** Cache key: sha256 over the language, the source and the exact compile command. */
export const compileHash = (language: LanguageName, source: string, argv: string[]): string =>
  createHash('sha256')
    .update(JSON.stringify([language, source, argv]))
    .digest('hex');

/**
 * Compiles in the sandbox (about 10 s CPU, 512 MB) into `<judge root>/cache/<hash>`. Only
 * successes are cached; a Compile Error is recompiled on the next call. Throws when the
 * sandbox itself fails, which callers report as a System Error.
 */
export const compile = async (name: LanguageName, source: string): Promise<CompileResult> => {
  const language = languageByName(name);
  const toolchain = await toolchainFor(language);
  const argv = language.compileArgv(toolchain);
  const hash = compileHash(name, source, argv);
  const dir = cacheDir(hash);
  const program: CompiledProgram = { language: name, dir, hash };
  sweepCache();
  if (fs.existsSync(path.join(dir, language.artifact))) {
    touch(dir);
    return { ok: true, program, message: '', cached: true };
  }
  let built = false;
  const { result, stdout, stderr } = await execInSandbox({
    argv,
    limits: compileLimits,
    hostDirs: toolchain.hostDirs,
    files: { [language.sourceFile]: source },
    maxOutput: maxMessage * 4,
    keep: (run, res) => {
      if (res.error || res.timeout || res.exitCode !== 0) return;
      if (!fs.existsSync(path.join(run.box, language.artifact))) return;
      built = true;
      publish(run.box, dir);
    },
  });
  if (result.error) throw new Error(`compile sandbox failed: ${result.error}`);
  const output = truncate(`${stdout}${stderr}`.trim(), maxMessage);
  if (built) return { ok: true, program, message: output, cached: false };
  return { ok: false, message: failureMessage(language, result, output) };
};

/** Moves a finished build into the cache; a concurrent identical build may have won. */
const publish = (box: string, dir: string) => {
  // Later runs use other uids: the folder and its files must be world-readable.
  fs.chmodSync(box, 0o755);
  try {
    fs.renameSync(box, dir);
    touch(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
};

const failureMessage = (
  language: Language,
  result: { timeout: string | null; memoryExceeded: boolean; exitCode: number | null },
  output: string,
): string => {
  if (result.timeout)
    return `Compilation time limit exceeded (${compileLimits.cpuMs / 1000} s CPU)`;
  if (result.memoryExceeded) return 'Compilation memory limit exceeded (512 MB)';
  if (result.exitCode === 0) {
    const hint =
      language.name === 'Java' ? ': the class with main must be `public class Main`' : '';
    return truncate(`${language.artifact} was not produced${hint}\n${output}`.trim(), maxMessage);
  }
  return output || `compiler exited with ${result.exitCode ?? 'a signal'}`;
};
