import { afterAll, beforeAll } from 'vitest';
import {
  createPostgresStore,
  migrateStore,
  validateEvent,
  type EventStore,
  type Sql,
} from '@oj/events';
import { createTestDatabase, type TestDatabase } from '@oj/events/testing';
import type { AnyProjection } from '../src/define-projection.ts';
import { createProjectionRunner } from '../src/runner.ts';

/** Runs the projections until they have applied everything in the store, then stops. */
export const runToHead = async (sql: Sql, store: EventStore, projections: AnyProjection[]) => {
  const head = await store.headPosition();
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  const runner = createProjectionRunner({
    sql,
    store,
    projections,
    onCommitted: (position) => position >= head && resolveDone(),
  });
  await runner.start();
  if (runner.position() >= head) resolveDone();
  await done;
  await runner.stop();
};

/** Every row of a table, ordered, as JSON text: what "identical read models" compares. */
export const dumpTable = async (sql: Sql, table: string, orderBy: string) =>
  (await sql.unsafe(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).map((r) => JSON.stringify(r));

/**
 * A fresh database with the Postgres event store for one projection test file: created before
 * the file's tests, dropped after. `use` receives both (tests keep them in their own `let`s).
 */
export const useStoreDatabase = (use: (db: TestDatabase, store: EventStore) => void) => {
  let db: TestDatabase | undefined;
  let store: EventStore | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateStore(db.sql);
    store = createPostgresStore({ sql: db.sql, url: db.url, validate: validateEvent });
    use(db, store);
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
  });
};
