import type { TestCaseRef } from '@oj/events';
import { putFile, testDataRoot } from '@oj/events/testdata';
import { compileProgram, runOnce } from '@oj/judge/engine';
import { summarize } from './stats.ts';

/** The burst's program, its ten cases, and the sandbox bound's one run. */
export const aplusb =
  '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n';

export const testCases = (): Promise<TestCaseRef[]> =>
  Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const input = `${i} ${i * 7}\n`;
      const output = `${i * 8}\n`;
      return {
        index: i + 1,
        inputName: `${i + 1}.in`,
        outputName: `${i + 1}.out`,
        inputHash: await putFile(testDataRoot(), input),
        outputHash: await putFile(testDataRoot(), output),
        inputSize: input.length,
        outputSize: output.length,
        score: 10,
        groupNum: 0,
      };
    }),
  );

/** Median wall time of one sandboxed run of a program on one case (A+B in C by default). */
export const sandboxRun = async (
  language: Parameters<typeof compileProgram>[0] = 'C',
  code = aplusb,
  times = 40,
) => {
  const compiled = await compileProgram(language, code);
  if (!compiled.ok) throw new Error(compiled.message);
  const runs: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await runOnce(compiled.program, '3 4\n', {
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      stackLimitMb: 128,
    });
    runs.push(performance.now() - t0);
  }
  return summarize(runs).p50;
};
