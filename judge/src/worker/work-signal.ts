import { createPgSubscriber, judgeQueueChannel } from '@oj/events';

export interface WorkSignal {
  /** Resolves at the next queue notice, `wakeAll`, or after the safety poll interval. */
  wait: () => Promise<void>;
  wakeAll: () => void;
  close: () => Promise<void>;
}

/**
 * What idle workers wait on: the judge-queue projection's notice that a submission was queued
 * or re-queued, and a safety poll for what no notice announces (a lease gone stale, a notice
 * lost while the connection was down).
 */
export const listenForWork = async (url: string, pollMs = 500): Promise<WorkSignal> => {
  const waiters = new Set<() => void>();
  const wakeAll = () => [...waiters].forEach((w) => w());
  const listener = createPgSubscriber({ connectionString: url });
  listener.notifications.on(judgeQueueChannel, wakeAll);
  // A dropped connection is re-established by pg-listen; meanwhile the poll keeps workers going.
  listener.events.on('error', () => {});
  await listener.connect();
  await listener.listenTo(judgeQueueChannel);
  return {
    wait: () =>
      new Promise<void>((resolve) => {
        const done = () => (waiters.delete(done), clearTimeout(timer), resolve());
        const timer = setTimeout(done, pollMs);
        waiters.add(done);
      }),
    wakeAll,
    close: async () => {
      wakeAll();
      await listener.close();
    },
  };
};
