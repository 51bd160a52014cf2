import type { EventStore, RecordedEvent } from '../event-store.ts';
import type { ChainBreak, ChainReport } from '../postgres/audit.ts';
import type { Sql } from '../postgres/sql.ts';
import { eventHash } from './event-hash.ts';

/** The chained checkpoint projection's name and table (owned by `@oj/projections`). */
export const auditChainName = 'audit_chain';
export const auditChainTable = 'read.audit_chain';

interface Link {
  position: number;
  prev_hash: Buffer | null;
  hash: Buffer;
}

const page = 1000;

/** The projection creates the table when it first runs; before that there is no checkpoint. */
const hasTable = async (sql: Sql) => {
  const [t] = await sql<
    { ok: boolean }[]
  >`SELECT to_regclass(${auditChainTable}) IS NOT NULL AS ok`;
  return t?.ok === true;
};

/** Reads a position-ordered source one page at a time, one item on demand. */
const cursor = <T extends { position: number }>(read: (after: number) => Promise<T[]>) => {
  let buf: T[] = [];
  let after = 0;
  let done = false;
  return async (): Promise<T | undefined> => {
    if (buf.length === 0 && !done) {
      buf = await read(after);
      done = buf.length === 0;
      after = buf.at(-1)?.position ?? after;
    }
    return buf.shift();
  };
};

/**
 * The log checked against the chained checkpoint (`read.audit_chain`), for a store that keeps no
 * chain itself (EventStoreDB): every event is read back from the store, the chain recomputed in
 * Node and compared, position by position, with the hashes recorded when the events were first
 * projected. An event whose content changed since is edited; an event at a position the
 * checkpoint never saw was inserted; a checkpoint row with no event left was deleted. Events
 * newer than the checkpoint are not checked yet (`pending`).
 */
export const verifyCheckpointChain = async (
  sql: Sql,
  store: Pick<EventStore, 'readAll'>,
): Promise<ChainReport & { pending: number }> => {
  const nextLink = (await hasTable(sql))
    ? cursor(
        (after) => sql<Link[]>`
          SELECT position, prev_hash, hash FROM read.audit_chain
          WHERE position > ${after} ORDER BY position LIMIT ${page}`,
      )
    : async () => undefined;
  const nextEvent = cursor<RecordedEvent>((after) => store.readAll({ from: after, limit: page }));
  let verified = 0;
  let pending = 0;
  let head: Link | undefined;
  let problem: ChainBreak | null = null;
  let link = await nextLink();
  let event = await nextEvent();
  while (!problem && (link || event)) {
    if (!link) {
      // Past the checkpoint: not projected yet, or never if the checkpoint is missing entirely.
      if (!head) {
        const p = event!.position;
        problem = { kind: 'unchained', position: p, message: `Event ${p} has no hash` };
        break;
      }
      pending++;
      event = await nextEvent();
      continue;
    }
    const p = link.position;
    if (!(link.prev_hash ?? Buffer.alloc(0)).equals(head?.hash ?? Buffer.alloc(0))) {
      problem = {
        kind: 'broken',
        position: p,
        message: `The checkpoint chain breaks at event ${p}: its hashes were changed`,
      };
    } else if (!event || event.position > p) {
      problem = { kind: 'deleted', position: p, message: `Event ${p} was deleted from the log` };
    } else if (event.position < p) {
      const q = event.position;
      problem = { kind: 'inserted', position: q, message: `Event ${q} was inserted into the log` };
    } else if (!eventHash(link.prev_hash, event).equals(link.hash)) {
      problem = {
        kind: 'edited',
        position: p,
        message: `Event ${p} was edited after it was written`,
      };
    } else {
      verified++;
      head = link;
      [link, event] = [await nextLink(), await nextEvent()];
    }
  }
  return {
    ok: problem === null,
    events: verified,
    pending,
    head: head ? { position: head.position, hash: head.hash.toString('hex') } : null,
    problem,
  };
};

/**
 * The checkpoint's hash at a position (the newest event at or before it), hex; null until the
 * checkpoint has chained every event up to it.
 */
export const checkpointHashAt = async (
  sql: Sql,
  position: number,
): Promise<{ position: number; hash: string } | null> => {
  if (!(await hasTable(sql))) return null;
  const [row] = await sql<{ position: string; hash: string }[]>`
    SELECT a.position::text, encode(a.hash, 'hex') AS hash FROM read.audit_chain a
    WHERE a.position <= ${position}
      AND (SELECT position FROM read.checkpoints WHERE name = ${auditChainName}) >= ${position}
    ORDER BY a.position DESC LIMIT 1`;
  return row ? { position: Number(row.position), hash: row.hash } : null;
};
