import type { AppEvent, AppEventType, RealtimeMessage, RecordedEvent } from '@oj/events';

/** A parameterised SQL statement; projections return these and never touch the database. */
export interface Statement {
  text: string;
  values: unknown[];
  /** Set by `rows`: consecutive statements with the same text and tuple merge into one. */
  rows?: { tuple: string; row: unknown[] };
}

/**
 * A statement over a list of value tuples: `$ROWS` in `text` stands for `VALUES` rows built from
 * `tuple` (`?` marks a parameter, with casts as needed: `(?::text, ?::timestamptz)`). The runner
 * merges a run of such statements with the same text into one, so the author promises that
 * applying the rows together equals applying them one by one (insert ... do nothing, or a
 * GROUP BY over the rows that folds duplicates the way sequential updates would).
 */
export const rows = (text: string, tuple: string, row: unknown[]): Statement => ({
  text,
  values: [],
  rows: { tuple, row },
});

/**
 * Tagged template for a Statement: values become `$n` placeholders. Objects go to jsonb columns
 * as they are (postgres.js serialises by the column's type).
 */
export const q = (strings: TemplateStringsArray, ...values: unknown[]): Statement => ({
  text: strings.reduce((acc, s, i) => acc + (i === 0 ? '' : `$${i}`) + s, ''),
  values,
});

export type ProjectedEvent<T extends AppEventType = AppEventType> = Extract<AppEvent, { type: T }> &
  Omit<RecordedEvent, 'type' | 'data'>;

export interface Projection<T extends AppEventType = AppEventType> {
  name: string;
  /** Bumping it drops the projection's tables and rebuilds them from the first event. */
  version: number;
  handles: readonly T[];
  /** Applied to every event in the store, catalogued or not (the audit chain links them all). */
  everyEvent?: boolean;
  /** Tables owned by the projection, dropped on rebuild. */
  tables: readonly string[];
  /** DDL creating the tables (idempotent). */
  init: string;
  apply: (event: ProjectedEvent<T>) => Statement[];
  /** Socket deltas to publish after the transaction that applied the event commits. */
  notify?: (event: ProjectedEvent<T>) => RealtimeMessage[];
}

export const defineProjection = <T extends AppEventType>(p: Projection<T>): Projection<T> => p;

/** Erases the event-type parameter so projections of different events share one list. */
export type AnyProjection = Projection<AppEventType>;
