import { createSql, migrateStore, verifyChain } from '@oj/events';
import { resolveDatabase } from '@oj/events/infra';

/**
 * `npm run audit:verify`: walks the event log's hash chain (Postgres store) and reports the
 * first edited, inserted or deleted event; prints the head hash to compare with a published
 * one. Exits 1 when the chain is broken.
 */
const db = await resolveDatabase();
const sql = createSql(db.url, { max: 2 });
const intact = await (async () => {
  try {
    await migrateStore(sql);
    return await verifyChain(sql);
  } finally {
    await sql.end({ timeout: 5 });
    await db.release();
  }
})().then((r) => {
  if (r.ok) {
    console.log(`The event log is intact: ${r.events} events.`);
    if (r.head) console.log(`Head: event ${r.head.position}, hash ${r.head.hash}`);
  } else {
    console.error(`The event log was tampered with: ${r.problem!.message}.`);
  }
  return r.ok;
});
// Explicitly: the embedded database's exit hooks would otherwise end the process with 0.
process.exit(intact ? 0 : 1);
