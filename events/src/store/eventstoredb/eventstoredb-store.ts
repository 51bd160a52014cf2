import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventStore, ExpectedRevision, RecordedEvent, Subscription } from '../event-store.ts';
import { WrongExpectedRevisionError } from '../event-store.ts';

const toExpected = (e: ExpectedRevision): AppendExpectedRevision => {
  if (e === 'no_stream') return NO_STREAM;
  if (e === 'any') return ANY;
  if (e === 'stream_exists') return STREAM_EXISTS;
  return BigInt(e);
};

/**
 * Positions are the commit positions of the transaction log; they fit a JS number for any log
 * under 8 PB. Events of one append share nothing here: EventStoreDB gives each its own.
 */
const toRecorded = (resolved: ResolvedEvent): RecordedEvent | undefined => {
  const e = resolved.event;
  if (!e || e.type.startsWith('$') || !e.isJson) return undefined;
  return {
    id: e.id,
    type: e.type,
    data: e.data,
    metadata: (e.metadata as Record<string, unknown> | undefined) ?? {},
    streamId: e.streamId,
    revision: Number(e.revision),
    position: Number(e.position?.commit ?? resolved.commitPosition ?? 0n),
    createdAt: e.created.toISOString(),
  };
};

export interface EventStoreDbOptions {
  url: string;
  validate?: (type: string, data: unknown) => unknown;
}

/** The production adapter, selected by `EVENTSTORE_URL`. */
export const createEventStoreDbStore = ({ url, validate }: EventStoreDbOptions): EventStore => {
  const client = EventStoreDBClient.connectionString(url);
  const subs = new Set<Subscription>();

  const readAll = async ({ from, limit }: { from: number; limit: number }) => {
    const out: RecordedEvent[] = [];
    const fromPosition = from === 0 ? START : { commit: BigInt(from), prepare: BigInt(from) };
    // Over-read: system events are filtered out client side and `from` itself is inclusive.
    for await (const resolved of client.readAll({
      fromPosition,
      direction: FORWARDS,
      maxCount: limit + 64,
    })) {
      const r = toRecorded(resolved);
      if (r && r.position > from) out.push(r);
      if (out.length >= limit) break;
    }
    return out;
  };

  return {
    kind: 'eventstoredb',
    async append(streamId, events, opts = {}) {
      const expected = opts.expectedRevision ?? 'any';
      try {
        const result = await client.appendToStream(
          streamId,
          events.map((e) =>
            jsonEvent({
              type: e.type,
              data: (validate ? validate(e.type, e.data) : e.data) as Record<string, unknown>,
              metadata: e.metadata ?? {},
            }),
          ),
          { expectedRevision: toExpected(expected) },
        );
        return {
          nextRevision: Number(result.nextExpectedRevision),
          position: Number(result.position?.commit ?? 0n),
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual =
            typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
          throw new WrongExpectedRevisionError(streamId, expected, actual);
        }
        throw error;
      }
    },
    async readStream(streamId, opts = {}) {
      const out: RecordedEvent[] = [];
      try {
        const fromRevision = opts.fromRevision ? BigInt(opts.fromRevision) : START;
        for await (const resolved of client.readStream(streamId, {
          fromRevision,
          direction: FORWARDS,
        })) {
          const r = toRecorded(resolved);
          if (r) out.push(r);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return out;
    },
    readAll,
    async headPosition() {
      for await (const resolved of client.readAll({
        fromPosition: END,
        direction: BACKWARDS,
        maxCount: 50,
      })) {
        const r = toRecorded(resolved);
        if (r) return r.position;
      }
      return 0;
    },
    subscribe({ from, onEvents, onError }) {
      const fromPosition = from === 0 ? START : { commit: BigInt(from), prepare: BigInt(from) };
      const subscription = client.subscribeToAll({ fromPosition, filter: excludeSystemEvents() });
      const loop = (async () => {
        try {
          for await (const resolved of subscription) {
            const r = toRecorded(resolved);
            if (r && r.position > from) await onEvents([r]);
          }
        } catch (error) {
          onError?.(error);
        }
      })();
      const sub: Subscription = {
        close: async () => {
          subs.delete(sub);
          await subscription.unsubscribe();
          await loop;
        },
      };
      subs.add(sub);
      return sub;
    },
    async close() {
      await Promise.all([...subs].map((s) => s.close()));
      await client.dispose();
    },
  };
};
