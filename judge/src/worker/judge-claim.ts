import type { SubmissionEvent, Verdict } from '@oj/events';
import { pathOf } from '@oj/events/testdata';
import {
  compileChecker,
  compileProgram,
  judgeProgram,
  runOnce,
  type JudgeSpec,
} from '../engine.ts';
import type { Claim } from './leases.ts';
import { loadProblem } from './problem-loader.ts';
import { SubmissionWriter } from './submission-writer.ts';
import { compareForTest } from './test-compare.ts';
import type { WorkerDeps } from './worker.ts';

type Created = Extract<SubmissionEvent, { type: 'SubmissionCreated' }>['data'];
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

const specOf = (deps: WorkerDeps, problem: Problem, checker: JudgeSpec['checker']): JudgeSpec => ({
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
  ...(checker ? { checker } : {}),
});

/** Compile, run every case (or the custom input), and record each step as an event. */
export const judgeClaim = async (deps: WorkerDeps, judger: string, claim: Claim): Promise<void> => {
  const writer = await SubmissionWriter.open(deps.store, claim.submitId);
  const created = writer.history.find((e) => e.type === 'SubmissionCreated')?.data as
    Created | undefined;
  if (!created) throw new Error(`submission ${claim.submitId} has no SubmissionCreated event`);
  const finish = (v: VerdictFields) => writer.record(verdict(claim, judger, v));
  const problem = await loadProblem(deps.store, created.pid);
  if (!problem)
    return void (await finish({ status: 'SE', errorMessage: 'The problem no longer exists' }));

  const compiled = await compileProgram(created.language, created.code);
  const compileEvent = {
    submitId: claim.submitId,
    attempt: claim.attempt,
    ok: compiled.ok,
    cached: compiled.ok && compiled.cached,
  };
  if (!(await writer.record({ type: 'FinishCompile', data: compileEvent }))) return;
  if (!compiled.ok) return void (await finish({ status: 'CE', errorMessage: compiled.message }));

  if (created.kind === 'test') {
    const limits = {
      timeLimitMs: problem.timeLimit,
      memoryLimitMb: problem.memoryLimit,
      stackLimitMb: problem.stackLimit,
      oj: 'ME',
    };
    const run = await runOnce(compiled.program, created.userInput ?? '', limits);
    const expected = created.expectedOutput;
    const status =
      run.status === 'AC' && expected ? compareForTest(run.stdout, expected) : run.status;
    return void (await finish({
      status,
      time: run.timeMs,
      memory: run.memoryKb,
      userOutput: run.stdout,
      stderr: run.stderr,
    }));
  }

  let checker: JudgeSpec['checker'];
  if (problem.judgeMode !== 'default') {
    const c = await compileChecker(
      problem.spjLanguage === 'C' ? 'C' : 'C++',
      problem.spjCode ?? '',
    );
    if (!c.ok)
      return void (await finish({
        status: 'SE',
        errorMessage: `The checker does not compile: ${c.message}`,
      }));
    checker = c.program;
  }
  // Case events are written while the next case runs; their order is kept by the writer.
  const outcome = await judgeProgram(compiled.program, specOf(deps, problem, checker), (c) => {
    writer.enqueue({
      type: 'RecordCase',
      data: {
        submitId: claim.submitId,
        attempt: claim.attempt,
        index: c.index,
        status: c.status,
        time: c.timeMs,
        memory: c.memoryKb,
        score: c.score,
        groupNum: c.groupNum,
        inputName: c.inputName,
        outputName: c.outputName,
        userOutput: c.userOutput,
        message: c.message,
      },
    });
  });
  if (!(await writer.flush())) return;
  await finish({
    status: outcome.status,
    score: outcome.score,
    oiRankScore: outcome.oiRankScore,
    time: outcome.timeMs,
    memory: outcome.memoryKb,
    errorMessage: outcome.errorMessage,
  });
};
