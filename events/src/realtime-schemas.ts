import { z } from 'zod';
import type { ClientEventName, ClientToServerEvents } from './realtime.ts';

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} is required`)
    .positive(`${label} is required`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is required`);

/**
 * Runtime schemas of every client-to-server payload. A socket is the open internet: the
 * server parses each payload with these before it reads a field, whatever the types say.
 */
export const clientPayloads = {
  'submission:subscribe': z.object({ submitId: positiveId('submitId') }),
  'submission:unsubscribe': z.object({ submitId: positiveId('submitId') }),
  'contest:subscribe': z.object({ cid: positiveId('cid') }),
  'contest:unsubscribe': z.object({ cid: positiveId('cid') }),
  'auth:token': z.object({
    token: z.string().max(4096, 'The token is too long').nullable().catch(null),
  }),
} satisfies { [E in ClientEventName]: z.ZodType<Parameters<ClientToServerEvents[E]>[0]> };

export type ClientPayload<E extends ClientEventName> = z.infer<(typeof clientPayloads)[E]>;

/** The relay message as it arrives over NOTIFY: checked before it is emitted. */
export const relayMessageSchema = z.object({
  room: z.string().min(1).max(200),
  event: z.string().min(1).max(100),
  payload: z.unknown(),
});
