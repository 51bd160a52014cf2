import { createHash } from 'node:crypto';
import type { RecordedEvent } from '../event-store.ts';
import { pgJsonText } from './pg-json.ts';

/** What an event's link in the chain covers (the position orders the chain; the id is a handle). */
export type HashedEvent = Pick<
  RecordedEvent,
  'streamId' | 'revision' | 'type' | 'data' | 'metadata' | 'createdAt'
>;

/**
 * An ISO time as microseconds since the epoch, without going through a Date (which keeps
 * milliseconds only): Postgres stores microseconds; EventStoreDB's client gives milliseconds,
 * which count as whole thousands.
 */
export const epochMicros = (iso: string): bigint => {
  const m = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:?\d\d)$/.exec(iso);
  const seconds = m ? Date.parse(`${m[1]}${m[3]}`) : NaN;
  if (!m || Number.isNaN(seconds)) throw new TypeError(`not an ISO time: ${iso}`);
  return BigInt(seconds) * 1000n + BigInt((m[2] ?? '').padEnd(6, '0').slice(0, 6));
};

/**
 * The bytes `es.event_hash` hashes after the previous hash, built the same way:
 * `concat_ws(E'\n', stream, revision, type, data::text, metadata::text, epoch µs)` in UTF-8.
 */
export const eventContent = (e: HashedEvent): Buffer =>
  Buffer.from(
    [
      e.streamId,
      String(e.revision),
      e.type,
      pgJsonText(e.data),
      pgJsonText(e.metadata ?? {}),
      String(epochMicros(e.createdAt)),
    ].join('\n'),
    'utf8',
  );

/** `sha256(prev || content)`: byte for byte what `es.event_hash` gives for the same event. */
export const eventHash = (prev: Buffer | null, e: HashedEvent): Buffer =>
  createHash('sha256')
    .update(prev ?? Buffer.alloc(0))
    .update(eventContent(e))
    .digest();
