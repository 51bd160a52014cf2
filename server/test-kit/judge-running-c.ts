import { judgeStream } from '@oj/events';
import type { TestSite } from './test-site.ts';

/**
 * A judge worker that reported C available, as a worker does when it starts, so an allowed
 * submit is accepted; no judge runs, the test plays the verdicts. Resolves once the projections
 * know the language.
 */
export const judgeRunningC = async (site: Pick<TestSite, 'deps'>, name = 'test-judge') => {
  const appended = await site.deps.store.append(judgeStream(name), [
    {
      type: 'JudgeWorkerStarted',
      data: {
        judger: name,
        at: new Date().toISOString(),
        languages: [
          {
            name: 'C',
            description: 'gcc',
            contentType: 'text/x-csrc',
            compileCommand: 'gcc',
            template: '',
            available: true,
          },
        ],
      },
    },
  ]);
  await site.deps.projections.waitFor(appended.position);
};
