import type { RecordedEvent, SubscribeOptions, Subscription } from './event-store.ts';

interface LoopOptions extends SubscribeOptions {
  read: (o: { from: number; limit: number }) => Promise<RecordedEvent[]>;
  start: () => Promise<void>;
  /** Waits for a wake-up (or a timeout); `cancel` ends the wait early. */
  wait: () => { promise: Promise<void>; cancel: () => void };
}

/**
 * Catch up, then tail: read batches after the last delivered position until empty, then wait
 * for a wake-up. The listener starts before the first read so no commit slips between the
 * last empty read and the wait.
 */
export const runSubscription = (o: LoopOptions): Subscription => {
  let stopped = false;
  let cancelWait: (() => void) | undefined;
  const batchSize = o.batchSize ?? 1000;
  const loop = (async () => {
    let position = o.from;
    try {
      await o.start();
    } catch (error) {
      o.onError?.(error);
    }
    while (!stopped) {
      // Arm the wake-up before reading, so a commit landing after an empty read still wakes us.
      const w = o.wait();
      cancelWait = w.cancel;
      try {
        const events = await o.read({ from: position, limit: batchSize });
        if (stopped) break;
        if (events.length > 0) {
          w.cancel();
          await o.onEvents(events);
          position = events[events.length - 1]!.position;
          continue;
        }
        await w.promise;
      } catch (error) {
        w.cancel();
        if (stopped) break;
        o.onError?.(error);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  })();
  return {
    async close() {
      stopped = true;
      cancelWait?.();
      await loop;
    },
  };
};
