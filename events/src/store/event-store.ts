/** An event as a command produces it, before the store gives it a place. */
export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  metadata?: Record<string, unknown>;
}

/** An event as the store keeps it: its stream, its revision in that stream, its global position. */
export interface RecordedEvent<T extends string = string, D = unknown> {
  id: string;
  type: T;
  data: D;
  metadata: Record<string, unknown>;
  streamId: string;
  /** 0-based index of the event in its stream. */
  revision: number;
  /**
   * Global position: strictly increasing in commit order, never reused. Not contiguous
   * (EventStoreDB positions are log offsets; Postgres skips numbers of rolled-back appends).
   */
  position: number;
  /** ISO timestamp set by the store at append. */
  createdAt: string;
}

/** What the writer believes the stream's last revision to be. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface AppendResult {
  /** Revision of the last appended event. */
  nextRevision: number;
  /** Global position of the last appended event. */
  position: number;
}

export interface Subscription {
  /** Stops the subscription; resolves once the handler is no longer running. */
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** Exclusive: the subscriber sees events with position greater than this (0 = from the start). */
  from: number;
  /** Called with batches in position order; the next batch waits for the returned promise. */
  onEvents: (events: RecordedEvent[]) => Promise<void>;
  onError?: (error: unknown) => void;
  batchSize?: number;
}

/**
 * The event store port. Both adapters (Postgres, EventStoreDB) pass the same contract suite
 * (`store.contract.ts`): optimistic appends, per-stream and global reads, and subscriptions
 * that deliver every event exactly once in position order with a live tail.
 */
export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  append(
    streamId: string,
    events: NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Events of one stream in revision order; empty when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  /** Events after `from` (exclusive) in position order, at most `limit`. */
  readAll(options: { from: number; limit: number }): Promise<RecordedEvent[]>;
  /** Position of the newest event, 0 when the store is empty. */
  headPosition(): Promise<number>;
  subscribe(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

/** Raised when the stream's revision differs from the expected one; retry by re-deciding. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(
      `wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`,
    );
    this.name = 'WrongExpectedRevisionError';
  }
}
