import { spawn, type ChildProcess } from 'node:child_process';
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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m: string) => console.log(`[oj] ${m}`);

/**
 * Loads the demo problems once per data folder (a marker file remembers it), so problems an
 * admin deletes later stay deleted. `SEED_DEMO=0` skips it.
 */
const seedOnFirstRun = async (env: NodeJS.ProcessEnv) => {
  const marker = path.join(dataDir(), '.demo-seeded');
  if (process.env.SEED_DEMO === '0' || fs.existsSync(marker)) return;
  say('loading the demo problems');
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'seeds/src/cli.ts')],
      { env, stdio: 'inherit', cwd: root },
    );
    child.on('exit', resolve);
  });
  if (code === 0) fs.writeFileSync(marker, new Date().toISOString());
  else say('the demo problems could not be loaded (see above); the site runs without them');
};

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

  const env = { ...process.env, DATABASE_URL: databaseUrl };
  const children = new Map<string, ChildProcess>();
  let stopping = false;
  const launch = (name: string, entry: string, restarts = 0) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, entry)], {
      env,
      stdio: 'inherit',
      cwd: root,
      detached: true,
    });
    children.set(name, child);
    child.on('exit', (code, signal) => {
      children.delete(name);
      if (stopping) return;
      say(`${name} exited (${signal ?? code}); restarting`);
      if (restarts < 5) setTimeout(() => launch(name, entry, restarts + 1), 1000 * (restarts + 1));
      else void stop(1);
    });
  };
  launch('server', 'server/src/main.ts');
  launch('projections', 'projections/src/main.ts');
  launch('judge', 'judge/src/main.ts');

  const port = Number(process.env.PORT ?? 8080);
  for (let i = 0; i < 600 && !stopping; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/get-website-config`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      await seedOnFirstRun(env);
      say(`the site is up at http://localhost:${port}  (Ctrl-C stops everything)`);
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  async function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    say('stopping');
    await Promise.all(
      [...children.values()].map(
        (c) =>
          new Promise<void>((resolve) => {
            const kill = setTimeout(() => c.pid && process.kill(-c.pid, 'SIGKILL'), 10_000);
            c.once('exit', () => (clearTimeout(kill), resolve()));
            if (c.pid) process.kill(-c.pid, 'SIGTERM');
          }),
      ),
    );
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
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
