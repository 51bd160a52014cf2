import fs from 'node:fs';
import path from 'node:path';
import { pinBuild } from '../compile/cache.ts';
import type { CompiledProgram } from '../compile/compile.ts';
import { toolchainFor } from '../languages/detect.ts';
import { languageByName } from '../languages/registry.ts';
import { readPrefix } from '../sandbox/exec.ts';
import { withRunDir } from '../sandbox/paths.ts';
import {
  effectiveLimits,
  minOutputCap,
  programWorkDir,
  type EffectiveLimits,
  type ProblemLimits,
} from './limits.ts';
import { runProgram, type ProgramContext } from './run-program.ts';
import type { TestRunResult } from './types.ts';

/** What a custom test shows: 64 KB of each stream. */
export const testOutputBytes = 64 * 1024;

/**
 * The custom-input test judge: one run on the given input with the problem's limits. Status
 * is AC when the program ran fine (nothing is compared), else TLE / MLE / RE, or SE when the
 * sandbox failed.
 */
export const runOnce = async (
  program: CompiledProgram,
  input: string,
  limits: ProblemLimits,
): Promise<TestRunResult> => {
  const language = languageByName(program.language);
  const toolchain = await toolchainFor(language);
  const eff = effectiveLimits(language, limits);
  const unpin = pinBuild(program.dir);
  try {
    return await runIn(program, input, { language, toolchain, eff });
  } finally {
    unpin();
  }
};

const runIn = (
  program: CompiledProgram,
  input: string,
  {
    language,
    toolchain,
    eff,
  }: Omit<ProgramContext, 'program' | 'limits'> & { eff: EffectiveLimits },
): Promise<TestRunResult> =>
  withRunDir(programWorkDir(), async (dir) => {
    const inputFile = path.join(dir.root, 'input');
    fs.writeFileSync(inputFile, input);
    const run = await runProgram(
      { program, language, toolchain, limits: eff },
      { input: inputFile, outputCap: minOutputCap, fileIO: null },
      dir,
    );
    const stdout = readPrefix(run.outputFile, testOutputBytes);
    const stderr = readPrefix(path.join(dir.root, 'stderr'), testOutputBytes);
    if (run.raw.error)
      return { status: 'SE', timeMs: 0, memoryKb: 0, stdout, stderr: run.raw.error };
    const { status, timeMs, memoryKb, message } = run.verdict;
    return {
      status: status === 'OK' ? 'AC' : status,
      timeMs,
      memoryKb,
      stdout,
      stderr: message && !stderr ? message : stderr,
    };
  });
