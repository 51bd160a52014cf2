import type { CheckerConvention } from '@oj/events';
import type { CompiledProgram } from '../compile/compile.ts';
import { checkerLimits, checkerWorkDir } from '../judging/limits.ts';
import { sandboxPaths } from '../sandbox/bwrap.ts';
import { execInSandbox } from '../sandbox/exec.ts';
import type { SandboxResult } from '../sandbox/run.ts';
import { feedbackOf, feedbackSandboxPath, interpretKattis, makeFeedbackDir } from './kattis.ts';
import { interpretChecker, type CheckerVerdict } from './testlib.ts';

export interface CheckerFiles {
  input: string;
  userOutput: string;
  answer: string;
}

/** Where a checker finds its files (testlib order: inf, ouf, ans). */
export const checkerArgs = {
  input: '/data/input',
  userOutput: '/data/user_output',
  answer: '/data/answer',
} as const;

export const checkerBinds = (checker: CompiledProgram, files: CheckerFiles) => [
  { src: checker.dir, dest: sandboxPaths.program },
  { src: files.input, dest: checkerArgs.input },
  { src: files.userOutput, dest: checkerArgs.userOutput },
  { src: files.answer, dest: checkerArgs.answer },
];

/** A checker that could not finish says nothing about the answer: System Error. */
export const checkerFailure = (r: SandboxResult, what: string): CheckerVerdict | null => {
  if (r.error) return { status: 'SE', percent: null, message: `${what} failed to run: ${r.error}` };
  if (r.timeout) return { status: 'SE', percent: null, message: `${what} time limit exceeded` };
  if (r.memoryExceeded)
    return { status: 'SE', percent: null, message: `${what} memory limit exceeded` };
  return null;
};

/**
 * Special judge: `checker <input> <user_output> <expected_output>` in its own sandbox (about
 * 16 s CPU, 512 MB), all three files bound read-only; its exit code and output are read by
 * `interpretChecker`.
 */
export const runSpecialJudge = async (
  checker: CompiledProgram,
  files: CheckerFiles,
  convention: CheckerConvention = 'testlib',
): Promise<CheckerVerdict> => {
  if (convention === 'kattis') return runKattisValidator(checker, files);
  const { result, stdout, stderr } = await execInSandbox({
    argv: [
      `${sandboxPaths.program}/main`,
      checkerArgs.input,
      checkerArgs.userOutput,
      checkerArgs.answer,
    ],
    roBinds: checkerBinds(checker, files),
    limits: checkerLimits,
    workDir: checkerWorkDir,
    maxOutput: 4096,
  });
  return (
    checkerFailure(result, 'checker') ??
    interpretChecker(result.exitCode, result.signal, stdout, stderr)
  );
};

/**
 * A Kattis output validator: `validator <input> <answer> <feedback_dir>` with the contestant's
 * output on stdin, same sandbox and limits as a checker; exit 42 AC, 43 WA, its message from
 * `feedback_dir/judgemessage.txt`.
 */
const runKattisValidator = async (
  checker: CompiledProgram,
  files: CheckerFiles,
): Promise<CheckerVerdict> => {
  let feedback = { message: '', score: null as number | null };
  const { result, stderr } = await execInSandbox({
    argv: [
      `${sandboxPaths.program}/main`,
      checkerArgs.input,
      checkerArgs.answer,
      feedbackSandboxPath,
    ],
    roBinds: checkerBinds(checker, files),
    stdinFile: files.userOutput,
    limits: checkerLimits,
    workDir: checkerWorkDir,
    maxOutput: 4096,
    prepare: (dir) => void makeFeedbackDir(dir),
    keep: (dir) => {
      feedback = feedbackOf(dir);
    },
  });
  return (
    checkerFailure(result, 'output validator') ??
    interpretKattis(result.exitCode, result.signal, feedback, stderr)
  );
};
