import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../event-store.ts';
import { WrongExpectedRevisionError } from '../event-store.ts';
import { storeSchemaSql } from './schema.ts';
import type { Sql } from './sql.ts';
import { runSubscription } from '../subscription-loop.ts';
import { storeChannel } from '../../notify.ts';
import { CoalescingNotifier, WakeUpListener } from './wake-up.ts';

interface EventRow {
  position: number;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: string;
}

const expectedCode = (expected: ExpectedRevision): number => {
  if (expected === 'no_stream') return -1;
  if (expected === 'any') return -2;
  if (expected === 'stream_exists') return -3;
  return expected;
};

/**
 * The time to the microsecond, as stored (a Date keeps milliseconds): the audit chain hashes it,
 * and a chain rebuilt from events read back must hash what `es.append` hashed.
 */
const createdIso = (sql: Sql) =>
  sql`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at`;

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.id,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  streamId: row.stream_id,
  revision: row.revision,
  position: row.position,
  createdAt: row.created_at,
});

export interface PostgresStoreOptions {
  sql: Sql;
  /** Connection string for the LISTEN connection (pg-listen opens its own). */
  url: string;
  /** Fallback poll when no notification arrives (a crashed writer never notifies). */
  pollIntervalMs?: number;
  /** Validates and normalises an event's data; throws on unknown or malformed events. */
  validate?: (type: string, data: unknown) => unknown;
}

/** Creates the `es` schema if missing; safe to run concurrently and repeatedly. */
export const migrateStore = async (sql: Sql): Promise<void> => {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(74170000)`;
    await tx.unsafe(storeSchemaSql);
  });
};

/** The embedded default adapter: events in `es.events`, wake-ups through LISTEN/NOTIFY. */
export const createPostgresStore = (options: PostgresStoreOptions): EventStore => {
  const { sql, validate } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const notifier = new CoalescingNotifier(sql, storeChannel);
  const listener = new WakeUpListener(options.url, storeChannel);
  const subscriptions = new Set<Subscription>();

  const readAll = async ({ from, limit }: { from: number; limit: number }) => {
    const rows = await sql<EventRow[]>`
      SELECT position, id, stream_id, revision, type, data, metadata, ${createdIso(sql)}
      FROM es.events WHERE position > ${from} ORDER BY position LIMIT ${limit}`;
    return rows.map(toRecorded);
  };

  return {
    kind: 'postgres',
    async append(streamId: string, events: NewEvent[], opts = {}): Promise<AppendResult> {
      const payload = events.map((e) => ({
        type: e.type,
        data: validate ? validate(e.type, e.data) : e.data,
        metadata: e.metadata ?? {},
      }));
      const expected = opts.expectedRevision ?? 'any';
      try {
        const [row] = await sql<{ next_revision: number; last_position: number }[]>`
          SELECT next_revision, last_position FROM es.append(${streamId}, ${expectedCode(expected)}, ${sql.json(payload as never)})`;
        if (!row) throw new Error('es.append returned no row');
        if (events.length > 0) notifier.poke();
        return { nextRevision: row.next_revision, position: row.last_position };
      } catch (error) {
        const e = error as { code?: string; detail?: string };
        if (e.code === 'ES409') {
          const actual = e.detail === 'no_stream' ? 'no_stream' : Number(e.detail);
          throw new WrongExpectedRevisionError(streamId, expected, actual);
        }
        throw error;
      }
    },
    async readStream(streamId, opts = {}) {
      const rows = await sql<EventRow[]>`
        SELECT position, id, stream_id, revision, type, data, metadata, ${createdIso(sql)}
        FROM es.events WHERE stream_id = ${streamId} AND revision >= ${opts.fromRevision ?? 0}
        ORDER BY revision`;
      return rows.map(toRecorded);
    },
    readAll,
    async headPosition() {
      const [row] = await sql<{ p: number | null }[]>`SELECT max(position) AS p FROM es.events`;
      return row?.p ?? 0;
    },
    subscribe(subscribeOptions: SubscribeOptions): Subscription {
      const sub = runSubscription({
        ...subscribeOptions,
        read: readAll,
        start: () => listener.start(),
        wait: () => listener.wait(pollIntervalMs),
      });
      subscriptions.add(sub);
      return {
        close: async () => {
          subscriptions.delete(sub);
          listener.wakeAll();
          await sub.close();
        },
      };
    },
    async close() {
      await Promise.all([...subscriptions].map((s) => s.close()));
      await listener.close();
    },
  };
};
