import { createTestDatabase } from '../../../test-kit/index.ts';
import { describeStoreContract } from '../store.contract.ts';
import { createPostgresStore, migrateStore } from './postgres-store.ts';

describeStoreContract('postgres', async () => {
  const db = await createTestDatabase();
  await migrateStore(db.sql);
  const store = createPostgresStore({ sql: db.sql, url: db.url });
  return {
    store,
    teardown: async () => {
      await store.close();
      await db.drop();
    },
  };
});
