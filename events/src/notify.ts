/**
 * Every LISTEN/NOTIFY channel of the system and the only ways a NOTIFY is built. Postgres
 * delivers a transaction's notifications when it commits (never on rollback), in the order they
 * were sent, and drops a later notification identical (channel and payload) to an earlier one
 * of the same transaction: senders put each notice inside the transaction whose rows it
 * describes, and a wake-up with an empty payload is sent at most once per commit for free.
 */

/** Wake-ups of the Postgres store's subscriptions after appends (empty payload). */
export const storeChannel = 'es_events';
/** Socket deltas relayed by the servers: a `RealtimeMessage` as JSON. */
export const realtimeChannel = 'oj_realtime';
/**
 * A contest's board changed: a `ScoreboardNotice` as JSON (see `scoreboardNoticeSchema`).
 * Each server keeps its own boards (see the contests area's live boards) and pushes deltas.
 */
export const scoreboardChannel = 'oj_scoreboard';
/** The projections' lowest checkpoint after each commit (read-your-writes waits on it). */
export const checkpointChannel = 'oj_checkpoint';
/** Asks a running projection runner to re-check versions (sent by `projections:rebuild`). */
export const rebuildChannel = 'oj_rebuild';
/** The judge queue has new work: a submission was queued or re-queued (empty payload). */
export const judgeQueueChannel = 'oj_judge_queue';
/**
 * A judge answered a checker compile request: the payload is its request id (the server that
 * waits re-reads the request's stream; the notice carries no compiler message).
 */
export const checkerCompileChannel = 'oj_checker_compile';

/**
 * Postgres refuses a payload of 8000 bytes or more, and a refused NOTIFY aborts its whole
 * transaction: notices carry ids and small rows, never code or pages.
 */
export const maxNoticeBytes = 7999;

export interface Notice {
  channel: string;
  payload: string;
}

/** A parameterised statement (the shape projections and `sql.unsafe` take). */
export interface NotifyStatement {
  text: string;
  values: unknown[];
}

export const fitsNotice = (n: Notice): boolean => Buffer.byteLength(n.payload) <= maxNoticeBytes;

/**
 * One statement sending `notices` in order (`unnest` yields the array elements in order and
 * the rows are notified as they are produced): a batch costs one round trip, not one per notice.
 */
export const notifyAll = (notices: readonly Notice[]): NotifyStatement => ({
  text: 'SELECT pg_notify(c, m) FROM unnest($1::text[], $2::text[]) AS t(c, m)',
  values: [notices.map((n) => n.channel), notices.map((n) => n.payload)],
});

/**
 * A notice whose payload is a fact of the read model: one NOTIFY on `channel` per row of
 * `rowsSql` (parameters `$1..$n` are `values`), each row sent as its JSON object. Run inside
 * the transaction that wrote those rows, it tells exactly what that transaction committed.
 */
export const notifyRows = (
  channel: string,
  rowsSql: string,
  values: readonly unknown[],
): NotifyStatement => ({
  text: `SELECT pg_notify($${values.length + 1}::text, row_to_json(r)::text) FROM (${rowsSql}) r`,
  values: [...values, channel],
});
