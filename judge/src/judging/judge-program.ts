import fs from 'node:fs';
import { pinBuild, touch } from '../compile/cache.ts';
import type { CompiledProgram } from '../compile/compile.ts';
import { toolchainFor } from '../languages/detect.ts';
import { languageByName } from '../languages/registry.ts';
import { caseModeRules, type ScoredCase } from '../modes/index.ts';
import {
  caseScore,
  decidingCase,
  finalStatus,
  oiRankScore,
  problemScore,
} from '../modes/scoring.ts';
import { prepareCase, type CaseContext } from './judge-case.ts';
import { effectiveLimits } from './limits.ts';
import { isPlainFileName } from './run-program.ts';
import type { CaseResult, JudgeCase, JudgeOutcome, JudgeSpec } from './types.ts';

type Scored = ScoredCase & { result: CaseResult };

const skipped = (c: JudgeCase): CaseResult => ({
  index: c.index,
  status: 'CA',
  timeMs: 0,
  memoryKb: 0,
  score: 0,
  groupNum: c.groupNum,
  message: 'skipped',
  userOutput: '',
  inputName: c.inputName,
  outputName: c.outputName,
});

/** Problems the judge cannot honour are a System Error of the caller, not of the contestant. */
const validate = (program: CompiledProgram, spec: JudgeSpec): void => {
  if (!fs.existsSync(program.dir))
    throw new Error(`compiled program ${program.hash} is no longer cached`);
  if (spec.judgeMode !== 'default' && !spec.checker)
    throw new Error(`${spec.judgeMode} problem without a checker`);
  if (
    spec.isFileIO &&
    !(isPlainFileName(spec.ioReadFileName) && isPlainFileName(spec.ioWriteFileName))
  ) {
    throw new Error('file IO names must be plain file names');
  }
};

const context = async (program: CompiledProgram, spec: JudgeSpec): Promise<CaseContext> => {
  const language = languageByName(program.language);
  return {
    program,
    language,
    toolchain: await toolchainFor(language),
    limits: effectiveLimits(language, spec),
    spec,
    fileIO: spec.isFileIO
      ? { readName: spec.ioReadFileName, writeName: spec.ioWriteFileName }
      : null,
  };
};

/**
 * Judges a compiled program on every case of a problem, following the judge-case mode;
 * `onCase` hears about each case (skipped ones too) as soon as it is decided, in judging
 * order. Throws only when the problem itself cannot be judged.
 */
export const judgeProgram = async (
  program: CompiledProgram,
  spec: JudgeSpec,
  onCase?: (r: CaseResult) => void | Promise<void>,
): Promise<JudgeOutcome> => {
  validate(program, spec);
  const unpin = pinBuild(program.dir);
  try {
    return await judgeCases(program, spec, onCase);
  } finally {
    unpin();
  }
};

const judgeCases = async (
  program: CompiledProgram,
  spec: JudgeSpec,
  onCase?: (r: CaseResult) => void | Promise<void>,
): Promise<JudgeOutcome> => {
  const ctx = await context(program, spec);
  const rules = caseModeRules(spec.judgeCaseMode);
  const done: Scored[] = [];
  const order = rules.order(spec.cases);
  // The next case is set up while the current one runs; a skipped case's set-up is dropped.
  const prepare = (c: JudgeCase | undefined) => {
    if (!c) return undefined;
    // Another judge sharing the cache keeps a build used in the last minutes (cache.ts).
    touch(program.dir);
    const p = prepareCase(ctx, c);
    p.catch(() => {}); // awaited (and so reported) when its turn comes
    return p;
  };
  let next = prepare(order[0]);
  try {
    for (let i = 0; i < order.length; i++) {
      const c = order[i]!;
      const mine = next;
      next = undefined;
      let result = skipped(c);
      if (rules.skips(c, done)) {
        await (await mine)?.cancel();
        next = prepare(order[i + 1]);
      } else {
        const running = (await mine)!.judge();
        next = prepare(order[i + 1]);
        const judged = await running;
        const { status, percent, message } = judged.judgement;
        result = {
          ...result,
          status,
          score: caseScore(status, percent, c.score),
          message,
          timeMs: judged.timeMs,
          memoryKb: judged.memoryKb,
          userOutput: judged.userOutput,
        };
      }
      done.push({
        index: c.index,
        groupNum: c.groupNum,
        score: c.score,
        status: result.status,
        earned: result.score,
        result,
      });
      await onCase?.(result);
    }
  } finally {
    await (await next?.catch(() => undefined))?.cancel();
  }
  return outcome(spec, rules.score(done), done);
};

const outcome = (spec: JudgeSpec, modeScore: number, done: Scored[]): JudgeOutcome => {
  const status = finalStatus(spec.type, done);
  const oi = spec.type === 'OI';
  const score = oi ? problemScore(modeScore, spec.totalScore) : null;
  return {
    status,
    score,
    oiRankScore: score === null ? null : oiRankScore(score, spec.difficulty, spec.totalScore),
    timeMs: Math.max(0, ...done.map((d) => d.result.timeMs)),
    memoryKb: Math.max(0, ...done.map((d) => d.result.memoryKb)),
    errorMessage: status === 'AC' ? '' : (decidingCase(done)?.result.message ?? ''),
    cases: done.map((d) => d.result).sort((a, b) => a.index - b.index),
  };
};
