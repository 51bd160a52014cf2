import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LanguageName } from '@oj/events';
import { toolchainFor } from '../languages/detect.ts';
import { languageByName } from '../languages/registry.ts';
import type { Language } from '../languages/types.ts';
import { compileLimits, compileWorkDir, maxBuildBytes } from '../judging/limits.ts';
import { execInSandbox } from '../sandbox/exec.ts';
import { judgeDir, randomName, workDirFull, type RunDir } from '../sandbox/paths.ts';
import type { SandboxResult } from '../sandbox/run.ts';
import { storeBuild, treeBytes } from './build-dir.ts';
import { cacheDir, isCachedBuild, recordBuild, sweepCache, touch } from './cache.ts';

/** A compiled program: its cache folder holds the source and the artifact. */
export interface CompiledProgram {
  language: LanguageName;
  /** Cache dir holding the artifact (binary, Main.class, main.pyc...). */
  dir: string;
  hash: string;
  /** A build kept out of the cache (a test-judge run): `discardProgram` deletes it. */
  temporary?: true;
}

export interface CompileOptions {
  /** False for one-off builds (test-judge runs): a cached build is reused, none is added. */
  cache?: boolean;
  /** Files placed beside the source (a checker's headers), by plain file name. */
  files?: Record<string, string> | null;
}

export type CompileResult =
  | { ok: true; program: CompiledProgram; message: string; cached: boolean }
  | { ok: false; message: string };

/** Compiler output is shown to users; about 4 KB is plenty to find the first error. */
export const maxMessage = 4096;

export const truncate = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max)}\n... (truncated)`;

/** Cache key: sha256 over the language, the source and the exact compile command. */
export const compileHash = (
  language: LanguageName,
  source: string,
  argv: string[],
  files: Record<string, string> = {},
): string =>
  createHash('sha256')
    .update(
      JSON.stringify(
        Object.keys(files).length === 0
          ? [language, source, argv]
          : [language, source, argv, Object.entries(files).sort(([a], [b]) => a.localeCompare(b))],
      ),
    )
    .digest('hex');

/** Extra files go beside the source under plain names; anything else is refused, not placed. */
const besideSource = (
  language: Language,
  files: Record<string, string>,
): { ok: true } | { ok: false; message: string } => {
  for (const name of Object.keys(files))
    if (!/^[\w][\w.-]{0,99}$/.test(name) || name === language.sourceFile)
      return { ok: false, message: `The extra file name "${name}" is not allowed` };
  return { ok: true };
};

const MB = 1024 * 1024;

export const buildTooBigMessage = `The compiled program is larger than ${maxBuildBytes / MB} MB`;

/** Where an uncached build goes: a runs folder, so a judge that dies leaves it to the sweep. */
const temporaryDir = () => path.join(judgeDir('runs'), `${process.pid}-${randomName()}-build`);

type Collected = { ok: true } | { ok: false; message: string } | null;

/**
 * Takes a finished build out of its work dir. A build over `maxBuildBytes` is refused, and so
 * is one that filled the work dir (its tmpfs is a little larger than the cap); null when the
 * compiler failed.
 */
const collect = (
  run: RunDir,
  res: SandboxResult,
  language: Language,
  target: string,
  cached: boolean,
): Collected => {
  if (workDirFull(run.box)) return { ok: false, message: buildTooBigMessage };
  if (res.error || res.timeout || res.exitCode !== 0) return null;
  if (!fs.existsSync(path.join(run.box, language.artifact))) return null;
  const bytes = treeBytes(run.box);
  if (bytes > maxBuildBytes) return { ok: false, message: buildTooBigMessage };
  storeBuild(run.box, target);
  if (cached) recordBuild(target, bytes);
  return { ok: true };
};

/**
 * Compiles in the sandbox (about 10 s CPU, 512 MB, a build of at most 64 MB) into
 * `<judge root>/cache/<hash>`, or with `cache: false` into a folder the caller discards. Only
 * successes are cached; a Compile Error is recompiled on the next call. Throws when the
 * sandbox itself fails, which callers report as a System Error.
 */
export const compile = async (
  name: LanguageName,
  source: string,
  options: CompileOptions = {},
): Promise<CompileResult> => {
  const language = languageByName(name);
  const toolchain = await toolchainFor(language);
  const argv = language.compileArgv(toolchain);
  const extra = options.files ?? {};
  const allowed = besideSource(language, extra);
  if (!allowed.ok) return allowed;
  const hash = compileHash(name, source, argv, extra);
  const cachedDir = cacheDir(hash);
  sweepCache();
  if (isCachedBuild(cachedDir, language.artifact)) {
    touch(cachedDir);
    return {
      ok: true,
      program: { language: name, dir: cachedDir, hash },
      message: '',
      cached: true,
    };
  }
  const keep = options.cache ?? true;
  const dir = keep ? cachedDir : temporaryDir();
  let collected: Collected = null;
  const { result, stdout, stderr } = await execInSandbox({
    argv,
    limits: compileLimits,
    workDir: compileWorkDir,
    hostDirs: toolchain.hostDirs,
    files: { ...extra, [language.sourceFile]: source },
    maxOutput: maxMessage * 4,
    keep: (run, res) => {
      collected = collect(run, res, language, dir, keep);
    },
  });
  if (result.error) throw new Error(`compile sandbox failed: ${result.error}`);
  const output = truncate(`${stdout}${stderr}`.trim(), maxMessage);
  const done = collected as Collected;
  if (done?.ok === false) return done;
  // The linker deletes what it could not finish, so a work dir that ran out shows as ENOSPC
  // in the compiler's words only (as does a /tmp filled with object files).
  if (!done && /No space left on device/.test(`${stdout}${stderr}`))
    return { ok: false, message: buildTooBigMessage };
  if (done?.ok) {
    const program: CompiledProgram = {
      language: name,
      dir,
      hash,
      ...(keep ? {} : { temporary: true as const }),
    };
    return { ok: true, program, message: output, cached: false };
  }
  return { ok: false, message: failureMessage(language, result, output) };
};

/** Deletes a build compiled with `cache: false`; cached builds are left to the cache. */
export const discardProgram = (program: CompiledProgram): void => {
  if (program.temporary) fs.rmSync(program.dir, { recursive: true, force: true });
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
