import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, jsonbValue, type TestDatabase } from '../../../test-kit/index.ts';
import { migrateStore } from '../postgres/postgres-store.ts';
import { epochMicros, eventHash, type HashedEvent } from './event-hash.ts';
import { pgJsonText } from './pg-json.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await migrateStore(db.sql);
});
afterAll(() => db.drop());

/** jsonb::text of values sent as the stores send them: JSON.stringify'd text. */
const pgTexts = async (values: unknown[]) =>
  (
    await db.sql<{ t: string }[]>`
      SELECT (v::jsonb)::text AS t FROM unnest(${values.map((v) => JSON.stringify(v))}::text[])
      WITH ORDINALITY AS u(v, i) ORDER BY i`
  ).map((r) => r.t);

const sqlHash = async (prev: Buffer | null, e: HashedEvent) => {
  // Cast through text: postgres.js would serialise a jsonb or timestamptz parameter itself
  // (stringifying the JSON text again, cutting the time to milliseconds).
  const [row] = await db.sql<{ h: Buffer }[]>`
    SELECT es.event_hash(${prev}, ${e.streamId}, ${e.revision}, ${e.type},
      ${JSON.stringify(e.data)}::text::jsonb, ${JSON.stringify(e.metadata)}::text::jsonb,
      ${e.createdAt}::text::timestamptz) AS h`;
  return row!.h;
};

describe("the event hash in Node, against Postgres' es.event_hash", () => {
  it('prints jsonb text as Postgres does: key order, separators, numbers, escapes', async () => {
    const samples: unknown[] = [
      {},
      [],
      { b: 1, a: 2, aa: 3, é: 4, z: { y: [], x: {} } },
      [1.0, 1e20, 1e21, -1.5e-7, 5e-324, 0.1 + 0.2, -0, 2 ** 53 + 2, 1.7976931348623157e308],
      { s: 'café 中文 🎉 "q" \\ \n\t\b\f\r \u0001\u001f\u007f\u2028', '': null, t: true },
      { nested: { deeper: { deepest: [{ k: 'v' }, [null, false]] } } },
    ];
    expect(samples.map(pgJsonText)).toEqual(await pgTexts(samples));
  });

  it('agrees on any JSON value a store can hold', async () => {
    const values = fc.sample(jsonbValue, { numRuns: 400, seed: 20 });
    const pg = await pgTexts(values);
    values.forEach((v, i) => expect(pgJsonText(v), JSON.stringify(v)).toBe(pg[i]));
  });

  it('reads times to the microsecond, milliseconds or none, in any offset', () => {
    expect(epochMicros('1970-01-01T00:00:01.000001Z')).toBe(1_000_001n);
    expect(epochMicros('1970-01-01T00:00:01.5Z')).toBe(1_500_000n);
    expect(epochMicros('1970-01-01T01:00:00+01:00')).toBe(0n);
    expect(epochMicros('1969-12-31T23:59:59.999999Z')).toBe(-1n);
    expect(() => epochMicros('yesterday')).toThrow('not an ISO time');
  });

  it('gives the same bytes as es.event_hash, first link and chained', async () => {
    const e: HashedEvent = {
      streamId: 'contest-7',
      revision: 12,
      type: 'ContestEdited',
      data: { title: 'Ünïcode 🎉', limits: { time: 1.0, mem: 1e20 }, tags: [] },
      metadata: {},
      createdAt: '2026-05-01T08:00:00.123456Z',
    };
    const first = eventHash(null, e);
    expect(first.equals(await sqlHash(null, e))).toBe(true);
    const next = { ...e, revision: 13, metadata: { by: 'root', requestId: 'r-1' } };
    expect(eventHash(first, next).equals(await sqlHash(first, next))).toBe(true);
    expect(eventHash(first, next).equals(eventHash(first, { ...next, revision: 14 }))).toBe(false);
  });
});
