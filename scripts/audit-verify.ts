import { createSql, createStore, migrateStore, verifyStoreChain } from '@oj/events';
import { resolveDatabase } from '@oj/events/infra';

/**
 * `npm run audit:verify`: walks the event log's hash chain and reports the first edited, inserted
 * or deleted event; prints the head hash to compare with a published one. Exits 1 when the chain
 * is broken. The Postgres store is checked against its own chain; EventStoreDB (`EVENTSTORE_URL`)
 * is read back whole and checked against the chained checkpoint `read.audit_chain`.
 */
const db = await resolveDatabase();
const sql = createSql(db.url, { max: 2 });
const store = createStore({ sql, databaseUrl: db.url, eventStoreUrl: process.env.EVENTSTORE_URL });
const intact = await (async () => {
  try {
    await migrateStore(sql);
    return await verifyStoreChain(sql, store);
  } finally {
    await store.close();
    await sql.end({ timeout: 5 });
    await db.release();
  }
})().then((r) => {
  if (r.ok) {
    console.log(`The event log is intact: ${r.events} events.`);
    if (r.head) console.log(`Head: event ${r.head.position}, hash ${r.head.hash}`);
    if (r.pending > 0)
      console.log(`${r.pending} newer events are not in the audit chain yet: run again later.`);
  } else {
    console.error(`The event log was tampered with: ${r.problem!.message}.`);
  }
  return r.ok;
});
// Explicitly: the embedded database's exit hooks would otherwise end the process with 0.
process.exit(intact ? 0 : 1);
