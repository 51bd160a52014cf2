import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventStore, NewEvent } from '../store/event-store.ts';

/**
 * The request a piece of work belongs to, carried through async calls: set by the server for
 * each HTTP request, stamped on every event appended meanwhile (`metadata.requestId`), and
 * picked up again by the judge from the submission it judges, so one id follows a submission
 * from the request through its events to the judge's work and logs.
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

export const runWithRequestId = <T>(requestId: string | undefined, fn: () => T): T =>
  requestId === undefined ? fn() : context.run({ requestId }, fn);

/** An id a client may choose (`X-Request-Id`), else null: short, plain characters only. */
export const acceptableRequestId = (v: unknown): string | null =>
  typeof v === 'string' && /^[\w.:-]{1,64}$/.test(v) ? v : null;

const stamp = (e: NewEvent, requestId: string): NewEvent =>
  e.metadata?.requestId !== undefined
    ? e
    : { ...e, metadata: { ...(e.metadata ?? {}), requestId } };

/** `store` with its `append` replaced by `append`; everything else is the store's own. */
export const withAppend = (store: EventStore, append: EventStore['append']): EventStore =>
  new Proxy(store, {
    get: (target, key) => {
      if (key === 'append') return append;
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });

/** The store with each appended event stamped with the current request id, if any. */
export const stampingStore = (store: EventStore): EventStore =>
  withAppend(store, (streamId, events, options) => {
    const id = currentRequestId();
    return store.append(streamId, id ? events.map((e) => stamp(e, id)) : events, options);
  });
