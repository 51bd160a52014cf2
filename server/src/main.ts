import { checkReady, resolveDatabase, startOpsServer } from '@oj/events/infra';
import { startHttp } from './app.ts';
import { buildDeps, defaultWebDist } from './bootstrap.ts';
import { ensureSuperAdmin } from './accounts/super-admin.ts';
import { waitForReadModels } from './infra/read-models.ts';

/** The server process: HTTP API, socket.io and the web app on `PORT` (default 8080). */
const main = async () => {
  const db = await resolveDatabase();
  const deps = await buildDeps({
    databaseUrl: db.url,
    eventStoreUrl: process.env.EVENTSTORE_URL,
    webDist: process.env.WEB_DIST ?? defaultWebDist,
  });
  // Read-model tables must exist before the first query: the projections process makes them.
  await waitForReadModels(deps.sql, {
    timeoutMs: 120_000,
    onWait: () => deps.logger.info('waiting for the projections to prepare the read models'),
  });
  await ensureSuperAdmin(deps, (line) => console.log(line));
  const port = Number(process.env.PORT ?? 8080);
  const server = await startHttp(deps, { port, host: process.env.HOST, databaseUrl: db.url });
  deps.logger.info({ port: server.port }, 'server listening');
  // Metrics, health and readiness on a port of their own, never behind the public proxy.
  const ops = process.env.OPS_PORT
    ? await startOpsServer({
        port: Number(process.env.OPS_PORT),
        host: process.env.OPS_HOST,
        registry: deps.metrics,
        ready: () => checkReady(deps.sql, deps.store),
      })
    : null;
  if (ops) deps.logger.info({ port: ops.port }, 'operations port listening');
  // A promise nobody awaited must not end the site for everyone: log it and keep serving.
  process.on('unhandledRejection', (reason) =>
    deps.logger.error({ err: reason }, 'unhandled rejection (the server keeps running)'),
  );
  const stop = async () => {
    await server.close();
    await ops?.close();
    await deps.close();
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
