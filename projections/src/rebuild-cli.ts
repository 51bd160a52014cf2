import { createSql, createStore, migrateStore, notifyAll, rebuildChannel } from '@oj/events';
import { resolveDatabase } from '@oj/events/infra';
import { allProjections } from './all.ts';
import { createProjectionRunner, prepareProjections } from './runner.ts';

/**
 * `npm run projections:rebuild -- <name>...` (or `all`): drops the read model and replays every
 * event into it. With a running projections process the request goes to it; otherwise the
 * rebuild runs here until it has caught up with the store.
 */
const names = process.argv.slice(2);
const known = allProjections.map((p) => p.name);
const wanted = names.includes('all') ? known : names;
const unknown = wanted.filter((n) => !known.includes(n));
if (wanted.length === 0 || unknown.length > 0) {
  console.error(
    `usage: npm run projections:rebuild -- <name...|all>; known projections: ${known.join(', ')}`,
  );
  process.exit(2);
}

const db = await resolveDatabase();
const sql = createSql(db.url);
await migrateStore(sql);
const lock = await sql.reserve();
const [row] = await lock<{ ok: boolean }[]>`SELECT pg_try_advisory_lock(74170003) AS ok`;
if (!row?.ok) {
  const ask = notifyAll([{ channel: rebuildChannel, payload: JSON.stringify(wanted) }]);
  await sql.unsafe(ask.text, ask.values as never[]);
  console.log(`asked the running projections process to rebuild: ${wanted.join(', ')}`);
} else {
  const store = createStore({
    sql,
    databaseUrl: db.url,
    eventStoreUrl: process.env.EVENTSTORE_URL,
  });
  await prepareProjections(sql, allProjections, wanted);
  const head = await store.headPosition();
  const started = performance.now();
  let count = 0;
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  const runner = createProjectionRunner({
    sql,
    store,
    projections: allProjections,
    onCommitted: (position, n) => {
      count += n;
      if (position >= head) resolveDone();
    },
  });
  await runner.start();
  if (runner.position() >= head) resolveDone();
  await done;
  await runner.stop();
  await store.close();
  const seconds = (performance.now() - started) / 1000;
  console.log(`rebuilt ${wanted.join(', ')}: ${count} events in ${seconds.toFixed(2)} s`);
}
lock.release();
await sql.end({ timeout: 5 });
await db.release();
