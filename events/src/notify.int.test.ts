import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-kit/index.ts';
import { notifyAll, notifyRows } from './notify.ts';

let db: TestDatabase;
const heard: string[] = [];
const unlisten: (() => Promise<void>)[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  // Both channels on the listening connection: `heard` is the order of delivery across them.
  for (const channel of ['t_a', 't_b', 't_marker']) {
    const l = await db.sql.listen(channel, (payload) => heard.push(`${channel}:${payload}`));
    unlisten.push(() => l.unlisten());
  }
});
afterAll(async () => {
  for (const u of unlisten) await u();
  await db.drop();
});

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((r) => setTimeout(r, 10));
};

it('sends a batch in order, in one statement, and only when its transaction commits', async () => {
  heard.length = 0;
  const notices = Array.from({ length: 300 }, (_, i) => ({
    channel: i % 3 === 0 ? 't_b' : 't_a',
    payload: `m${i}`,
  }));
  const batch = notifyAll(notices);
  await db.sql.begin(async (tx) => {
    await tx.unsafe(batch.text, batch.values as never[]);
    // A notice committed meanwhile arrives; the open transaction's do not.
    await db.sql`SELECT pg_notify('t_marker', 'x')`;
    await until(() => heard.includes('t_marker:x'));
    expect(heard).toEqual(['t_marker:x']);
  });
  await until(() => heard.length === 301);
  expect(heard.slice(1)).toEqual(notices.map((n) => `${n.channel}:${n.payload}`));
});

it('sends nothing when the transaction rolls back', async () => {
  heard.length = 0;
  const batch = notifyAll([{ channel: 't_a', payload: 'lost' }]);
  await db.sql
    .begin(async (tx) => {
      await tx.unsafe(batch.text, batch.values as never[]);
      throw new Error('rollback');
    })
    .catch(() => {});
  await db.sql`SELECT pg_notify('t_marker', 'after')`;
  await until(() => heard.includes('t_marker:after'));
  expect(heard).toEqual(['t_marker:after']);
});

it('delivers identical notices of one transaction once (a wake-up per commit)', async () => {
  heard.length = 0;
  const wake = notifyAll([{ channel: 't_a', payload: '' }]);
  await db.sql.begin(async (tx) => {
    for (let i = 0; i < 3; i++) await tx.unsafe(wake.text, wake.values as never[]);
    await tx`SELECT pg_notify('t_marker', 'end')`;
  });
  await until(() => heard.includes('t_marker:end'));
  expect(heard).toEqual(['t_a:', 't_marker:end']);
});

it('sends one JSON object per row of a query', async () => {
  heard.length = 0;
  const rows = notifyRows('t_b', `SELECT n AS id, $1::text AS tag FROM generate_series(1, 2) n`, [
    'x',
  ]);
  await db.sql.unsafe(rows.text, rows.values as never[]);
  await until(() => heard.length === 2);
  expect(heard.map((h) => JSON.parse(h.slice('t_b:'.length)) as unknown)).toEqual([
    { id: 1, tag: 'x' },
    { id: 2, tag: 'x' },
  ]);
});
