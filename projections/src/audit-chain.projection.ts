import { auditChainName, auditChainTable, eventContent, type AppEventType } from '@oj/events';
import { defineProjection, q } from './define-projection.ts';

/**
 * The chained checkpoint for a store that keeps no hash chain itself (EventStoreDB): every event,
 * in global order, gets `hash = sha256(prev_hash || content)` with the content serialised in Node
 * exactly as `es.event_hash` serialises it in the Postgres store, so both stores' chains agree.
 * The link is made in the batch's transaction, against the row before it: a batch rolled back or
 * retried, or a rebuild, can never leave a chain state in memory that the table does not have.
 * `verifyStoreChain` later re-reads the store and compares its recomputed chain with these rows.
 *
 * Rebuilding it rechains whatever the store holds then: an edit made before the rebuild goes
 * unnoticed, so keep (or publish) a head hash from before any rebuild.
 */
export const auditChainProjection = defineProjection<AppEventType>({
  name: auditChainName,
  version: 1,
  handles: [],
  everyEvent: true,
  tables: [auditChainTable],
  init: `
    CREATE TABLE IF NOT EXISTS ${auditChainTable} (
      position bigint PRIMARY KEY,
      prev_hash bytea,
      hash bytea NOT NULL
    );`,
  apply: (event) => [
    q`INSERT INTO read.audit_chain (position, prev_hash, hash)
      SELECT ${event.position}, prev, sha256(coalesce(prev, ''::bytea) || ${eventContent(event)}::bytea)
      FROM (SELECT (SELECT hash FROM read.audit_chain ORDER BY position DESC LIMIT 1) AS prev) last
      ON CONFLICT (position) DO NOTHING`,
  ],
});
