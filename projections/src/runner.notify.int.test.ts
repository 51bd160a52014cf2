import { expect, it } from 'vitest';
import {
  checkpointChannel,
  realtimeChannel,
  realtimeMessage,
  rooms,
  type EventStore,
  type NewEvent,
} from '@oj/events';
import type { TestDatabase } from '@oj/events/testing';
import { defineProjection, type AnyProjection } from './define-projection.ts';
import { createProjectionRunner } from './runner.ts';
import { useStoreDatabase } from '../test-kit/index.ts';

let db: TestDatabase;
let store: EventStore;
useStoreDatabase((d, s) => ((db = d), (store = s)));

/** Sends each registered user a delta; writes nothing. */
const probe = defineProjection({
  name: 'probe',
  version: 1,
  handles: ['UserRegistered'],
  tables: [],
  init: 'SELECT 1',
  apply: () => [],
  notify: (e) => [realtimeMessage(rooms.user(e.data.uid), 'user:loggedOut', null)],
});

const registered = (uid: string): NewEvent => ({
  type: 'UserRegistered',
  data: {
    ...{ uid, username: uid.slice(0, 20), email: `${uid.slice(0, 20)}@example.com` },
    ...{ passwordHash: 'h', role: 'user', roleId: 1002, registeredAt: '2026-11-01T00:00:00.000Z' },
  },
});

it('sends a batch its deltas, then its checkpoint, and leaves out a delta too large to send', async () => {
  const huge = 'u'.repeat(9000);
  for (const uid of ['alice', huge, 'bob']) await store.append(`user-${uid}`, [registered(uid)]);
  const head = await store.headPosition();
  const heard: string[] = [];
  const listeners = [
    await db.sql.listen(realtimeChannel, (p) =>
      heard.push((JSON.parse(p) as { room: string }).room),
    ),
    await db.sql.listen(checkpointChannel, (p) => heard.push(`checkpoint:${p}`)),
  ];
  const errors: unknown[] = [];
  const runner = createProjectionRunner({
    sql: db.sql,
    store,
    projections: [probe as unknown as AnyProjection],
    onError: (e) => errors.push(e),
  });
  await runner.start();
  while (!heard.includes(`checkpoint:${head}`)) await new Promise((r) => setTimeout(r, 10));
  await runner.stop();
  for (const l of listeners) await l.unlisten();
  // Deltas of earlier batches (if the subscription split them) come before their checkpoints.
  expect(heard.filter((h) => !h.startsWith('checkpoint:'))).toEqual(['user:alice', 'user:bob']);
  expect(heard.at(-1)).toBe(`checkpoint:${head}`);
  expect(String(errors)).toContain('too large to NOTIFY');
});
