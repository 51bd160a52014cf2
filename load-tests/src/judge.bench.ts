import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  handleCommand,
  judgePriority,
  nextId,
  submissionDecider,
  submissionStream,
  type Sql,
  type TestCaseRef,
} from '@oj/events';
import { putFile, testDataRoot } from '@oj/events/testdata';
import { allProjections, createProjectionRunner } from '@oj/projections';
import { buildDeps, createProblem } from '@oj/server';
import { startTestJudge } from '@oj/judge/testing';
import { runSandboxBench } from '@oj/judge/bench';
import { fmt, summarize } from './stats.ts';
import { sandboxRun } from './burst-fixture.ts';
import { benchProblem } from './problem-fixture.ts';

const aplusb =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';

const testCases = async (): Promise<TestCaseRef[]> =>
  Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const input = `${i} ${i * 7}\n`;
      const output = `${i * 8}\n`;
      const root = testDataRoot();
      return {
        index: i + 1,
        inputName: `${i + 1}.in`,
        outputName: `${i + 1}.out`,
        inputHash: await putFile(root, input),
        outputHash: await putFile(root, output),
        inputSize: input.length,
        outputSize: output.length,
        score: 10,
        groupNum: 0,
      };
    }),
  );

/**
 * The judge pipeline: per submission of a 10-case A+B, the time from JudgingStarted to
 * SubmissionJudged minus the programs' own CPU time (compiles are cached), against ten times
 * the median sandboxed run of the same program measured in the same run.
 */
export const runJudgeBench = async (sql: Sql, url: string) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-bench-data-'));
  process.env.DATA_DIR = dataDir;
  const deps = await buildDeps({ databaseUrl: url, sql });
  const runner = createProjectionRunner({ sql, store: deps.store, projections: allProjections });
  await runner.start();
  const { pid, position } = await createProblem(deps, {
    problem: benchProblem(),
    testCases: await testCases(),
    userId: 'bench',
  });
  await deps.projections.waitFor(position);

  const medianRun = await sandboxRun('C++', aplusb, 60);

  const judge = await startTestJudge({ sql, store: deps.store, workers: 1, name: 'bench' });
  const n = 30;
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const submitId = await nextId(sql, 'submission');
    ids.push(submitId);
    await handleCommand(deps.store, submissionStream(submitId), submissionDecider, {
      type: 'CreateSubmission',
      data: {
        submitId,
        kind: 'submission',
        pid,
        displayPid: 'BENCH',
        uid: 'bench',
        username: 'bench',
        language: 'C++',
        code: aplusb,
        length: aplusb.length,
        cid: 0,
        gid: null,
        ip: '',
        submitTime: new Date().toISOString(),
        priority: judgePriority.ordinary,
      },
    });
  }
  const pipeline: number[] = [];
  const cpuTimes: number[] = [];
  for (const id of ids) {
    for (;;) {
      const events = await deps.store.readStream(submissionStream(id));
      const started = events.find((e) => e.type === 'JudgingStarted');
      const judged = events.find((e) => e.type === 'SubmissionJudged');
      if (started && judged) {
        const cpu = events
          .filter((e) => e.type === 'TestCaseJudged')
          .reduce((a, e) => a + (e.data as { time: number }).time, 0);
        pipeline.push(Date.parse(judged.createdAt) - Date.parse(started.createdAt) - cpu);
        cpuTimes.push(cpu);
        if (process.env.BENCH_DEBUG) {
          const compiled = events.find((e) => e.type === 'CompileFinished')!;
          const cases = events.filter((e) => e.type === 'TestCaseJudged');
          console.log(
            'start->compiled',
            Date.parse(compiled.createdAt) - Date.parse(started.createdAt),
            'compiled->first case',
            Date.parse(cases[0]!.createdAt) - Date.parse(compiled.createdAt),
            'cases span',
            Date.parse(cases.at(-1)!.createdAt) - Date.parse(cases[0]!.createdAt),
            'last->judged',
            Date.parse(judged.createdAt) - Date.parse(cases.at(-1)!.createdAt),
            'cpu',
            cpu,
          );
        }
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  await judge.stop();
  await runner.stop();
  await deps.close();
  // The sandbox bench works under DATA_DIR/judge too: run it before the folder goes.
  const sandboxReport = await runSandboxBench();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const p = summarize(pipeline);
  const cpuMedian = summarize(cpuTimes).p50;
  console.log(sandboxReport);
  console.log('\nJudge pipeline, A+B with 10 cases, one worker (same run)');
  console.log('| measure | ours | baseline | ratio | goal |\n|---|---|---|---|---|');
  console.log(
    `| dequeue to verdict minus program CPU, median of ${n} | ${fmt(p.p50, 1)} ms (p99 ${fmt(p.p99, 1)} ms) | 10 x median sandboxed run = ${fmt(10 * medianRun, 1)} ms | ${fmt(p.p50 / (10 * medianRun), 2)}x | <= 1.3x |`,
  );
  // Throughput of one worker against the sandbox bound (a worker doing nothing but the ten
  // sandboxed runs, whose wall time includes the program's CPU): the pipeline's own work
  // (events, files, checking) is what lowers it. Workers scale it alike.
  const perSubmission = p.p50 + cpuMedian;
  const bound = 10 * medianRun;
  console.log(
    `| judge throughput, one worker | ${fmt(1000 / perSubmission, 2)} submissions/s | sandbox bound ${fmt(1000 / bound, 2)} submissions/s | ${fmt(bound / perSubmission, 2)}x | >= 0.8x |`,
  );
};
