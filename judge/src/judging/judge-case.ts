import fs from 'node:fs';
import path from 'node:path';
import { compareOutputs } from '../checkers/compare.ts';
import { runInteractive } from '../checkers/interactive.ts';
import { runSpecialJudge } from '../checkers/special.ts';
import type { CaseJudgement } from '../checkers/testlib.ts';
import { readPrefix } from '../sandbox/exec.ts';
import { createRunDir, removeRunDir } from '../sandbox/paths.ts';
import { outputCap } from './limits.ts';
import { runProgram, type FileIO, type ProgramContext, type ProgramRun } from './run-program.ts';
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

/** Runs one case: the program, then the comparison, special judge or interactor. */
export const judgeCase = async (ctx: CaseContext, c: JudgeCase): Promise<JudgedCase> => {
  const dir = createRunDir();
  try {
    const answer = answerFile(c, dir.root);
    if (ctx.spec.judgeMode === 'interactive') {
      if (!ctx.spec.checker) return systemError('interactive problem without an interactor');
      const { run, judgement } = await runInteractive(ctx, ctx.spec.checker, {
        input: c.inputPath,
        answer,
      });
      return run.raw.error ? systemError(run.raw.error) : fromRun(run, judgement, '');
    }
    const run = await runProgram(
      ctx,
      { input: c.inputPath, outputCap: outputCap(fileSize(answer)), fileIO: ctx.fileIO },
      dir,
    );
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
      const verdict = await runSpecialJudge(ctx.spec.checker, {
        input: c.inputPath,
        userOutput: run.outputFile,
        answer,
      });
      return fromRun(run, verdict, userOutput);
    }
    const status = compareOutputs(
      readOrEmpty(answer),
      fs.readFileSync(run.outputFile),
      ctx.spec.isRemoveEndBlank,
    );
    return fromRun(run, { status, percent: null, message: '' }, userOutput);
  } finally {
    await removeRunDir(dir);
  }
};
