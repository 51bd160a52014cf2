import { validateEvent } from '../catalogue/index.ts';
import type { EventStore } from './event-store.ts';
import { createEventStoreDbStore } from './eventstoredb/eventstoredb-store.ts';
import { createPostgresStore } from './postgres/postgres-store.ts';
import type { Sql } from './postgres/sql.ts';

/** Which store `EVENTSTORE_URL` selects (unset or empty: the Postgres store). */
export const storeKind = (eventStoreUrl: string | undefined): EventStore['kind'] =>
  eventStoreUrl ? 'eventstoredb' : 'postgres';

/**
 * The store the process uses: EventStoreDB when `EVENTSTORE_URL` is set, otherwise the
 * Postgres table store in the same database as the read models.
 */
export const createStore = (o: {
  sql: Sql;
  databaseUrl: string;
  eventStoreUrl?: string | undefined;
}): EventStore =>
  storeKind(o.eventStoreUrl) === 'eventstoredb'
    ? createEventStoreDbStore({ url: o.eventStoreUrl!, validate: validateEvent })
    : createPostgresStore({ sql: o.sql, url: o.databaseUrl, validate: validateEvent });
