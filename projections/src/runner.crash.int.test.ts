import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresStore, migrateIds, migrateStore, type EventStore } from '@oj/events';
import { createTestDatabase, type TestDatabase } from '@oj/events/testing';
import { allProjections } from './all.ts';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead } from '../test-kit/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateStore(db.sql);
  await migrateIds(db.sql);
  store = createPostgresStore({ sql: db.sql, url: db.url });
  // 30,000 events in one statement: registrations, then a login and a logout for every third user.
  await db.sql`SELECT es.append('user-' || i, -1, jsonb_build_array(jsonb_build_object('type', 'UserRegistered', 'data',
    jsonb_build_object('uid', 'u' || i, 'username', 'user' || i, 'email', 'user' || i || '@example.com',
      'passwordHash', 'h', 'role', 'user', 'roleId', 1002, 'registeredAt', '2026-11-01T00:00:00.000Z'))))
    FROM generate_series(1, 20000) i`;
  await db.sql`SELECT es.append('user-' || i, 0, jsonb_build_array(
      jsonb_build_object('type', 'UserLoggedIn', 'data', jsonb_build_object('uid', 'u' || i, 'ip', '::1', 'userAgent', 't', 'at', '2026-11-03T00:00:00.000Z')),
      jsonb_build_object('type', 'UserLoggedOut', 'data', jsonb_build_object('uid', 'u' || i, 'at', '2026-11-03T01:00:00.000Z'))))
    FROM generate_series(1, 20000, 4) i`;
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

const startRunner = () =>
  spawn(path.join(root, 'node_modules/.bin/tsx'), ['projections/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url },
    stdio: 'ignore',
    // Its own process group: tsx runs the code in a child process, and the kill must reach it.
    detached: true,
  });

const checkpoint = async () => {
  const rows = await db.sql<
    { p: number | null }[]
  >`SELECT min(position) AS p FROM read.checkpoints`.catch(() => []);
  return rows[0]?.p ?? 0;
};

it('resumes after a kill -9 mid-batch and ends with rows identical to a clean rebuild', async () => {
  const head = await store.headPosition();
  const first = startRunner();
  let killedAt = 0;
  for (let i = 0; i < 3000 && killedAt === 0; i++) {
    const p = await checkpoint();
    if (p > 0) {
      process.kill(-first.pid!, 'SIGKILL');
      killedAt = p;
    } else await new Promise((r) => setTimeout(r, 10));
  }
  await new Promise((r) => first.once('exit', r));
  expect(killedAt).toBeGreaterThan(0);
  expect(killedAt).toBeLessThan(head);

  const second = startRunner();
  for (let i = 0; i < 6000 && (await checkpoint()) < head; i++)
    await new Promise((r) => setTimeout(r, 10));
  process.kill(-second.pid!, 'SIGTERM');
  await new Promise((r) => second.once('exit', r));
  expect(await checkpoint()).toBe(head);
  const resumed = await dumpTable(db.sql, 'read.users', 'uid');
  expect(resumed).toHaveLength(20000);

  await prepareProjections(
    db.sql,
    allProjections,
    allProjections.map((p) => p.name),
  );
  await runToHead(db.sql, store, allProjections);
  expect(await dumpTable(db.sql, 'read.users', 'uid')).toEqual(resumed);
});
