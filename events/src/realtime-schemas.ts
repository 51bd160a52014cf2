import { z } from 'zod';
import { statusCode, type SubmissionStatus } from './judging/verdicts.ts';
import type { ClientEventName, ClientToServerEvents } from './realtime.ts';
import type { ScoredSubmission } from './scoring/types.ts';

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
  'training:subscribe': z.object({ tid: positiveId('tid') }),
  'training:unsubscribe': z.object({ tid: positiveId('tid') }),
  'group:subscribe': z.object({ gid: positiveId('gid') }),
  'group:unsubscribe': z.object({ gid: positiveId('gid') }),
  'resolver:subscribe': z.object({ cid: positiveId('cid') }),
  'resolver:unsubscribe': z.object({ cid: positiveId('cid') }),
  'resolver:step': z.object({
    cid: positiveId('cid'),
    expectedStep: z.coerce
      .number({ error: 'expectedStep is required' })
      .int('expectedStep is required')
      .min(0, 'expectedStep is required')
      .max(1_000_000, 'expectedStep is required'),
  }),
  'dashboard:subscribe': z.object({}).catch({}),
  'dashboard:unsubscribe': z.object({}).catch({}),
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

const submissionStatuses = Object.keys(statusCode) as [SubmissionStatus, ...SubmissionStatus[]];

/**
 * A `scoreboardChannel` notice as it arrives over NOTIFY. `{ cid, submission }` when a contest
 * submission's verdict changed: the row as the projection committed it, so the server applies
 * it without reading it back; `submission` is null when the submission's problem is not on the
 * board. `{ cid }` alone when the contest, its problem set or its settings changed (or its
 * shared reveal was started or reset). `{ cid, reveal }` when the reveal opened one cell.
 */
export const scoreboardNoticeSchema = z.object({
  cid: z.number().int().positive(),
  submission: z
    .object({
      submitId: z.number().int().positive(),
      uid: z.string().min(1),
      pid: z.string(),
      submitTime: z.number().int(),
      status: z.enum(submissionStatuses),
      score: z.number().int().nullable(),
      time: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
  /** The shared projector reveal opened this cell: the public (sealed) board shows it live. */
  reveal: z.object({ uid: z.string().min(1), pid: z.string() }).optional(),
  /** Many verdicts changed at once (a rejudge applied or undone): re-read the rows, push once. */
  resync: z.literal(true).optional(),
}) satisfies z.ZodType<{ cid: number; submission?: ScoredSubmission | null | undefined }>;

export type ScoreboardNotice = z.infer<typeof scoreboardNoticeSchema>;
