import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createSql,
  checkerCompileChannel,
  createStore,
  migrateIds,
  migrateStore,
  type EventStore,
  type Sql,
} from '@oj/events';
import { createTokenService } from './auth/tokens.ts';
import type { Deps } from './deps.ts';
import { createCheckpointWaiter } from './infra/checkpoint-waiter.ts';
import { createNoticeWatcher } from './infra/notice-watcher.ts';
import { createLogger } from './infra/logger.ts';
import { createMailer } from './mail/mailer.ts';
import { migrateAppSchema } from './infra/app-schema.ts';
import { slowRequestMsFromEnv } from './http/middleware.ts';
import { loadSecretBox } from './infra/secret-box.ts';
import { loadJwtSecret } from './infra/secrets.ts';
import { parseTrustProxy } from './infra/trust-proxy.ts';
import { createMetricsRegistry, registerSiteGauges, stampingStore } from '@oj/events/infra';
import { countedStore } from './infra/metrics.ts';

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
  /** Overrides `SMTP_URL` (tests point it at an SMTP server on loopback). */
  smtpUrl?: string | undefined;
}): Promise<Deps & { close: () => Promise<void> }> => {
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  const sql = o.sql ?? createSql(o.databaseUrl, { max: 20 });
  await migrateStore(sql);
  await migrateIds(sql);
  await migrateAppSchema(sql);
  const secret = await loadJwtSecret(sql).catch(async (error: unknown) => {
    if (!o.sql) await sql.end({ timeout: 5 });
    throw error;
  });
  const rawStore =
    o.store ?? createStore({ sql, databaseUrl: o.databaseUrl, eventStoreUrl: o.eventStoreUrl });
  const metrics = createMetricsRegistry('server');
  const store = stampingStore(countedStore(rawStore, metrics));
  registerSiteGauges(metrics, sql, rawStore);
  const projections = await createCheckpointWaiter(sql, o.databaseUrl);
  const notices = await createNoticeWatcher(o.databaseUrl, [checkerCompileChannel]);
  const tokens = createTokenService(secret, o.now);
  const logger = createLogger('server');
  const smtpUrl = 'smtpUrl' in o ? o.smtpUrl : process.env.SMTP_URL;
  const box = await loadSecretBox(sql);
  const mailer = createMailer({ smtpUrl, from: process.env.SMTP_FROM, sql, store, box, logger });
  return {
    sql,
    store,
    metrics,
    tokens,
    projections,
    notices,
    logger,
    mailer,
    box,
    // Only an absolute URL counts: vitest, for one, sets BASE_URL=/ for Vite's sake.
    baseUrl: /^https?:\/\/[^/]/i.test(process.env.BASE_URL ?? '')
      ? process.env.BASE_URL
      : undefined,
    defaultBaseUrl: process.env.DEFAULT_BASE_URL,
    webDist: o.webDist,
    authRateLimit: Number(process.env.AUTH_RATE_LIMIT ?? 30),
    slowRequestMs: slowRequestMsFromEnv(),
    trustProxy,
    checkerCompileTimeoutMs: Number(process.env.CHECKER_TIMEOUT_MS ?? 60_000),
    close: async () => {
      mailer.close();
      await projections.close();
      await notices.close();
      if (!o.store) await rawStore.close();
      if (!o.sql) await sql.end({ timeout: 5 });
    },
  };
};
