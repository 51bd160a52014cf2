import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSql, createStore, migrateIds, migrateStore } from '@oj/events';
import { resolveDatabase } from '@oj/events/infra';
import { allProjections, prepareProjections } from '@oj/projections';
import { seedDemo } from './seed.ts';

/**
 * `npm run seed`: loads the demo problem set into the database `npm start` uses (or
 * DATABASE_URL). The running projections process builds the read models from the events; the
 * seed only makes sure the read tables exist so that its own look-ups work on a fresh database.
 */
export const runSeedCli = async (): Promise<void> => {
  const db = await resolveDatabase();
  const sql = createSql(db.url, { max: 4 });
  const store = createStore({
    sql,
    databaseUrl: db.url,
    eventStoreUrl: process.env.EVENTSTORE_URL,
  });
  try {
    await migrateStore(sql);
    await migrateIds(sql);
    await prepareProjections(sql, allProjections);
    const by = process.env.SEED_BY;
    const result = await seedDemo(
      { store, sql },
      {
        ...(by ? { by } : {}),
        log: (line) => console.log(line),
      },
    );
    console.log(`seed: ${result.created.length} created, ${result.skipped.length} skipped`);
  } finally {
    await store.close();
    await sql.end({ timeout: 5 });
    await db.release();
  }
};

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  runSeedCli().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
