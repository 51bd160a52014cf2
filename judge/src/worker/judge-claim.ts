import { type SubmissionEvent, type Verdict, submissionStream } from '@oj/events';
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
import { record, type WorkerDeps } from './worker.ts';
import { compareForTest } from './test-compare.ts';

type Created = Extract<SubmissionEvent, { type: 'SubmissionCreated' }>['data'];

const verdict = (
  claim: Claim,
  judger: string,
  v: {
    status: Verdict;
    score?: number | null;
    oiRankScore?: number | null;
    time?: number;
    memory?: number;
    errorMessage?: string;
    userOutput?: string;
    stderr?: string;
  },
) => ({
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

/** Compile, run every case (or the custom input), and record each step as an event. */
export const judgeClaim = async (deps: WorkerDeps, judger: string, claim: Claim): Promise<void> => {
  const history = await deps.store.readStream(submissionStream(claim.submitId));
  const created = history.find((e) => e.type === 'SubmissionCreated')?.data as Created | undefined;
  if (!created) throw new Error(`submission ${claim.submitId} has no SubmissionCreated event`);
  const problem = await loadProblem(deps.store, created.pid);
  if (!problem)
    return void (await record(
      deps,
      claim.submitId,
      verdict(claim, judger, { status: 'SE', errorMessage: 'The problem no longer exists' }),
    ));

  const compiled = await compileProgram(created.language, created.code);
  const compiledOk = compiled.ok;
  if (
    !(await record(deps, claim.submitId, {
      type: 'FinishCompile',
      data: {
        submitId: claim.submitId,
        attempt: claim.attempt,
        ok: compiledOk,
        cached: compiled.ok && compiled.cached,
      },
    }))
  )
    return;
  if (!compiled.ok)
    return void (await record(
      deps,
      claim.submitId,
      verdict(claim, judger, { status: 'CE', errorMessage: compiled.message }),
    ));

  const limits = {
    timeLimitMs: problem.timeLimit,
    memoryLimitMb: problem.memoryLimit,
    stackLimitMb: problem.stackLimit,
    oj: 'ME',
  };
  if (created.kind === 'test') {
    const run = await runOnce(compiled.program, created.userInput ?? '', limits);
    const status =
      run.status === 'AC' && created.expectedOutput !== undefined && created.expectedOutput !== ''
        ? compareForTest(run.stdout, created.expectedOutput)
        : run.status;
    return void (await record(
      deps,
      claim.submitId,
      verdict(claim, judger, {
        status,
        time: run.timeMs,
        memory: run.memoryKb,
        userOutput: run.stdout,
        stderr: run.stderr,
      }),
    ));
  }

  let checker: JudgeSpec['checker'];
  if (problem.judgeMode !== 'default') {
    const c = await compileChecker(
      problem.spjLanguage === 'C' ? 'C' : 'C++',
      problem.spjCode ?? '',
    );
    if (!c.ok)
      return void (await record(
        deps,
        claim.submitId,
        verdict(claim, judger, {
          status: 'SE',
          errorMessage: `The checker does not compile: ${c.message}`,
        }),
      ));
    checker = c.program;
  }
  const spec: JudgeSpec = {
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
  };
  let current = true;
  const outcome = await judgeProgram(compiled.program, spec, async (c) => {
    if (!current) return;
    current = await record(deps, claim.submitId, {
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
  if (!current) return;
  await record(
    deps,
    claim.submitId,
    verdict(claim, judger, {
      status: outcome.status,
      score: outcome.score,
      oiRankScore: outcome.oiRankScore,
      time: outcome.timeMs,
      memory: outcome.memoryKb,
      errorMessage: outcome.errorMessage,
    }),
  );
};
