import pgListen, { type Subscriber } from 'pg-listen';
import type { Sql } from './sql.ts';

export const STORE_CHANNEL = 'es_events';

// pg-listen is CommonJS with `exports.default`: under Node ESM the default import is the module object.
const createSubscriber = (pgListen as unknown as { default: typeof pgListen.default }).default;

/**
 * Sends one NOTIFY per burst of appends instead of one inside each append transaction:
 * appends finishing while a NOTIFY is being sent are covered by one more NOTIFY after it.
 */
export class CoalescingNotifier {
  private sending = false;
  private dirty = false;

  constructor(
    private readonly sql: Sql,
    private readonly channel: string,
  ) {}

  poke(): void {
    if (this.sending) {
      this.dirty = true;
      return;
    }
    this.sending = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    do {
      this.dirty = false;
      try {
        await this.sql`SELECT pg_notify(${this.channel}, '')`;
      } catch {
        // A lost wake-up only delays subscribers until their fallback poll.
      }
    } while (this.dirty);
    this.sending = false;
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
      const subscriber = createSubscriber({ connectionString: this.url });
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
