import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Sql } from '../store/postgres/sql.ts';
import type { EventStore } from '../store/event-store.ts';

/**
 * What every process tells operators: Prometheus metrics (`/metrics`), liveness (`/health`:
 * the process answers) and readiness (`/ready`: the store, the read models and a judge answer).
 * One registry per process, labelled with its service, so one Prometheus job scrapes them all.
 */
export const createMetricsRegistry = (service: string) => {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
};

export interface ReadyCheck {
  ok: boolean;
  checks: Record<string, { ok: boolean; detail?: string }>;
}

/**
 * Judges alive: a heartbeat fresher than three of their own beats (0 before any judge created
 * its table).
 */
const judgesAlive = async (sql: Sql): Promise<number> => {
  const [t] = await sql<{ t: string | null }[]>`SELECT to_regclass('judge.judges')::text AS t`;
  if (!t?.t) return 0;
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM judge.judges WHERE stopped_at IS NULL
      AND heartbeat_at > clock_timestamp() - make_interval(secs => 3 * beat_ms / 1000.0)`;
  return row?.n ?? 0;
};

const tryCheck = async (
  f: () => Promise<string | undefined>,
): Promise<{ ok: boolean; detail?: string }> => {
  try {
    const detail = await f();
    return detail === undefined ? { ok: true } : { ok: false, detail };
  } catch (e) {
    return { ok: false, detail: e instanceof Error ? e.message : String(e) };
  }
};

/**
 * Readiness of the whole site as one process sees it: the event store answers, the read models
 * exist and follow the store (within `maxLagMs` of its head), and at least one judge beats.
 */
export const checkReady = async (
  sql: Sql,
  store: EventStore,
  o: { maxLagMs?: number; needJudge?: boolean } = {},
): Promise<ReadyCheck> => {
  const lag = projectionLag(sql, store);
  const checks: ReadyCheck['checks'] = {
    store: await tryCheck(async () => void (await store.headPosition())),
    readModels: await tryCheck(async () => {
      const l = await lag;
      if (l === null) return 'the projections have not prepared the read models';
      if (l.seconds * 1000 > (o.maxLagMs ?? 60_000))
        return `the read models are ${Math.round(l.seconds)} s behind the store`;
      return undefined;
    }),
  };
  if (o.needJudge ?? true)
    checks.judge = await tryCheck(async () =>
      (await judgesAlive(sql)) > 0 ? undefined : 'no judge has reported in its last three beats',
    );
  return { ok: Object.values(checks).every((c) => c.ok), checks };
};

/**
 * How far the slowest projection is behind the store: the events it has still to apply (counted
 * where the store is this database; the position gap elsewhere) and the age of the oldest of
 * them. Null while the projections have not created their checkpoints.
 */
export const projectionLag = async (
  sql: Sql,
  store: EventStore,
): Promise<{ events: number; seconds: number } | null> => {
  const [cp] = await sql<{ p: string | null }[]>`
    SELECT min(position)::text AS p FROM read.checkpoints`.catch(() => []);
  if (!cp || cp.p === null) return null;
  const from = Number(cp.p);
  const [oldest] = await store.readAll({ from, limit: 1 });
  if (!oldest) return { events: 0, seconds: 0 };
  const seconds = Math.max(0, (Date.now() - Date.parse(oldest.createdAt)) / 1000);
  if (store.kind !== 'postgres') return { events: (await store.headPosition()) - from, seconds };
  const [n] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM es.events WHERE position > ${from} LIMIT 1000000) x`;
  return { events: n?.n ?? 0, seconds };
};

/**
 * The site-wide gauges read at each scrape from the database: projection lag, the judge queue
 * and the judges alive. Any process may register them; the server does.
 */
export const registerSiteGauges = (registry: Registry, sql: Sql, store: EventStore) => {
  // Both lag gauges read one measurement per scrape (they are collected together).
  let lag: { at: number; value: Promise<{ events: number; seconds: number } | null> } | null = null;
  const lagNow = () => {
    if (!lag || Date.now() - lag.at > 1000)
      lag = { at: Date.now(), value: projectionLag(sql, store).catch(() => null) };
    return lag.value;
  };
  new Gauge({
    name: 'oj_projection_lag_events',
    help: 'Events appended to the store that the slowest projection has not applied yet',
    registers: [registry],
    async collect() {
      const l = await lagNow();
      if (l) this.set(l.events);
    },
  });
  new Gauge({
    name: 'oj_projection_lag_seconds',
    help: 'Age of the oldest event the slowest projection has not applied yet',
    registers: [registry],
    async collect() {
      const l = await lagNow();
      if (l) this.set(l.seconds);
    },
  });
  new Gauge({
    name: 'oj_judge_queue_length',
    help: 'Submissions waiting in the judge queue, by state',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await sql<{ state: string; n: number }[]>`
        SELECT state, count(*)::int AS n FROM read.judge_queue GROUP BY state`.catch(() => []);
      for (const r of rows) this.set({ state: r.state }, r.n);
    },
  });
  new Gauge({
    name: 'oj_judges_alive',
    help: 'Judge processes whose heartbeat is fresh',
    registers: [registry],
    async collect() {
      this.set(await judgesAlive(sql).catch(() => 0));
    },
  });
};

/**
 * A small HTTP server for a process without one (projections, judge), or the server's own
 * operations port: `/metrics`, `/health`, `/ready`. Never exposed through the public proxy.
 */
export const startOpsServer = async (o: {
  port: number;
  host?: string | undefined;
  registry: Registry;
  ready: () => Promise<ReadyCheck>;
}): Promise<{ port: number; close: () => Promise<void> }> => {
  const server: Server = createServer((req, res) => {
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    const url = (req.url ?? '').split('?')[0];
    if (url === '/metrics')
      void o.registry
        .metrics()
        .then((m) => send(200, o.registry.contentType, m))
        .catch((e: unknown) => send(500, 'text/plain', String(e)));
    else if (url === '/health')
      send(200, 'application/json', JSON.stringify({ status: 'ok', pid: process.pid }));
    else if (url === '/ready')
      void o
        .ready()
        .then((r) => send(r.ok ? 200 : 503, 'application/json', JSON.stringify(r)))
        .catch((e: unknown) =>
          send(503, 'application/json', JSON.stringify({ ok: false, error: String(e) })),
        );
    else send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(o.port, o.host ?? '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : o.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
