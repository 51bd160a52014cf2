import type { EventStore } from '../event-store.ts';
import { chainHashAt, verifyChain, type ChainReport } from '../postgres/audit.ts';
import type { Sql } from '../postgres/sql.ts';
import { checkpointHashAt, verifyCheckpointChain } from './checkpoint-audit.ts';

type AuditedStore = Pick<EventStore, 'kind' | 'readAll'>;

/**
 * The log's tamper check for the store in use: the Postgres store chains its own rows under the
 * append lock (checked in SQL); any other store is checked against the chained checkpoint
 * projection `audit_chain` in the read database. `pending` counts events newer than the
 * checkpoint (always 0 for the Postgres store).
 */
export const verifyStoreChain = async (
  sql: Sql,
  store: AuditedStore,
): Promise<ChainReport & { pending: number }> =>
  store.kind === 'postgres'
    ? { ...(await verifyChain(sql)), pending: 0 }
    : verifyCheckpointChain(sql, store);

/** The chain's hash at a position for the store in use; null while it is not chained yet. */
export const storeChainHashAt = (
  sql: Sql,
  store: AuditedStore,
  position: number,
): Promise<{ position: number; hash: string } | null> =>
  store.kind === 'postgres' ? chainHashAt(sql, position) : checkpointHashAt(sql, position);
