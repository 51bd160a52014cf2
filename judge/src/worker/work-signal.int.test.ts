import { afterAll, beforeAll, expect, it } from 'vitest';
import { judgeQueueChannel, notifyAll } from '@oj/events';
import { createTestDatabase, type TestDatabase } from '@oj/events/testing';
import { listenForWork, type WorkSignal } from './work-signal.ts';

let db: TestDatabase;
let signal: WorkSignal;

beforeAll(async () => {
  db = await createTestDatabase();
  // A poll far beyond the test's timeout: only the notice can end the wait.
  signal = await listenForWork(db.url, 10 * 60_000);
});
afterAll(async () => {
  await signal.close();
  await db.drop();
});

it('wakes a waiting worker when the judge queue announces work', async () => {
  const waiting = signal.wait();
  const wake = notifyAll([{ channel: judgeQueueChannel, payload: '' }]);
  await db.sql.unsafe(wake.text, wake.values as never[]);
  await expect(waiting).resolves.toBeUndefined();
});

it('wakes every waiting worker at once', async () => {
  const waiting = [signal.wait(), signal.wait(), signal.wait()];
  signal.wakeAll();
  await expect(Promise.all(waiting)).resolves.toHaveLength(3);
});
