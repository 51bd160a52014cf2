import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createSql,
  createStore,
  migrateIds,
  migrateStore,
  type EventStore,
  type Sql,
} from '@oj/events';
import { createTokenService } from './auth/tokens.ts';
import type { Deps } from './deps.ts';
import { createCheckpointWaiter } from './infra/checkpoint-waiter.ts';
import { createLogger } from './infra/logger.ts';
import { loadJwtSecret } from './infra/secrets.ts';

export const defaultWebDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

/** Connects, migrates the store and builds the dependencies of `createApp`. */
export const buildDeps = async (o: {
  databaseUrl: string;
  eventStoreUrl?: string | undefined;
  webDist?: string | undefined;
  sql?: Sql;
  store?: EventStore;
  now?: () => number;
}): Promise<Deps & { close: () => Promise<void> }> => {
  const sql = o.sql ?? createSql(o.databaseUrl, { max: 20 });
  await migrateStore(sql);
  await migrateIds(sql);
  const store =
    o.store ?? createStore({ sql, databaseUrl: o.databaseUrl, eventStoreUrl: o.eventStoreUrl });
  const projections = await createCheckpointWaiter(sql, o.databaseUrl);
  const tokens = createTokenService(await loadJwtSecret(sql), o.now);
  return {
    sql,
    store,
    tokens,
    projections,
    logger: createLogger('server'),
    webDist: o.webDist,
    authRateLimit: Number(process.env.AUTH_RATE_LIMIT ?? 30),
    close: async () => {
      await projections.close();
      if (!o.store) await store.close();
      if (!o.sql) await sql.end({ timeout: 5 });
    },
  };
};
