import { judgeStream, type EventStore, type Sql } from '@oj/events';
import { testDataRoot } from '@oj/events/testdata';
import { detectLanguages } from '../src/engine.ts';
import { checkJudgeRoot } from '../src/sandbox/judge-dir.ts';
import { startJudgeBeat } from '../src/worker/judge-beat.ts';
import { migrateLeases } from '../src/worker/leases.ts';
import { runWorker } from '../src/worker/worker.ts';

/**
 * Judge workers inside a test process, against a test site's database: they announce their
 * languages like a real judge process, then claim and judge until stopped.
 */
export const startTestJudge = async (o: {
  sql: Sql;
  store: EventStore;
  workers?: number;
  name?: string;
  staleMs?: number;
  /** How often the judge reports its load (JUDGE_BEAT_MS of a judge process). */
  beatMs?: number;
}) => {
  const name = o.name ?? `test-judge-${process.pid}`;
  checkJudgeRoot();
  await migrateLeases(o.sql);
  const languages = await detectLanguages();
  const { position } = await o.store.append(judgeStream(name), [
    { type: 'JudgeWorkerStarted', data: { judger: name, languages, at: new Date().toISOString() } },
  ]);
  const beat = await startJudgeBeat(o.sql, name, o.beatMs ?? 10_000);
  let stopping = false;
  const wait = () => new Promise<void>((r) => setTimeout(r, 50));
  const deps = {
    sql: o.sql,
    store: o.store,
    testdataRoot: testDataRoot(),
    staleMs: o.staleMs ?? 30_000,
    heartbeatMs: 1000,
    // Failures surface in the test output; routine lines stay quiet.
    log: (msg: string, extra?: Record<string, unknown>) =>
      console.error(`[test-judge] ${msg}`, extra ?? {}),
  };
  const workers = Array.from({ length: o.workers ?? 2 }, (_, i) =>
    runWorker(deps, `${name}#${i + 1}`, wait, () => stopping),
  );
  return {
    name,
    languages,
    position,
    stop: async () => {
      stopping = true;
      await Promise.all(workers);
      await beat.stop();
    },
  };
};
