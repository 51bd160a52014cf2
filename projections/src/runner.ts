import type {
  EventStore,
  Notice,
  RealtimeMessage,
  RecordedEvent,
  Sql,
  Subscription,
} from '@oj/events';
import { checkpointChannel, fitsNotice, notifyAll, realtimeChannel } from '@oj/events';
import type { AnyProjection, ProjectedEvent, Statement } from './define-projection.ts';
import { mergeStatements } from './merge-statements.ts';

const checkpointsDdl = `
  CREATE SCHEMA IF NOT EXISTS read;
  CREATE TABLE IF NOT EXISTS read.checkpoints (
    name text PRIMARY KEY,
    version int NOT NULL,
    position bigint NOT NULL DEFAULT 0,
    updated_at timestamptz NOT NULL DEFAULT now()
  );`;

export interface RunnerOptions {
  sql: Sql;
  store: EventStore;
  projections: AnyProjection[];
  batchSize?: number;
  onError?: (error: unknown) => void;
  /** Called after each committed batch (tests and benchmarks observe progress with it). */
  onCommitted?: (position: number, events: number) => void;
}

export interface ProjectionRunner {
  /** Rebuilds outdated projections, then resolves once the live subscription is running. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Lowest checkpoint over all projections. */
  position(): number;
}

/** Drops and recreates every table of projections whose stored version differs (or that are new). */
export const prepareProjections = async (
  sql: Sql,
  projections: AnyProjection[],
  force: string[] = [],
) => {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(74170002)`;
    await tx.unsafe(checkpointsDdl);
    const rows = await tx<
      { name: string; version: number }[]
    >`SELECT name, version FROM read.checkpoints`;
    const stored = new Map(rows.map((r) => [r.name, r.version]));
    for (const p of projections) {
      const outdated = stored.get(p.name) !== p.version || force.includes(p.name);
      if (outdated) {
        for (const t of p.tables) await tx.unsafe(`DROP TABLE IF EXISTS ${t} CASCADE`);
        await tx`INSERT INTO read.checkpoints (name, version, position) VALUES (${p.name}, ${p.version}, 0)
                 ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = 0, updated_at = now()`;
      }
      await tx.unsafe(p.init);
    }
  });
};

/**
 * A batch's notices: its socket deltas in order, then the new lowest checkpoint, last, so a
 * caller woken by the checkpoint finds the deltas already sent. A payload Postgres would refuse
 * is reported and left out: it would abort the batch's transaction, again on every retry.
 */
const batchNotices = (
  messages: RealtimeMessage[],
  position: number,
  onError?: (error: unknown) => void,
): Notice[] => {
  const notices: Notice[] = [];
  for (const m of messages) {
    const n = { channel: realtimeChannel, payload: JSON.stringify(m) };
    if (fitsNotice(n)) notices.push(n);
    else onError?.(new Error(`${m.event} to ${m.room} is too large to NOTIFY`));
  }
  notices.push({ channel: checkpointChannel, payload: String(position) });
  return notices;
};

/**
 * Applies events to every projection. Each batch is one transaction holding the projections'
 * SQL, their checkpoints and the batch's NOTIFYs (socket deltas, then the new checkpoint) as one
 * statement: a crash anywhere leaves the read models exactly at a checkpoint, and Postgres
 * delivers the notices on commit only, after the notices the projections' SQL sent itself.
 */
export const createProjectionRunner = (o: RunnerOptions): ProjectionRunner => {
  const { sql, store, projections } = o;
  const checkpoints = new Map<string, number>();
  const handles = new Map(projections.map((p) => [p.name, new Set<string>(p.handles)]));
  let subscription: Subscription | undefined;
  let low = 0;

  const applyBatch = async (events: RecordedEvent[]) => {
    const statements: Statement[] = [];
    const messages: RealtimeMessage[] = [];
    const last = events[events.length - 1]!.position;
    for (const p of projections) {
      const cp = checkpoints.get(p.name) ?? 0;
      const wanted = handles.get(p.name)!;
      for (const e of events) {
        if (e.position <= cp || !(p.everyEvent || wanted.has(e.type))) continue;
        const event = e as unknown as ProjectedEvent;
        statements.push(...p.apply(event));
        if (p.notify) messages.push(...p.notify(event));
      }
    }
    const after = new Map(
      projections.map((p) => [p.name, Math.max(last, checkpoints.get(p.name) ?? 0)]),
    );
    const newLow = Math.min(...after.values());
    const notify = notifyAll(batchNotices(messages, newLow, o.onError));
    await sql.begin(async (tx) => {
      // Pipelined: postgres.js sends them back to back on the transaction's connection, in order.
      await Promise.all([
        ...mergeStatements(statements).map((s) =>
          tx.unsafe(s.text, s.values as never[], { prepare: true }),
        ),
        tx`UPDATE read.checkpoints SET position = ${last}, updated_at = now()
           WHERE name = ANY(${projections.map((p) => p.name)}) AND position < ${last}`,
        tx.unsafe(notify.text, notify.values as never[], { prepare: true }),
      ]);
    });
    for (const [name, position] of after) checkpoints.set(name, position);
    low = newLow;
    o.onCommitted?.(last, events.length);
  };

  return {
    async start() {
      await prepareProjections(sql, projections);
      const rows = await sql<
        { name: string; position: number }[]
      >`SELECT name, position FROM read.checkpoints`;
      for (const r of rows) checkpoints.set(r.name, r.position);
      low = Math.min(...projections.map((p) => checkpoints.get(p.name) ?? 0));
      subscription = store.subscribe({
        from: low,
        batchSize: o.batchSize ?? 2000,
        onEvents: applyBatch,
        onError: (e) => o.onError?.(e),
      });
    },
    async stop() {
      await subscription?.close();
    },
    position: () => low,
  };
};
