import type { AppEvent, AppEventType, RealtimeMessage, RecordedEvent } from '@oj/events';

/** A parameterised SQL statement; projections return these and never touch the database. */
export interface Statement {
  text: string;
  values: unknown[];
}

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
