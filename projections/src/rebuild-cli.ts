import {
  auditChainName,
  createSql,
  createStore,
  migrateStore,
  notifyAll,
  rebuildChannel,
  storeKind,
} from '@oj/events';
import { resolveDatabase } from '@oj/events/infra';
import { projectionsFor } from './all.ts';
import { createProjectionRunner, prepareProjections } from './runner.ts';

/**
 * `npm run projections:rebuild -- <name>...` (or `all`): drops the read model and replays every
 * event into it. With a running projections process the request goes to it; otherwise the
 * rebuild runs here until it has caught up with the store.
 */
const names = process.argv.slice(2);
const projections = projectionsFor(storeKind(process.env.EVENTSTORE_URL));
const known = projections.map((p) => p.name);
// `all` is the read models: rebuilding the audit checkpoint rechains whatever the store holds
// now, forgetting any edit made before, so it is rebuilt only when named.
const wanted = names.includes('all') ? known.filter((n) => n !== auditChainName) : names;
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
  await prepareProjections(sql, projections, wanted);
  const head = await store.headPosition();
  const started = performance.now();
  let count = 0;
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  const runner = createProjectionRunner({
    sql,
    store,
    projections,
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
