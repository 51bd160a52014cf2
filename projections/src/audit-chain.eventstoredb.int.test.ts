import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEventStoreDbStore,
  storeChainHashAt,
  verifyStoreChain,
  type EventStore,
} from '@oj/events';
import { createTestDatabase, type TestDatabase } from '@oj/events/testing';
import { runToHead } from '../test-kit/index.ts';
import { projectionsFor } from './all.ts';

const url = process.env.EVENTSTORE_URL;

/**
 * The wiring only EventStoreDB can show: its kind brings the chained checkpoint, which links its
 * events as its client reads them back (milliseconds, its own positions), and the verifier reads
 * the whole log back and agrees. On this machine no EventStoreDB runs: the same code is checked
 * over the Postgres store by `audit-chain.projection` and `audit-chain.verify`.
 */
describe.skipIf(!url)('audit chain over EventStoreDB', () => {
  let db: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = createEventStoreDbStore({ url: url! });
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
  });

  it('chains every event of the log and verifies it read back', async () => {
    expect(store.kind).toBe('eventstoredb');
    const projections = projectionsFor(store.kind).filter((p) => p.name === 'audit_chain');
    expect(projections).toHaveLength(1);
    const stream = `audit-${randomUUID()}`;
    const a = await store.append(stream, [
      { type: 'Probe', data: { text: 'café 🎉', n: [1e21, 0.5], nested: { b: {}, a: [] } } },
      { type: 'Probe', data: {}, metadata: { by: 'root' } },
    ]);
    await runToHead(db.sql, store, projections);
    const report = await verifyStoreChain(db.sql, store);
    expect(report).toMatchObject({ ok: true, pending: 0, problem: null });
    expect(report.events).toBeGreaterThanOrEqual(2);
    expect(report.head?.position).toBeGreaterThanOrEqual(a.position);
    expect(await storeChainHashAt(db.sql, store, report.head!.position)).toEqual(report.head);
  });
});
