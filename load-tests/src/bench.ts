import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSql } from '@oj/events';
import { ensureDatabase, startEmbeddedDb } from '@oj/events/infra';
import { runJudgeBench } from './judge.bench.ts';
import { runStoreBench } from './store.bench.ts';
import { runContestBench } from './contest.bench.ts';
import { runBurstBench } from './burst.bench.ts';

/**
 * `npm run bench [-- store]`: figures against baselines measured in the same run, on a fresh
 * embedded PostgreSQL (or a fresh database on `DATABASE_URL`'s server).
 */
const which = process.argv[2] ?? 'store';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-bench-'));
fs.chmodSync(dir, 0o755);
const db = await startEmbeddedDb({ dir: path.join(dir, 'pg'), persistent: false });
const name = `bench_${Date.now()}`;
await ensureDatabase(db.adminUrl, name);
const url = db.url(name);
const sql = createSql(url, { max: 12 });
try {
  if (which === 'store') await runStoreBench(sql, url);
  else if (which === 'judge') await runJudgeBench(sql, url);
  else if (which === 'contest') await runContestBench(sql, url);
  else if (which === 'burst') await runBurstBench(sql, url);
  else throw new Error(`unknown benchmark ${which}; known: store, judge, contest, burst`);
} finally {
  await sql.end({ timeout: 5 });
  await db.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
