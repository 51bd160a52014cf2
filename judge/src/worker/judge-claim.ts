import type { Verdict } from '@oj/events';
import { pathOf } from '@oj/events/testdata';
import {
  compileChecker,
  compileProgram,
  discardProgram,
  judgeProgram,
  runOnce,
  type CompiledProgram,
  type JudgeSpec,
} from '../engine.ts';
import type { Claim } from './leases.ts';
import { loadProblem } from './problem-loader.ts';
import type { Created, SubmissionWriter } from './submission-writer.ts';
import { compareForTest } from './test-compare.ts';
import type { WorkerDeps } from './worker-deps.ts';

type Problem = NonNullable<Awaited<ReturnType<typeof loadProblem>>>;
interface VerdictFields {
  status: Verdict;
  score?: number | null;
  oiRankScore?: number | null;
  time?: number;
  memory?: number;
  errorMessage?: string;
  userOutput?: string;
  stderr?: string;
}

const verdict = (claim: Claim, judger: string, v: VerdictFields) => ({
  type: 'RecordVerdict' as const,
  data: {
    submitId: claim.submitId,
    attempt: claim.attempt,
    status: v.status,
    score: v.score ?? null,
    oiRankScore: v.oiRankScore ?? null,
    time: v.time ?? 0,
    memory: v.memory ?? 0,
    errorMessage: v.errorMessage ?? '',
    judger,
    at: new Date().toISOString(),
    ...(v.userOutput !== undefined ? { userOutput: v.userOutput } : {}),
    ...(v.stderr !== undefined ? { stderr: v.stderr } : {}),
  },
});

/** The engine's spec of a problem: limits, mode, cases by content hash, the checker if any. */
export const specOf = (
  deps: WorkerDeps,
  problem: Problem,
  checker: JudgeSpec['checker'],
): JudgeSpec => ({
  type: problem.type === 1 ? 'OI' : 'ACM',
  judgeMode: problem.judgeMode,
  judgeCaseMode: problem.judgeCaseMode,
  timeLimitMs: problem.timeLimit,
  memoryLimitMb: problem.memoryLimit,
  stackLimitMb: problem.stackLimit,
  isRemoveEndBlank: problem.isRemoveEndBlank,
  isFileIO: problem.isFileIO,
  ioReadFileName: problem.ioReadFileName ?? '',
  ioWriteFileName: problem.ioWriteFileName ?? '',
  oj: 'ME',
  totalScore: problem.ioScore,
  difficulty: problem.difficulty,
  cases: problem.testCases.map((t) => ({
    index: t.index,
    inputPath: pathOf(deps.testdataRoot, t.inputHash),
    outputPath: pathOf(deps.testdataRoot, t.outputHash),
    inputName: t.inputName,
    outputName: t.outputName,
    score: t.score,
    groupNum: t.groupNum,
  })),
  ...(checker ? { checker, checkerConvention: problem.checkerConvention ?? 'testlib' } : {}),
});

/** One claimed submission, as the steps after loading it see it. */
interface Claimed {
  deps: WorkerDeps;
  claim: Claim;
  created: Created;
  problem: Problem;
  writer: SubmissionWriter;
  finish: (v: VerdictFields) => Promise<boolean>;
}

/** The test judge: one run on the user's input, compared only when an output was given. */
const runTest = async (c: Claimed, program: CompiledProgram): Promise<void> => {
  const limits = {
    timeLimitMs: c.problem.timeLimit,
    memoryLimitMb: c.problem.memoryLimit,
    stackLimitMb: c.problem.stackLimit,
    oj: 'ME',
  };
  const run = await runOnce(program, c.created.userInput ?? '', limits);
  const expected = c.created.expectedOutput;
  const status =
    run.status === 'AC' && expected ? compareForTest(run.stdout, expected) : run.status;
  await c.finish({
    status,
    time: run.timeMs,
    memory: run.memoryKb,
    userOutput: run.stdout,
    stderr: run.stderr,
  });
};

const judgeCases = async (c: Claimed, program: CompiledProgram): Promise<void> => {
  const { deps, claim, problem, writer } = c;
  let checker: JudgeSpec['checker'];
  if (problem.judgeMode !== 'default') {
    const compiled = await compileChecker(
      problem.spjLanguage === 'C' ? 'C' : 'C++',
      problem.spjCode ?? '',
      problem.judgeExtraFile,
    );
    if (!compiled.ok)
      return void (await c.finish({
        status: 'SE',
        errorMessage: `The checker does not compile: ${compiled.message}`,
      }));
    checker = compiled.program;
  }
  // Case events are written while the next case runs; their order is kept by the writer.
  const outcome = await judgeProgram(program, specOf(deps, problem, checker), (r) => {
    writer.enqueue({
      type: 'RecordCase',
      data: {
        submitId: claim.submitId,
        attempt: claim.attempt,
        index: r.index,
        status: r.status,
        time: r.timeMs,
        memory: r.memoryKb,
        score: r.score,
        groupNum: r.groupNum,
        inputName: r.inputName,
        outputName: r.outputName,
        userOutput: r.userOutput,
        message: r.message,
      },
    });
  });
  if (!(await writer.flush())) return;
  await c.finish({
    status: outcome.status,
    score: outcome.score,
    oiRankScore: outcome.oiRankScore,
    time: outcome.timeMs,
    memory: outcome.memoryKb,
    errorMessage: outcome.errorMessage,
  });
};

/** A claim whose JudgingStarted is appended, with the writer that appended it. */
export type StartedClaim = Claim & { writer: SubmissionWriter };

/**
 * Compile, run every case (or the custom input), and record each step as an event, through the
 * writer the claim opened (the stream is not read again unless someone else appends to it).
 */
export const judgeClaim = async (
  deps: WorkerDeps,
  judger: string,
  claim: StartedClaim,
): Promise<void> => {
  const { writer } = claim;
  const created = writer.created;
  if (!created) throw new Error(`submission ${claim.submitId} has no SubmissionCreated event`);
  const finish = (v: VerdictFields) => writer.record(verdict(claim, judger, v));
  const problem = await loadProblem(deps.store, created.pid);
  if (!problem)
    return void (await finish({ status: 'SE', errorMessage: 'The problem no longer exists' }));

  // A test-judge build runs once: keeping it would only fill the cache.
  const test = created.kind === 'test';
  const compiled = await compileProgram(created.language, created.code, { cache: !test });
  try {
    const compileEvent = {
      submitId: claim.submitId,
      attempt: claim.attempt,
      ok: compiled.ok,
      cached: compiled.ok && compiled.cached,
    };
    if (!(await writer.record({ type: 'FinishCompile', data: compileEvent }))) return;
    if (!compiled.ok) return void (await finish({ status: 'CE', errorMessage: compiled.message }));
    const claimed = { deps, claim, created, problem, writer, finish };
    if (test) await runTest(claimed, compiled.program);
    else await judgeCases(claimed, compiled.program);
  } finally {
    if (compiled.ok) discardProgram(compiled.program);
  }
};
