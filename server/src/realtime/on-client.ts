import {
  clientPayloads,
  type AckData,
  type ClientEventName,
  type ClientPayload,
  type Envelope,
} from '@oj/events';
import type { Socket } from 'socket.io';
import { envelope } from '../http/envelope.ts';
import { failureOf } from '../http/errors.ts';
import type { Logger } from '../infra/logger.ts';
import type { IoSocket } from './io-types.ts';

export type ClientHandler<E extends ClientEventName> = (
  args: ClientPayload<E>,
  socket: IoSocket,
) => Promise<Envelope<AckData<E> | null>>;

/** Messages a socket may send per window before it is answered 429 without any work done. */
const burst = { messages: 60, windowMs: 10_000 };

const failure = (error: unknown): Envelope<null> => {
  const { status, msg } = failureOf(error);
  return envelope(status, msg, null);
};

const budgets = new WeakMap<object, { start: number; count: number }>();

const withinBudget = (socket: object, now: number): boolean => {
  const b = budgets.get(socket);
  if (!b || now - b.start >= burst.windowMs) {
    budgets.set(socket, { start: now, count: 1 });
    return true;
  }
  b.count += 1;
  return b.count <= burst.messages;
};

/**
 * Registers one client-to-server handler the only way the server does it: the payload is
 * parsed with the event's schema, the ack may be missing or not a function, a throw or a
 * rejection becomes a 500 envelope (and a log line), and a socket sending too fast is told so.
 * Nothing a client sends can reach an unhandled rejection and stop the process.
 */
export const onClient = <E extends ClientEventName>(
  socket: IoSocket,
  logger: Logger,
  event: E,
  handler: ClientHandler<E>,
): void => {
  // The typed socket declares the payload shape a well-behaved client sends; what arrives is
  // unknown until parsed, so the listener is registered on the untyped view of the socket.
  const name: string = event;
  (socket as unknown as Socket).on(name, (raw: unknown, maybeAck: unknown) => {
    const ack = (answer: Envelope<unknown>) => {
      if (typeof maybeAck !== 'function') return;
      try {
        (maybeAck as (a: Envelope<unknown>) => void)(answer);
      } catch (error) {
        logger.warn({ err: error, event }, 'socket ack failed');
      }
    };
    if (!withinBudget(socket, Date.now()))
      return ack(envelope(429, 'Too many requests, please slow down', null));
    const parsed = clientPayloads[event].safeParse(raw);
    if (!parsed.success)
      return ack(envelope(400, parsed.error.issues[0]?.message ?? 'Bad request', null));
    let pending: Promise<Envelope<unknown>>;
    try {
      pending = handler(parsed.data as ClientPayload<E>, socket);
    } catch (error) {
      pending = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    pending.then(ack, (error: unknown) => {
      const answer = failure(error);
      if (answer.status >= 500) logger.error({ err: error, event }, 'socket handler failed');
      ack(answer);
    });
  });
};
