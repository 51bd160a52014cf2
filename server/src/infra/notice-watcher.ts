import { createPgSubscriber } from '@oj/events';

/** One caller's interest in one notice (a channel and an exact payload). */
export interface NoticeWatch {
  /**
   * Resolves at the next matching notice, or at once if one arrived since the previous call,
   * or after `ms`. A wake-up only: the caller re-reads what the notice is about.
   */
  next: (ms: number) => Promise<void>;
  stop: () => void;
}

/** Waits for NOTIFYs naming one thing (a request id) on channels LISTENed to once per server. */
export interface NoticeWatcher {
  /** Start watching before doing what causes the notice, so none can be missed. */
  watch: (channel: string, payload: string) => NoticeWatch;
  close: () => Promise<void>;
}

const keyOf = (channel: string, payload: string) => `${channel}\u0000${payload}`;

/**
 * One pg-listen connection for `channels`, listening before this resolves. Payloads are taken
 * as plain text (ids), not JSON.
 */
export const createNoticeWatcher = async (
  url: string,
  channels: readonly string[],
): Promise<NoticeWatcher> => {
  const watches = new Map<string, Set<() => void>>();
  const listener = createPgSubscriber({ connectionString: url, parse: (text: string) => text });
  for (const channel of channels)
    listener.notifications.on(channel, (payload: unknown) => {
      for (const heard of watches.get(keyOf(channel, String(payload))) ?? []) heard();
    });
  // A dropped connection is re-established by pg-listen; callers poll meanwhile.
  listener.events.on('error', () => {});
  await listener.connect();
  for (const channel of channels) await listener.listenTo(channel);

  const watch = (channel: string, payload: string): NoticeWatch => {
    const key = keyOf(channel, payload);
    let pending = false;
    let wake: (() => void) | undefined;
    const heard = () => (wake ? wake() : (pending = true));
    const set = watches.get(key) ?? new Set();
    set.add(heard);
    watches.set(key, set);
    return {
      next: (ms) =>
        new Promise<void>((resolve) => {
          if (pending) return void ((pending = false), resolve());
          const timer = setTimeout(() => done(), ms);
          const done = () => ((wake = undefined), clearTimeout(timer), resolve());
          wake = done;
        }),
      stop: () => {
        set.delete(heard);
        if (set.size === 0) watches.delete(key);
        wake?.();
      },
    };
  };
  return {
    watch,
    close: async () => {
      for (const set of watches.values()) for (const heard of set) heard();
      await listener.close();
    },
  };
};
