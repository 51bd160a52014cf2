import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CheckerConvention } from '@oj/events';
import type { CompiledProgram } from '../compile/compile.ts';
import {
  checkerLimits,
  checkerWorkDir,
  cpuSlackMs,
  minOutputCap,
  programWorkDir,
} from '../judging/limits.ts';
import { runProgram, type ProgramContext, type ProgramRun } from '../judging/run-program.ts';
import type { RunVerdict } from '../judging/run-verdict.ts';
import { sandboxPaths } from '../sandbox/bwrap.ts';
import { readPrefix } from '../sandbox/exec.ts';
import { runnerBinary } from '../sandbox/native.ts';
import { createRunDir, removeRunDir, type RunDir } from '../sandbox/paths.ts';
import { runInSandbox, type SandboxRequest } from '../sandbox/run.ts';
import { checkerArgs, checkerFailure } from './special.ts';
import { feedbackOf, feedbackSandboxPath, interpretKattis, makeFeedbackDir } from './kattis.ts';
import { interpretChecker, type CaseJudgement, type CheckerVerdict } from './testlib.ts';

const SIGPIPE = os.constants.signals.SIGPIPE;
// The runner opens a sandbox's two FIFOs in path order, so both sides meet on the
// interactor-to-contestant pipe first: its name must sort first.
const toUser = `${sandboxPaths.pipes}/1_to_user`;
const toJudge = `${sandboxPaths.pipes}/2_to_judge`;

/**
 * JUDGING.md: TLE, MLE and RE of the contestant are decided first. The one exception is a
 * contestant killed by SIGPIPE while the interactor did not accept: the interactor stopped
 * reading because it had already rejected, so its verdict is the real one. After an accept,
 * SIGPIPE stays a Runtime Error.
 */
export const combineInteractive = (
  run: RunVerdict,
  signal: number | null,
  judge: CheckerVerdict,
): CaseJudgement => {
  const contestant: CaseJudgement = {
    status: run.status === 'OK' ? 'AC' : run.status,
    percent: null,
    message: run.message,
  };
  if (run.status === 'TLE' || run.status === 'MLE') return contestant;
  if (run.status === 'RE') return signal === SIGPIPE && judge.status !== 'AC' ? judge : contestant;
  return judge;
};

export interface InteractiveRun {
  run: ProgramRun;
  judgement: CaseJudgement;
}

/** Two FIFOs in the contestant's run folder, bound at /pipes into both sandboxes. */
const makePipes = async (root: string) => {
  const pipes = path.join(root, 'pipes');
  fs.mkdirSync(pipes, { mode: 0o755 });
  const fifos = [path.join(pipes, '1_to_user'), path.join(pipes, '2_to_judge')];
  await promisify(execFile)(await runnerBinary(), ['mkfifo', ...fifos]);
  return { src: pipes, dest: sandboxPaths.pipes };
};

const interactorRequest = (
  interactor: CompiledProgram,
  files: { input: string; answer: string },
  dir: RunDir,
  pipeBind: { src: string; dest: string },
  contestantTimeMs: number,
  convention: CheckerConvention,
): SandboxRequest => ({
  argv:
    convention === 'kattis'
      ? [`${sandboxPaths.program}/main`, checkerArgs.input, checkerArgs.answer, feedbackSandboxPath]
      : [
          `${sandboxPaths.program}/main`,
          checkerArgs.input,
          `${sandboxPaths.work}/tout`,
          checkerArgs.answer,
        ],
  workDir: dir.box,
  uid: dir.uid,
  roBinds: [
    { src: interactor.dir, dest: sandboxPaths.program },
    { src: files.input, dest: checkerArgs.input },
    { src: files.answer, dest: checkerArgs.answer },
    pipeBind,
  ],
  stdin: { sandboxPath: toJudge },
  stdout: { sandboxPath: toUser },
  stderr: path.join(dir.root, 'stderr'),
  // Outlive the contestant's own wall clock so its verdict is always decided first.
  limits: { ...checkerLimits, wallMs: 3 * (contestantTimeMs + cpuSlackMs) + 5000 },
});

/**
 * Contestant and interactor run at once, each in its own sandbox; two FIFOs connect the
 * stdout of each to the stdin of the other. The interactor is called like a checker,
 * `interactor <input> <its output file> <answer>`, and its exit is read the same way; a Kattis
 * interactive validator is called `validator <input> <answer> <feedback_dir>` (exit 42 / 43).
 */
export const runInteractive = async (
  ctx: ProgramContext,
  interactor: CompiledProgram,
  files: { input: string; answer: string },
  convention: CheckerConvention = 'testlib',
): Promise<InteractiveRun> => {
  const [user, judge] = await Promise.all([
    createRunDir(programWorkDir()),
    createRunDir(checkerWorkDir),
  ]);
  try {
    const pipeBind = await makePipes(user.root);
    const stdio = {
      stdin: { sandboxPath: toUser },
      stdout: { sandboxPath: toJudge },
      extraBinds: [pipeBind],
    };
    const request = interactorRequest(
      interactor,
      files,
      judge,
      pipeBind,
      ctx.limits.timeMs,
      convention,
    );
    if (convention === 'kattis') makeFeedbackDir(judge);
    const [run, judged] = await Promise.all([
      runProgram(ctx, { input: files.input, outputCap: minOutputCap, fileIO: null, stdio }, user),
      runInSandbox(request),
    ]);
    // The interactor's stdout is the pipe: a partial score (exit 99) is read from its output file.
    const stderr = readPrefix(request.stderr, 4096);
    const verdict =
      checkerFailure(judged, 'interactor') ??
      (convention === 'kattis'
        ? interpretKattis(judged.exitCode, judged.signal, feedbackOf(judge), stderr)
        : interpretChecker(
            judged.exitCode,
            judged.signal,
            readPrefix(path.join(judge.box, 'tout'), 4096),
            stderr,
          ));
    return { run, judgement: combineInteractive(run.verdict, run.raw.signal, verdict) };
  } finally {
    await Promise.all([removeRunDir(user), removeRunDir(judge)]);
  }
};
