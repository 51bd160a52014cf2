/**
 * The judge engine: detect toolchains, compile in the sandbox (cached by hash), judge a
 * compiled program on a problem's cases, run a custom test. No events, no database: the
 * worker and the server call these and record what they return. Rules: contract/JUDGING.md.
 */
import type { LanguageName } from '@oj/events';
import {
  compile,
  discardProgram as discard,
  type CompiledProgram,
  type CompileOptions,
  type CompileResult,
} from './compile/compile.ts';
import { detectAll, type LanguageInfo } from './languages/detect.ts';
import { judgeProgram as judge } from './judging/judge-program.ts';
import type { ProblemLimits } from './judging/limits.ts';
import { runOnce as runTest } from './judging/run-once.ts';
import type { CaseResult, JudgeOutcome, JudgeSpec, TestRunResult } from './judging/types.ts';

export type { LanguageInfo } from './languages/detect.ts';
export type { CompiledProgram, CompileOptions, CompileResult } from './compile/compile.ts';
export type {
  CaseResult,
  JudgeCase,
  JudgeOutcome,
  JudgeSpec,
  TestRunResult,
} from './judging/types.ts';

/** Every known language, available or not (with the reason); toolchains are probed once. */
export const detectLanguages = async (): Promise<LanguageInfo[]> =>
  [...(await detectAll()).values()].map((d) => d.info);

/**
 * Compiles a submission in the sandbox. Cached by sha256(language + source + compile
 * command): a second call returns `cached: true` without compiling. With `cache: false` (a
 * test-judge run) a cached build is still reused but a new one is not kept: pass it to
 * `discardProgram` when done. A build over 64 MB is a Compile Error. Throws on sandbox
 * failure or an unavailable language (a System Error for the caller).
 */
export const compileProgram = (
  language: LanguageName,
  source: string,
  options: CompileOptions = {},
): Promise<CompileResult> => compile(language, source, options);

/** Deletes a build made with `cache: false`; cached builds are left alone. */
export const discardProgram = (program: CompiledProgram): void => discard(program);

/** Compiles a special judge or interactor (C or C++); same cache as programs. */
export const compileChecker = (
  language: 'C' | 'C++',
  source: string,
  files?: Record<string, string> | null,
): Promise<CompileResult> => compile(language, source, { files: files ?? null });

/** Judges a compiled program; `onCase` is called as each case finishes (skipped ones too), in order. */
export const judgeProgram = (
  program: CompiledProgram,
  spec: JudgeSpec,
  onCase?: (r: CaseResult) => void | Promise<void>,
): Promise<JudgeOutcome> => judge(program, spec, onCase);

/** The custom-input test judge; stdout and stderr truncated to 64 KB. */
export const runOnce = (
  program: CompiledProgram,
  input: string,
  limits: { timeLimitMs: number; memoryLimitMb: number; stackLimitMb: number; oj?: string },
): Promise<TestRunResult> => runTest(program, input, limits satisfies ProblemLimits);
