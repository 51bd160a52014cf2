import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresStore,
  migrateStore,
  storeKind,
  type EventStore,
  type NewEvent,
} from '@oj/events';
import { createTestDatabase, jsonbValue, type TestDatabase } from '@oj/events/testing';
import { dumpTable, runToHead } from '../test-kit/index.ts';
import { projectionsFor } from './all.ts';
import { auditChainProjection } from './audit-chain.projection.ts';
import type { AnyProjection } from './define-projection.ts';
import { prepareProjections } from './runner.ts';

const projections = [auditChainProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;

// An unvalidated store: the chain links every event, catalogued or not, whatever its data.
beforeAll(async () => {
  db = await createTestDatabase();
  await migrateStore(db.sql);
  store = createPostgresStore({ sql: db.sql, url: db.url });
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

const links = async (table: string) =>
  (
    await db.sql.unsafe<{ position: number; prev: string | null; hash: string }[]>(
      `SELECT position, encode(prev_hash, 'hex') AS prev, encode(hash, 'hex') AS hash
       FROM ${table} ORDER BY position`,
    )
  ).map((r) => [Number(r.position), r.prev, r.hash]);

const tricky: NewEvent[] = [
  {
    type: 'Probe',
    data: {
      text: 'café 中文 🎉 "quoted" \\ \n\t\u0001\u2028',
      nested: { a: [1, { b: null }], '': {}, é: [[]] },
      numbers: [1.0, 1e20, 1e21, -1.5e-7, 0.1 + 0.2, 2 ** 53 + 2, -0, 5e-324],
    },
  },
  { type: 'Probe', data: {}, metadata: {} },
  { type: 'Probe', data: [], metadata: { by: 'root', keys: { zz: 1, a: 2, é: 3, b: true } } },
  { type: 'Probe', data: { t: true, f: false, n: null }, metadata: null as never },
  { type: 'Probe', data: 'a bare string' },
];

describe('audit chain projection', () => {
  it("links every event with the hash the Postgres store's es.append gave it", async () => {
    await store.append('probe-1', tricky.slice(0, 2));
    await store.append('probe-2', tricky.slice(2));
    // Random data and metadata, one to four events per append (one timestamp per append).
    const values = fc.sample(jsonbValue, { numRuns: 120, seed: 7 });
    for (let i = 0; i < values.length; i += 3) {
      const batch = values.slice(i, i + 1 + (i % 4)).map((data, j) => ({
        type: j % 2 ? 'UserRegistered' : 'Rändom',
        data,
        metadata: j % 3 ? { n: i, v: values[i + 1] } : {},
      }));
      await store.append(`random-${i % 5}`, batch);
    }
    await runToHead(db.sql, store, projections);
    const chained = await links('read.audit_chain');
    expect(chained.length).toBeGreaterThan(100);
    expect(chained).toEqual(await links('es.events'));
  });

  it('continues the chain over later batches and gives identical rows when rebuilt', async () => {
    await store.append('probe-3', [{ type: 'Probe', data: { later: 1 } }]);
    await runToHead(db.sql, store, projections);
    const before = await dumpTable(db.sql, 'read.audit_chain', 'position');
    expect(await links('read.audit_chain')).toEqual(await links('es.events'));
    await prepareProjections(db.sql, projections, ['audit_chain']);
    expect(await dumpTable(db.sql, 'read.audit_chain', 'position')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dumpTable(db.sql, 'read.audit_chain', 'position')).toEqual(before);
  });

  it('runs only where the store keeps no chain itself: EventStoreDB, chosen by EVENTSTORE_URL', () => {
    const names = (url: string | undefined) => projectionsFor(storeKind(url)).map((p) => p.name);
    expect(storeKind(undefined)).toBe('postgres');
    expect(storeKind('')).toBe('postgres');
    expect(storeKind('esdb://eventstore:2113?tls=false')).toBe('eventstoredb');
    expect(names(undefined)).not.toContain('audit_chain');
    expect(names('esdb://eventstore:2113?tls=false')).toContain('audit_chain');
    expect(names('esdb://eventstore:2113?tls=false')).toEqual([...names(undefined), 'audit_chain']);
  });
});
