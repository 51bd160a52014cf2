import fs from 'node:fs';
import path from 'node:path';
import { compareOutputs } from '../checkers/compare.ts';
import { runInteractive } from '../checkers/interactive.ts';
import { runSpecialJudge } from '../checkers/special.ts';
import type { CaseJudgement } from '../checkers/testlib.ts';
import { readPrefix } from '../sandbox/exec.ts';
import { createRunDir, removeRunDir } from '../sandbox/paths.ts';
import { outputCap, programWorkDir } from './limits.ts';
import {
  prepareProgramRun,
  type FileIO,
  type ProgramContext,
  type ProgramRun,
} from './run-program.ts';
import type { JudgeCase, JudgeSpec } from './types.ts';

export interface CaseContext extends ProgramContext {
  spec: JudgeSpec;
  fileIO: FileIO | null;
}

export interface JudgedCase {
  judgement: CaseJudgement;
  timeMs: number;
  memoryKb: number;
  userOutput: string;
}

const userOutputBytes = 1024;

const fileSize = (file: string): number => fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;

const readOrEmpty = (file: string): Buffer =>
  fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);

/** A missing expected output is empty (JUDGING.md, test data); checkers still get a file. */
const answerFile = (c: JudgeCase, scratch: string): string => {
  if (fs.existsSync(c.outputPath)) return c.outputPath;
  const empty = path.join(scratch, 'empty-answer');
  fs.writeFileSync(empty, '');
  return empty;
};

const fromRun = (run: ProgramRun, judgement: CaseJudgement, userOutput: string): JudgedCase => ({
  judgement,
  timeMs: run.verdict.timeMs,
  memoryKb: run.verdict.memoryKb,
  userOutput,
});

const systemError = (message: string): JudgedCase => ({
  judgement: { status: 'SE', percent: null, message },
  timeMs: 0,
  memoryKb: 0,
  userOutput: '',
});

/** The checking step after a run that finished normally: compare or special judge. */
const check = async (
  ctx: CaseContext,
  c: JudgeCase,
  run: ProgramRun,
  answer: string,
): Promise<JudgedCase> => {
  if (run.raw.error) return systemError(run.raw.error);
  const userOutput = readPrefix(run.outputFile, userOutputBytes);
  if (run.verdict.status !== 'OK') {
    return fromRun(
      run,
      { status: run.verdict.status, percent: null, message: run.verdict.message },
      userOutput,
    );
  }
  if (ctx.spec.judgeMode === 'spj') {
    if (!ctx.spec.checker) return systemError('special judge problem without a checker');
    const verdict = await runSpecialJudge(
      ctx.spec.checker,
      {
        input: c.inputPath,
        userOutput: run.outputFile,
        answer,
      },
      ctx.spec.checkerConvention,
    );
    return fromRun(run, verdict, userOutput);
  }
  const status = compareOutputs(
    readOrEmpty(answer),
    fs.readFileSync(run.outputFile),
    ctx.spec.isRemoveEndBlank,
  );
  return fromRun(run, { status, percent: null, message: '' }, userOutput);
};

export interface PreparedCase {
  /** Runs the prepared case and checks it; the run folder is gone afterwards. */
  judge(): Promise<JudgedCase>;
  /** Drops a case that will not run (a skipped case). */
  cancel(): Promise<void>;
}

const interactiveCase = (ctx: CaseContext, c: JudgeCase): PreparedCase => ({
  judge: async () => {
    // Only a scratch folder for a missing answer: both sandboxes get run folders of their own.
    const dir = await createRunDir(null);
    try {
      if (!ctx.spec.checker) return systemError('interactive problem without an interactor');
      const answer = answerFile(c, dir.root);
      const { run, judgement } = await runInteractive(
        ctx,
        ctx.spec.checker,
        { input: c.inputPath, answer },
        ctx.spec.checkerConvention,
      );
      return run.raw.error ? systemError(run.raw.error) : fromRun(run, judgement, '');
    } finally {
      await removeRunDir(dir);
    }
  },
  cancel: async () => {},
});

/**
 * Sets a case up (run folder, files, parked sandbox) so it can start the moment the previous
 * case ends: the sandbox set-up of case i+1 overlaps the run of case i. Interactive cases start
 * two sandboxes that wait on each other and are set up when they run.
 */
export const prepareCase = async (ctx: CaseContext, c: JudgeCase): Promise<PreparedCase> => {
  if (ctx.spec.judgeMode === 'interactive') return interactiveCase(ctx, c);
  const cap = outputCap(fileSize(c.outputPath));
  // A file-IO run keeps its input and its output file in the work dir too.
  const dir = await createRunDir(
    ctx.fileIO ? programWorkDir(fileSize(c.inputPath), cap) : programWorkDir(),
  );
  try {
    const answer = answerFile(c, dir.root);
    const io = { input: c.inputPath, outputCap: cap, fileIO: ctx.fileIO };
    const run = await prepareProgramRun(ctx, io, dir);
    return {
      judge: async () => {
        try {
          return await check(ctx, c, await run.start(), answer);
        } finally {
          await removeRunDir(dir);
        }
      },
      cancel: async () => {
        run.cancel();
        await removeRunDir(dir);
      },
    };
  } catch (error) {
    await removeRunDir(dir);
    throw error;
  }
};

/** Runs one case: the program, then the comparison, special judge or interactor. */
export const judgeCase = async (ctx: CaseContext, c: JudgeCase): Promise<JudgedCase> =>
  (await prepareCase(ctx, c)).judge();
