import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSql, migrateIds, migrateStore } from '@oj/events';
import {
  clearRuntime,
  dataDir,
  ensureDatabase,
  startEmbeddedDb,
  writeRuntime,
} from '@oj/events/infra';
import { startChildProcesses } from './child-processes.ts';
import { stackSpecs } from './stack.ts';
import { describeReadiness, waitForJudgeLanguages, waitForServer } from './judge-ready.ts';
import { restartPolicyFromEnv } from './restart-policy.ts';
import { startProxy } from './proxy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m: string) => console.log(`[oj] ${m}`);
const tsx = path.join(root, 'node_modules/.bin/tsx');
/**
 * The judge probes every toolchain in the sandbox before it reports (JVMs included, one at a
 * time): generous, for a busy machine.
 */
const JUDGE_READY_TIMEOUT_MS = 180_000;
/** `npm run dev` sets it: run the TypeScript sources through tsx instead of the dist/ bundles. */
const fromSource = process.env.OJ_FROM_SOURCE === '1';

/**
 * Loads the demo problems once per data folder (a marker file remembers it), so problems an
 * admin deletes later stay deleted. `SEED_DEMO=0` skips it.
 */
const seedOnFirstRun = async (env: NodeJS.ProcessEnv) => {
  const marker = path.join(dataDir(), '.demo-seeded');
  if (process.env.SEED_DEMO === '0' || fs.existsSync(marker)) return;
  say('loading the demo problems');
  const code = await new Promise<number | null>((resolve) => {
    // A one-off on the first start: it stays on tsx (the problems find their files beside
    // their sources), so it is not part of the dist/ build.
    const child = spawn(tsx, [path.join(root, 'seeds/src/cli.ts')], {
      env,
      stdio: 'inherit',
      cwd: root,
    });
    child.on('exit', resolve);
  });
  if (code === 0) fs.writeFileSync(marker, new Date().toISOString());
  else say('the demo problems could not be loaded (see above); the site runs without them');
};

/**
 * Says "the site is up" once the server answers and a judge has reported its languages (and
 * the demo problems are in on a first start): then a problem can be created and judged.
 */
const announceWhenReady = async (
  databaseUrl: string,
  env: NodeJS.ProcessEnv,
  since: Date,
  stopping: () => boolean,
) => {
  const port = Number(process.env.PORT ?? 8080);
  const origin = `http://127.0.0.1:${port}`;
  if (!(await waitForServer(origin, { timeoutMs: 120_000, stopping }))) return;
  say('waiting for the judge to report its languages');
  // Seeding and the judge's toolchain probes are independent: they overlap.
  const [judge] = await Promise.all([
    waitForJudgeLanguages({
      origin,
      databaseUrl,
      since,
      timeoutMs: JUDGE_READY_TIMEOUT_MS,
      stopping,
    }),
    seedOnFirstRun(env),
  ]);
  describeReadiness(judge, JUDGE_READY_TIMEOUT_MS).forEach(say);
  if (!stopping()) say(`the site is up at ${printedUrl()}  (Ctrl-C stops everything)`);
};

/** The address announced when the site is up; also the origin of links in mails unless
 * `BASE_URL` or the website config gives one (a link is never built from a request). */
const printedUrl = () => `http://localhost:${Number(process.env.PORT ?? 8080)}`;

/** Starts the database (embedded unless DATABASE_URL), then server, projections and judge. */
const main = async () => {
  let databaseUrl = process.env.DATABASE_URL;
  let stopDb = async () => {};
  if (!databaseUrl) {
    const dir = path.join(dataDir(), 'pg');
    say(`starting embedded PostgreSQL in ${dir}`);
    const db = await startEmbeddedDb({ dir });
    await ensureDatabase(db.adminUrl, 'oj');
    databaseUrl = db.url('oj');
    stopDb = db.stop;
    writeRuntime({ databaseUrl });
  }
  const sql = createSql(databaseUrl, { max: 2 });
  await migrateStore(sql);
  await migrateIds(sql);
  await sql.end();

  const env = { ...process.env, DATABASE_URL: databaseUrl, DEFAULT_BASE_URL: printedUrl() };
  let stopping = false;
  const started = new Date();
  const stack = stackSpecs(process.env);
  const proxy =
    stack.backends.length > 0
      ? await startProxy({ port: stack.port, host: process.env.HOST, backends: stack.backends })
      : null;
  if (proxy) say(`proxy on port ${proxy.port} in front of ${stack.backends.length} servers`);
  const children = startChildProcesses({
    specs: stack.specs,
    env,
    cwd: root,
    policy: restartPolicyFromEnv(process.env),
    log: say,
    onGiveUp: () => void stop(1),
  });
  say(
    `running ${fromSource ? 'the TypeScript sources through tsx' : 'the built dist/*.js with node'}`,
  );

  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await announceWhenReady(databaseUrl, env, started, () => stopping);

  async function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    say('stopping');
    await children.stop();
    await proxy?.close();
    try {
      await stopDb();
    } catch (error) {
      // Ctrl-C reaches PostgreSQL too (same process group): it may already be shutting down.
      say(`PostgreSQL stop: ${String(error)}`);
    }
    clearRuntime();
    say('stopped');
    process.exit(code);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
