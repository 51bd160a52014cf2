import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-kit/index.ts';
import { handleCommand, type Decider } from './handle-command.ts';
import type { EventStore } from './store/event-store.ts';
import { createPostgresStore, migrateStore } from './store/postgres/postgres-store.ts';

// A counter that refuses to go past a limit: enough to see what a command was decided on.
type Bump = { type: 'Bump'; limit: number };
type Bumped = { type: 'CounterBumped'; data: { to: number } };
const counter: Decider<number, Bump, Bumped> = {
  initialState: () => 0,
  evolve: (n, e) => e.data.to,
  decide: (c, n) => (n >= c.limit ? [] : [{ type: 'CounterBumped', data: { to: n + 1 } }]),
};

let db: TestDatabase;
let store: EventStore;
let reads = 0;
/** The real store, counting the stream reads that go through it. */
let counting: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateStore(db.sql);
  store = createPostgresStore({ sql: db.sql, url: db.url });
  counting = new Proxy(store, {
    get: (target, key) => {
      if (key === 'readStream')
        return (...args: Parameters<EventStore['readStream']>) => {
          reads++;
          return target.readStream(...args);
        };
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

describe('handleCommand', () => {
  it('reads, decides and returns the state and revision after the append', async () => {
    reads = 0;
    const r = await handleCommand(counting, 'counter-1', counter, { type: 'Bump', limit: 9 });
    expect(r).toMatchObject({ state: 1, revision: 0, events: [{ data: { to: 1 } }] });
    expect(reads).toBe(1);
  });

  it('decides on a known state without reading the stream', async () => {
    reads = 0;
    let known = { state: 1, revision: 0 as number | 'no_stream' };
    for (let i = 0; i < 3; i++)
      known = await handleCommand(
        counting,
        'counter-1',
        counter,
        { type: 'Bump', limit: 9 },
        { known },
      );
    expect(known).toMatchObject({ state: 4, revision: 3 });
    expect(reads).toBe(0);
  });

  it('re-reads and decides again when someone appended since the known state', async () => {
    const known = { state: 4, revision: 3 as number | 'no_stream' };
    // Another writer takes the counter to its limit meanwhile.
    await store.append('counter-1', [{ type: 'CounterBumped', data: { to: 5 } }], {
      expectedRevision: 3,
    });
    reads = 0;
    const r = await handleCommand(
      counting,
      'counter-1',
      counter,
      { type: 'Bump', limit: 5 },
      { known },
    );
    expect(r).toMatchObject({ events: [], state: 5, revision: 4 });
    expect(reads).toBe(1);
    expect((await store.readStream('counter-1')).map((e) => e.data)).toEqual(
      [1, 2, 3, 4, 5].map((to) => ({ to })),
    );
  });

  it('starts a new stream from a known empty state', async () => {
    reads = 0;
    const r = await handleCommand(
      counting,
      'counter-2',
      counter,
      { type: 'Bump', limit: 1 },
      {
        known: { state: 0, revision: 'no_stream' },
      },
    );
    expect(r).toMatchObject({ state: 1, revision: 0 });
    expect(reads).toBe(0);
  });
});
