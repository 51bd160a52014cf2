import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-kit/index.ts';
import type { EventStore } from '../event-store.ts';
import { chainHashAt, verifyChain } from './audit.ts';
import { createPostgresStore, migrateStore } from './postgres-store.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dbs: { db: TestDatabase; store: EventStore }[] = [];
let db: TestDatabase;
let store: EventStore;
/** Positions of the ten events each test starts from, in order. */
let positions: number[];

beforeEach(async () => {
  db = await createTestDatabase();
  await migrateStore(db.sql);
  store = createPostgresStore({ sql: db.sql, url: db.url });
  dbs.push({ db, store });
  positions = [];
  for (let i = 0; i < 5; i++) {
    const a = await store.append(`counter-${i}`, [
      { type: 'Bumped', data: { to: 1, note: `café ${i}` } },
      { type: 'Bumped', data: { to: 2 }, metadata: { by: 'root' } },
    ]);
    positions.push(a.position - 1, a.position);
  }
});
afterAll(async () => {
  for (const d of dbs) {
    await d.store.close();
    await d.db.drop();
  }
});

const audit = () =>
  spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/audit-verify.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url },
    encoding: 'utf8',
  });

describe('the tamper-evident event log', () => {
  it('chains every append, batches included, and the CLI says it is intact', async () => {
    const r = await verifyChain(db.sql);
    expect(r).toMatchObject({ ok: true, events: 10, problem: null });
    expect(r.head?.position).toBe(positions[9]);
    expect(r.head?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await chainHashAt(db.sql, positions[9]! + 100)).toEqual(r.head);
    const cli = audit();
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toContain('The event log is intact: 10 events.');
    expect(cli.stdout).toContain(r.head!.hash);
  });

  it('finds an edited event, even when only its metadata or its time changed', async () => {
    await db.sql`UPDATE es.events SET data = '{"to": 99}' WHERE position = ${positions[4]!}`;
    expect((await verifyChain(db.sql)).problem).toEqual({
      kind: 'edited',
      position: positions[4],
      message: `Event ${positions[4]} was edited after it was written`,
    });
    const cli = audit();
    expect(cli.status, cli.stdout + cli.stderr).toBe(1);
    expect(cli.stderr).toContain(`Event ${positions[4]} was edited after it was written`);
  });

  it('finds a changed time or metadata, and an edit whose hash was recomputed', async () => {
    await db.sql`UPDATE es.events SET created_at = created_at + interval '1 microsecond'
      WHERE position = ${positions[7]!}`;
    expect((await verifyChain(db.sql)).problem?.position).toBe(positions[7]);
    await db.sql`UPDATE es.events SET created_at = created_at - interval '1 microsecond'
      WHERE position = ${positions[7]!}`;
    expect((await verifyChain(db.sql)).ok).toBe(true);
    // A forger who also recomputes the edited row's hash breaks the link to the next row.
    await db.sql`UPDATE es.events SET metadata = '{"by": "mallory"}',
      hash = es.event_hash(prev_hash, stream_id, revision, type, data, '{"by": "mallory"}', created_at)
      WHERE position = ${positions[3]!}`;
    expect((await verifyChain(db.sql)).problem).toMatchObject({
      kind: 'broken',
      position: positions[4],
    });
  });

  it('finds a deleted event, and deleted events at the start', async () => {
    await db.sql`DELETE FROM es.events WHERE position = ${positions[5]!}`;
    expect((await verifyChain(db.sql)).problem).toEqual({
      kind: 'broken',
      position: positions[6],
      message: `The chain breaks between events ${positions[4]} and ${positions[6]}: events were deleted there, or event ${positions[4]} was rewritten`,
    });
    await db.sql`DELETE FROM es.events WHERE position <= ${positions[1]!}`;
    expect((await verifyChain(db.sql)).problem?.message).toBe(
      `Events before ${positions[2]} were deleted`,
    );
  });

  it('finds an inserted event, forged hash or not', async () => {
    // Make room after event 6 (positions are an identity: move the later rows up by 1000),
    // then slip in a row whose links and hash look right.
    const p = positions[5]!;
    // A plain table: the pool may run the next statements on another connection.
    await db.sql`CREATE TABLE moved AS SELECT * FROM es.events WHERE position > ${p}`;
    await db.sql`DELETE FROM es.events WHERE position > ${p}`;
    await db.sql`INSERT INTO es.events OVERRIDING SYSTEM VALUE
      SELECT position + 1000, id, stream_id, revision, type, data, metadata, created_at, prev_hash, hash
      FROM moved`;
    await db.sql`
      INSERT INTO es.events (position, stream_id, revision, type, data, metadata, created_at, prev_hash, hash)
      OVERRIDING SYSTEM VALUE
      SELECT ${p + 500}, 'forged', 0, 'Bumped', '{"to": 7}', '{}', now(), hash,
        es.event_hash(hash, 'forged', 0, 'Bumped', '{"to": 7}', '{}', now())
      FROM es.events WHERE position = ${p}`;
    expect((await verifyChain(db.sql)).problem).toEqual({
      kind: 'inserted',
      position: p + 500,
      message: `Event ${p + 500} was inserted into the log`,
    });
    await db.sql`UPDATE es.events SET hash = '\\x00' WHERE position = ${p + 500}`;
    expect((await verifyChain(db.sql)).problem?.kind).toBe('inserted');
  });

  it('chains a log written before the chain existed, once, when the schema migrates', async () => {
    await db.sql`UPDATE es.events SET prev_hash = NULL, hash = NULL`;
    expect((await verifyChain(db.sql)).problem?.kind).toBe('unchained');
    await migrateStore(db.sql);
    expect((await verifyChain(db.sql)).ok).toBe(true);
    await store.append('counter-9', [{ type: 'Bumped', data: { to: 1 } }]);
    expect(await verifyChain(db.sql)).toMatchObject({ ok: true, events: 11 });
  });
});
