import type { Sql } from './sql.ts';

/** Where the hash chain of the event log breaks first, and how. */
export interface ChainBreak {
  /** `deleted`: known exactly only from the chained checkpoint (EventStoreDB). */
  kind: 'edited' | 'inserted' | 'deleted' | 'broken' | 'unchained';
  position: number;
  message: string;
}

export interface ChainReport {
  ok: boolean;
  events: number;
  /** The newest event and its hash: what to publish or compare with a published value. */
  head: { position: number; hash: string } | null;
  problem: ChainBreak | null;
}

interface Row {
  position: string;
  content_ok: boolean;
  link_ok: boolean;
  unchained: boolean;
  next_links_back: boolean;
  skips_one: boolean;
  before: string | null;
}

/**
 * Checks every event of the Postgres store against its neighbours in one pass: each hash must
 * be `sha256(prev_hash || content)` and each `prev_hash` the hash of the event just before.
 * Classifies the first failure: a row whose content no longer matches its hash was edited (or,
 * if the next row links past it, inserted without a valid hash); a valid-looking row the next
 * row skips was inserted; a link to nothing before it means events were deleted there, or the
 * event before was rewritten with a new hash.
 */
export const verifyChain = async (sql: Sql): Promise<ChainReport> => {
  const [bad] = await sql<Row[]>`
    WITH x AS (
      SELECT position, hash IS NULL AS unchained,
        hash IS NOT DISTINCT FROM es.event_hash(prev_hash, stream_id, revision, type, data,
          metadata, created_at) AS content_ok,
        prev_hash IS NOT DISTINCT FROM lag(hash) OVER w AS link_ok,
        lead(prev_hash) OVER w IS NOT DISTINCT FROM lag(hash) OVER w AS next_links_back,
        prev_hash IS NOT DISTINCT FROM lag(hash, 2) OVER w AS skips_one,
        (lag(position) OVER w)::text AS before
      FROM es.events WINDOW w AS (ORDER BY position))
    SELECT position::text, content_ok, link_ok, unchained, next_links_back, skips_one, before
    FROM x WHERE unchained OR NOT content_ok OR NOT link_ok ORDER BY x.position LIMIT 1`;
  const [stats] = await sql<{ n: string; position: string | null; hash: string | null }[]>`
    SELECT (SELECT count(*) FROM es.events)::text AS n, position::text, encode(hash, 'hex') AS hash
    FROM (SELECT 1) one LEFT JOIN LATERAL (
      SELECT position, hash FROM es.events ORDER BY position DESC LIMIT 1) h ON true`;
  const head =
    stats?.position && stats.hash ? { position: Number(stats.position), hash: stats.hash } : null;
  const report = (problem: ChainBreak | null): ChainReport => ({
    ok: problem === null,
    events: Number(stats?.n ?? 0),
    head,
    problem,
  });
  if (!bad) return report(null);
  const p = Number(bad.position);
  if (bad.unchained)
    return report({ kind: 'unchained', position: p, message: `Event ${p} has no hash` });
  if (!bad.content_ok)
    return report(
      bad.next_links_back
        ? { kind: 'inserted', position: p, message: `Event ${p} was inserted into the log` }
        : { kind: 'edited', position: p, message: `Event ${p} was edited after it was written` },
    );
  if (bad.skips_one && bad.before !== null) {
    const q = Number(bad.before);
    return report({
      kind: 'inserted',
      position: q,
      message: `Event ${q} was inserted into the log`,
    });
  }
  return report({
    kind: 'broken',
    position: p,
    message:
      bad.before === null
        ? `Events before ${p} were deleted`
        : `The chain breaks between events ${bad.before} and ${p}: events were deleted there, or event ${bad.before} was rewritten`,
  });
};

/** The chain's hash at a position (the newest event at or before it), hex; null if none. */
export const chainHashAt = async (
  sql: Sql,
  position: number,
): Promise<{ position: number; hash: string } | null> => {
  const [row] = await sql<{ position: string; hash: string | null }[]>`
    SELECT e.position::text, encode(e.hash, 'hex') AS hash FROM es.events e
    WHERE e.position <= ${position} ORDER BY e.position DESC LIMIT 1`;
  return row?.hash ? { position: Number(row.position), hash: row.hash } : null;
};
