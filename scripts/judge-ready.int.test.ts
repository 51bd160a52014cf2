import { afterAll, beforeAll, expect, it } from 'vitest';
import { judgeStream, type LanguageName } from '@oj/events';
import { startTestSite, type TestSite } from '@oj/server/testing';
import { describeReadiness, waitForJudgeLanguages } from './judge-ready.ts';

// The real server and projections on a fresh database; the test plays the judge's
// JudgeWorkerStarted, as judge/src/main.ts appends it after probing its toolchains.
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const announce = (judger: string, languages: { name: LanguageName; reason?: string }[]) =>
  site.deps.store.append(judgeStream(judger), [
    {
      type: 'JudgeWorkerStarted',
      data: {
        judger,
        at: new Date().toISOString(),
        languages: languages.map((l) => ({
          name: l.name,
          description: l.name,
          contentType: 'text/x-csrc',
          compileCommand: 'gcc',
          template: '',
          available: l.reason === undefined,
          ...(l.reason === undefined ? {} : { reason: l.reason }),
        })),
      },
    },
  ]);

const wait = (timeoutMs: number) =>
  waitForJudgeLanguages({
    origin: site.url,
    databaseUrl: site.db.url,
    since: new Date(),
    timeoutMs,
    stopping: () => false,
    pollMs: 50,
  });

it('gives up after its bound with a message when no judge reports', async () => {
  const result = await wait(300);
  expect(result).toEqual({ kind: 'timeout' });
  expect(describeReadiness(result, 180_000).join('\n')).toMatch(
    /no judge reported its languages within 180 s/,
  );
});

it('says so when the judge reported but can run no language on this machine', async () => {
  const waiting = wait(60_000);
  await announce('bare-machine', [
    { name: 'C', reason: 'bubblewrap (bwrap) is not installed' },
    { name: 'Java', reason: 'bubblewrap (bwrap) is not installed' },
  ]);
  const result = await waiting;
  expect(result.kind).toBe('none-available');
  expect(result.kind === 'none-available' && result.reasons).toContain(
    'C: bubblewrap (bwrap) is not installed',
  );
  expect(describeReadiness(result, 180_000)[0]).toMatch(/no language it can run/);
});

it('returns once /api/languages offers what a judge announced', async () => {
  const waiting = wait(60_000);
  await announce('judge-1', [{ name: 'C' }, { name: 'Python3', reason: 'python3 not found' }]);
  expect(await waiting).toEqual({ kind: 'ready', languages: ['C'] });
  const offered = await site.call<{ name: string }[]>('GET', '/api/languages');
  expect(offered.body.data.map((l) => l.name)).toEqual(['C']);
});
