import type { EventStore, Sql } from '@oj/events';

/** What a judge worker needs, passed in by main.ts (and the test judge). */
export interface WorkerDeps {
  sql: Sql;
  store: EventStore;
  /** Root of the content-hash test-data store. */
  testdataRoot: string;
  /** A lease without a heartbeat for this long is taken over. */
  staleMs: number;
  heartbeatMs: number;
  log: (msg: string, extra?: Record<string, unknown>) => void;
  /** Told when a worker takes a submission and when it is done with it (for the metrics). */
  observe?: {
    started: () => void;
    finished: (seconds: number, outcome: 'judged' | 'failed') => void;
  };
}
