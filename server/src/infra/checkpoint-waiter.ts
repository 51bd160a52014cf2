import { checkpointChannel, createPgSubscriber, type Sql } from '@oj/events';

export interface CheckpointWaiter {
  /** Resolves once every projection has applied `position` (or after `timeoutMs`: returns false). */
  waitFor: (position: number, timeoutMs?: number) => Promise<boolean>;
  /**
   * Calls `heard` each time the projections move on (a wake-up for readers of the read models
   * that follow changes, like the CCS event feed); answers the unsubscribe.
   */
  onAdvance: (heard: () => void) => () => void;
  close: () => Promise<void>;
}

/**
 * Follows the projections' lowest checkpoint through the NOTIFY each runner commit carries, with
 * a slow poll of `read.checkpoints` as a safety net.
 */
export const createCheckpointWaiter = async (sql: Sql, url: string): Promise<CheckpointWaiter> => {
  let current = 0;
  const waiters = new Set<{ position: number; resolve: (ok: boolean) => void }>();
  const followers = new Set<() => void>();
  const advance = (p: number) => {
    if (p <= current) return;
    current = p;
    for (const heard of followers) heard();
    for (const w of [...waiters]) {
      if (w.position > current) continue;
      waiters.delete(w);
      w.resolve(true);
    }
  };
  const poll = async () => {
    const [row] = await sql<
      { p: number | null }[]
    >`SELECT min(position) AS p FROM read.checkpoints`.catch(() => []);
    if (row?.p) advance(row.p);
  };
  const listener = createPgSubscriber({ connectionString: url });
  listener.notifications.on(checkpointChannel, (payload: unknown) => advance(Number(payload)));
  listener.events.on('error', () => {});
  await listener.connect();
  await listener.listenTo(checkpointChannel);
  await poll();
  const timer = setInterval(() => void poll(), 1000);
  timer.unref();
  return {
    async waitFor(position, timeoutMs = 10_000) {
      if (position <= current) return true;
      await poll();
      if (position <= current) return true;
      return new Promise<boolean>((resolve) => {
        const w = { position, resolve };
        waiters.add(w);
        setTimeout(() => waiters.delete(w) && resolve(false), timeoutMs).unref();
      });
    },
    onAdvance(heard) {
      followers.add(heard);
      return () => void followers.delete(heard);
    },
    async close() {
      clearInterval(timer);
      followers.clear();
      await listener.close();
    },
  };
};
