import type { EventStore, Sql } from '@oj/events';
import type { AnyProjection } from './define-projection.ts';
import { createProjectionRunner } from './runner.ts';

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
