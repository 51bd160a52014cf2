import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from './event-store.ts';
import { WrongExpectedRevisionError } from './event-store.ts';

const ev = (n: number) => ({ type: 'TestHappened', data: { n }, metadata: { by: 'contract' } });

const collect = (store: EventStore, from: number, until: (seen: RecordedEvent[]) => boolean) => {
  const seen: RecordedEvent[] = [];
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  const sub = store.subscribe({
    from,
    onEvents: async (events) => {
      seen.push(...events);
      if (until(seen)) resolveDone();
    },
  });
  return { seen, done, sub };
};

/**
 * The behaviour every EventStore adapter must have. Run once per adapter; each test uses its
 * own stream names, so the suite also passes against a store that already holds events.
 */
export const describeStoreContract = (
  name: string,
  setup: () => Promise<{ store: EventStore; teardown: () => Promise<void> }>,
) => {
  describe(`event store contract: ${name}`, () => {
    const withStore = async (fn: (store: EventStore) => Promise<void>) => {
      const { store, teardown } = await setup();
      try {
        await fn(store);
      } finally {
        await teardown();
      }
    };

    it('appends to a new stream and reads the events back in revision order', () =>
      withStore(async (store) => {
        const s = `contract-${randomUUID()}`;
        const r = await store.append(s, [ev(1), ev(2), ev(3)], { expectedRevision: 'no_stream' });
        expect(r.nextRevision).toBe(2);
        const events = await store.readStream(s);
        expect(events.map((e) => [e.revision, (e.data as { n: number }).n])).toEqual([
          [0, 1],
          [1, 2],
          [2, 3],
        ]);
        expect(events[0]!.metadata).toEqual({ by: 'contract' });
        expect(events[2]!.position).toBe(r.position);
        expect(await store.readStream(`contract-missing-${randomUUID()}`)).toEqual([]);
        expect((await store.readStream(s, { fromRevision: 1 })).map((e) => e.revision)).toEqual([
          1, 2,
        ]);
      }));

    it('rejects an append whose expected revision is stale, and stores nothing of it', () =>
      withStore(async (store) => {
        const s = `contract-${randomUUID()}`;
        await store.append(s, [ev(1)], { expectedRevision: 'no_stream' });
        await expect(
          store.append(s, [ev(2)], { expectedRevision: 'no_stream' }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(store.append(s, [ev(2)], { expectedRevision: 5 })).rejects.toMatchObject({
          actual: 0,
        });
        await expect(
          store.append(`contract-${randomUUID()}`, [ev(1)], { expectedRevision: 'stream_exists' }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await store.append(s, [ev(2)], { expectedRevision: 0 });
        await store.append(s, [ev(3)], { expectedRevision: 'any' });
        expect((await store.readStream(s)).map((e) => (e.data as { n: number }).n)).toEqual([
          1, 2, 3,
        ]);
      }));

    it('reads all events after a position, in position order', () =>
      withStore(async (store) => {
        const s = `contract-${randomUUID()}`;
        const first = await store.append(s, [ev(1), ev(2)]);
        await store.append(s, [ev(3)]);
        const after = await store.readAll({ from: first.position, limit: 1000 });
        const mine = after.filter((e) => e.streamId === s);
        expect(mine.map((e) => (e.data as { n: number }).n)).toEqual([3]);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(mine[0]!.position);
        const all = await store.readAll({ from: 0, limit: 100_000 });
        const positions = all.map((e) => e.position);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      }));

    it('delivers every event exactly once, in order, to a subscriber while 8 writers append 1,000 events each', () =>
      withStore(async (store) => {
        const run = randomUUID();
        const writers = 8;
        const perWriter = 1000;
        const from = await store.headPosition();
        const mineOnly = (e: RecordedEvent) => e.streamId.startsWith(`contract-${run}-`);
        const c = collect(
          store,
          from,
          (seen) => seen.filter(mineOnly).length >= writers * perWriter,
        );
        await Promise.all(
          Array.from({ length: writers }, async (_, w) => {
            for (let i = 0; i < perWriter; i++) {
              await store.append(`contract-${run}-${w}`, [ev(i)], {
                expectedRevision: i === 0 ? 'no_stream' : i - 1,
              });
            }
          }),
        );
        await c.done;
        await c.sub.close();
        const mine = c.seen.filter(mineOnly);
        expect(mine).toHaveLength(writers * perWriter);
        expect(new Set(mine.map((e) => e.id)).size).toBe(writers * perWriter);
        const positions = c.seen.map((e) => e.position);
        for (let i = 1; i < positions.length; i++)
          expect(positions[i]!).toBeGreaterThan(positions[i - 1]!);
        for (let w = 0; w < writers; w++) {
          const ns = mine
            .filter((e) => e.streamId === `contract-${run}-${w}`)
            .map((e) => (e.data as { n: number }).n);
          expect(ns).toEqual(Array.from({ length: perWriter }, (_, i) => i));
        }
      }));

    it('wakes a live subscriber soon after an append', () =>
      withStore(async (store) => {
        const s = `contract-${randomUUID()}`;
        const c = collect(store, await store.headPosition(), (seen) =>
          seen.some((e) => e.streamId === s),
        );
        await new Promise((r) => setTimeout(r, 50));
        const t0 = performance.now();
        await store.append(s, [ev(1)]);
        await c.done;
        const latency = performance.now() - t0;
        await c.sub.close();
        // Well below the 1 s fallback poll: the wake-up came from the notification.
        expect(latency).toBeLessThan(500);
      }));
  });
};
