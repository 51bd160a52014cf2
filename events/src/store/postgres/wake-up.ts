import pgListen, { type Subscriber } from 'pg-listen';
import { notifyAll } from '../../notify.ts';
import type { Sql } from './sql.ts';

/**
 * pg-listen's factory (the package is CommonJS with `exports.default`: under Node ESM the default
 * import is the module object, so the function is its `default`), reconnecting after a lost
 * connection for as long as it takes, backing off up to 5 s: pg-listen's own default gives up
 * after 3 s, and a listener that gave up never hears a notice again.
 */
const listen = pgListen.default;
export const createPgSubscriber = (
  config?: Parameters<typeof listen>[0],
  options?: Parameters<typeof listen>[1],
) =>
  listen(config, {
    retryTimeout: 0,
    retryInterval: (attempt: number) => Math.min(500 * 2 ** attempt, 5000),
    ...options,
  });

/**
 * Sends one NOTIFY per burst of appends instead of one inside each append transaction. The
 * first append after a quiet spell notifies at once; while appends keep coming, at most one
 * NOTIFY per `intervalMs` follows (busy subscribers re-read without waiting for wake-ups, so
 * the throttle costs latency only to idle ones, and at most `intervalMs`).
 */
export class CoalescingNotifier {
  private busy = false;
  private dirty = false;
  private lastSent = 0;

  constructor(
    private readonly sql: Sql,
    private readonly channel: string,
    private readonly intervalMs = 1,
  ) {}

  poke(): void {
    if (this.busy) {
      this.dirty = true;
      return;
    }
    this.busy = true;
    const wait = this.lastSent + this.intervalMs - performance.now();
    if (wait <= 0) setImmediate(() => void this.flush());
    else setTimeout(() => void this.flush(), wait);
  }

  private async flush(): Promise<void> {
    this.dirty = false;
    this.lastSent = performance.now();
    try {
      const wake = notifyAll([{ channel: this.channel, payload: '' }]);
      await this.sql.unsafe(wake.text, wake.values as never[]);
    } catch {
      // A lost wake-up only delays subscribers until their fallback poll.
    }
    this.busy = false;
    if (this.dirty) this.poke();
  }
}

/** One LISTEN connection shared by every subscription of a process. */
export class WakeUpListener {
  private subscriber: Subscriber | undefined;
  private starting: Promise<void> | undefined;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly channel: string,
  ) {}

  async start(): Promise<void> {
    this.starting ??= (async () => {
      const subscriber = createPgSubscriber({ connectionString: this.url });
      subscriber.notifications.on(this.channel, () => this.wakeAll());
      subscriber.events.on('error', () => this.wakeAll());
      await subscriber.connect();
      await subscriber.listenTo(this.channel);
      this.subscriber = subscriber;
    })();
    return this.starting;
  }

  /** Resolves at the next notification or after `timeoutMs`, whichever comes first. */
  wait(timeoutMs: number): { promise: Promise<void>; cancel: () => void } {
    let done!: () => void;
    const promise = new Promise<void>((resolve) => {
      done = resolve;
    });
    const timer = setTimeout(() => finish(), timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      this.waiters.delete(finish);
      done();
    };
    this.waiters.add(finish);
    return { promise, cancel: finish };
  }

  wakeAll(): void {
    for (const w of [...this.waiters]) w();
  }

  async close(): Promise<void> {
    this.wakeAll();
    if (this.subscriber) await this.subscriber.close();
  }
}
