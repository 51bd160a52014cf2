import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createPostgresStore,
  migrateStore,
  storeChainHashAt,
  verifyChain,
  verifyCheckpointChain,
  verifyStoreChain,
  type EventStore,
} from '@oj/events';
import { createTestDatabase, type TestDatabase } from '@oj/events/testing';
import { runToHead } from '../test-kit/index.ts';
import { auditChainProjection } from './audit-chain.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [auditChainProjection] as unknown as AnyProjection[];
const dbs: { db: TestDatabase; store: EventStore }[] = [];
let db: TestDatabase;
let store: EventStore;
/** The same events seen as a store without its own chain: what EventStoreDB is here. */
let esdb: EventStore;
let positions: number[];

/** Ten events in five appends, with a gap in the positions after the sixth. */
beforeEach(async () => {
  db = await createTestDatabase();
  await migrateStore(db.sql);
  store = createPostgresStore({ sql: db.sql, url: db.url });
  esdb = { ...store, kind: 'eventstoredb' };
  dbs.push({ db, store });
  positions = [];
  for (let i = 0; i < 5; i++) {
    const a = await store.append(`counter-${i}`, [
      { type: 'Bumped', data: { to: 1, note: `café ${i}` } },
      { type: 'Bumped', data: { to: 2 }, metadata: { by: 'root' } },
    ]);
    positions.push(a.position - 1, a.position);
    if (i === 2) await db.sql`SELECT nextval(pg_get_serial_sequence('es.events', 'position'))`;
  }
  await runToHead(db.sql, store, projections);
});
afterAll(async () => {
  for (const d of dbs) {
    await d.store.close();
    await d.db.drop();
  }
});

const p = (i: number) => positions[i]!;

describe('the log checked against the chained checkpoint', () => {
  it('finds it intact, with the same head hash as the Postgres chain, and one verifier per store kind', async () => {
    const pg = await verifyChain(db.sql);
    expect(await verifyCheckpointChain(db.sql, store)).toEqual({ ...pg, pending: 0 });
    expect(await verifyStoreChain(db.sql, esdb)).toEqual({ ...pg, pending: 0 });
    expect(await verifyStoreChain(db.sql, store)).toEqual({ ...pg, pending: 0 });
    expect(await storeChainHashAt(db.sql, esdb, p(4))).toEqual(
      await storeChainHashAt(db.sql, store, p(4)),
    );
  });

  it('checks only what the checkpoint has reached, and pins nothing beyond it', async () => {
    const a = await store.append('late', [{ type: 'Bumped', data: { to: 3 } }]);
    expect(await verifyStoreChain(db.sql, esdb)).toMatchObject({
      ok: true,
      events: 10,
      pending: 1,
    });
    expect(await storeChainHashAt(db.sql, esdb, a.position)).toBeNull();
    await runToHead(db.sql, store, projections);
    expect(await storeChainHashAt(db.sql, esdb, a.position)).toEqual(
      await storeChainHashAt(db.sql, store, a.position),
    );
  });

  it('finds an event edited behind its back, even one microsecond of its time', async () => {
    await db.sql`UPDATE es.events SET created_at = created_at + interval '1 microsecond'
      WHERE position = ${p(7)}`;
    expect((await verifyStoreChain(db.sql, esdb)).problem).toEqual({
      kind: 'edited',
      position: p(7),
      message: `Event ${p(7)} was edited after it was written`,
    });
    await db.sql`UPDATE es.events SET data = '{"to": 99, "note": "café 1"}' WHERE position = ${p(2)}`;
    expect((await verifyStoreChain(db.sql, esdb)).problem?.position).toBe(p(2));
  });

  it('finds an edit even when the store rewrote its own chain to match', async () => {
    await db.sql`UPDATE es.events SET data = '{"to": 99}' WHERE position = ${p(3)}`;
    await db.sql`DO $$ DECLARE r record; prev bytea; BEGIN
      FOR r IN SELECT * FROM es.events ORDER BY position LOOP
        UPDATE es.events SET prev_hash = prev, hash = es.event_hash(prev, r.stream_id,
          r.revision, r.type, r.data, r.metadata, r.created_at)
        WHERE position = r.position RETURNING hash INTO prev;
      END LOOP; END $$`;
    expect((await verifyStoreChain(db.sql, store)).ok).toBe(true);
    expect((await verifyStoreChain(db.sql, esdb)).problem).toMatchObject({
      kind: 'edited',
      position: p(3),
    });
  });

  it('finds a deleted event and an inserted one', async () => {
    await db.sql`
      INSERT INTO es.events (position, stream_id, revision, type, data, metadata, created_at)
      OVERRIDING SYSTEM VALUE VALUES (${p(5) + 1}, 'forged', 0, 'Bumped', '{"to": 7}', '{}', now())`;
    expect((await verifyStoreChain(db.sql, esdb)).problem).toEqual({
      kind: 'inserted',
      position: p(5) + 1,
      message: `Event ${p(5) + 1} was inserted into the log`,
    });
    await db.sql`DELETE FROM es.events WHERE position = ${p(1)}`;
    expect((await verifyStoreChain(db.sql, esdb)).problem).toEqual({
      kind: 'deleted',
      position: p(1),
      message: `Event ${p(1)} was deleted from the log`,
    });
  });

  it('finds a checkpoint changed behind its back, and a store never checkpointed', async () => {
    await db.sql`UPDATE read.audit_chain SET prev_hash = '\\x00' WHERE position = ${p(8)}`;
    expect((await verifyStoreChain(db.sql, esdb)).problem).toEqual({
      kind: 'broken',
      position: p(8),
      message: `The checkpoint chain breaks at event ${p(8)}: its hashes were changed`,
    });
    await db.sql`DROP TABLE read.audit_chain`;
    expect(await verifyStoreChain(db.sql, esdb)).toMatchObject({
      ok: false,
      problem: { kind: 'unchained', position: p(0) },
    });
    expect(await storeChainHashAt(db.sql, esdb, p(0))).toBeNull();
  });
});
