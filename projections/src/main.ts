import {
  createPgSubscriber,
  createSql,
  createStore,
  migrateIds,
  migrateStore,
  rebuildChannel,
} from '@oj/events';
import {
  checkReady,
  createMetricsRegistry,
  registerSiteGauges,
  resolveDatabase,
  startOpsServer,
} from '@oj/events/infra';
import { Gauge } from 'prom-client';
import { projectionsFor } from './all.ts';
import { createProjectionRunner, prepareProjections } from './runner.ts';

const log = (msg: string, extra: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ level: 'info', service: 'projections', msg, ...extra }));

/**
 * The projections process: one active runner per database (a session advisory lock; a second
 * process waits as a hot standby), rebuilding on version changes and on `projections:rebuild`.
 */
const main = async () => {
  const db = await resolveDatabase();
  const sql = createSql(db.url);
  await migrateStore(sql);
  await migrateIds(sql);
  const store = createStore({
    sql,
    databaseUrl: db.url,
    eventStoreUrl: process.env.EVENTSTORE_URL,
  });
  // The store's kind decides the set: EventStoreDB also needs the chained audit checkpoint.
  const projections = projectionsFor(store.kind);
  // Metrics before the lock: a standby reports too (active 0), so its operator sees it waiting.
  const metrics = createMetricsRegistry('projections');
  registerSiteGauges(metrics, sql, store);
  let active = false;
  new Gauge({
    name: 'oj_projections_active',
    help: '1 for the runner holding the lock, 0 for a standby waiting for it',
    registers: [metrics],
    collect() {
      this.set(active ? 1 : 0);
    },
  });
  new Gauge({
    name: 'oj_projection_checkpoint_position',
    help: 'Store position each projection has applied up to',
    labelNames: ['projection'],
    registers: [metrics],
    async collect() {
      const rows = await sql<{ name: string; position: string }[]>`
        SELECT name, position::text FROM read.checkpoints`.catch(() => []);
      for (const r of rows) this.set({ projection: r.name }, Number(r.position));
    },
  });
  const ops = process.env.OPS_PORT
    ? await startOpsServer({
        port: Number(process.env.OPS_PORT),
        host: process.env.OPS_HOST,
        registry: metrics,
        ready: () => checkReady(sql, store, { needJudge: false }),
      })
    : null;
  const lock = await sql.reserve();
  await lock`SELECT pg_advisory_lock(74170003)`;
  let runner = createProjectionRunner({
    sql,
    store,
    projections,
    onError: (e) => console.error(e),
  });
  await runner.start();
  active = true;
  log('projections running', { position: runner.position() });

  const listener = createPgSubscriber({ connectionString: db.url });
  let restarting = Promise.resolve();
  listener.notifications.on(rebuildChannel, (names: unknown) => {
    restarting = restarting.then(async () => {
      await runner.stop();
      const force = Array.isArray(names) ? (names as string[]) : [];
      await prepareProjections(sql, projections, force);
      runner = createProjectionRunner({
        sql,
        store,
        projections,
        onError: (e) => console.error(e),
      });
      await runner.start();
      log('projections rebuilt', { force });
    });
  });
  await listener.connect();
  await listener.listenTo(rebuildChannel);

  const stop = async () => {
    await restarting;
    await runner.stop();
    await ops?.close();
    await listener.close();
    await store.close();
    lock.release();
    await sql.end({ timeout: 5 });
    await db.release();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
