import type { EventStore, Sql } from '@oj/events';
import type { TokenService } from './auth/tokens.ts';
import type { CheckpointWaiter } from './infra/checkpoint-waiter.ts';
import type { Logger } from './infra/logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { TrustProxy } from './infra/trust-proxy.ts';

/** Everything a route needs, passed in by `createApp`; nothing binds a handle at import time. */
export interface Deps {
  sql: Sql;
  store: EventStore;
  tokens: TokenService;
  logger: Logger;
  /** Read-your-writes: waits until the projections have applied a position. */
  projections: CheckpointWaiter;
  /** Folder of the built web app, served with an SPA fallback; undefined serves none. */
  webDist?: string | undefined;
  /** Requests per minute per IP on login and code-sending endpoints. */
  authRateLimit?: number;
  /** Requests slower than this many ms are logged at `warn` (`SLOW_REQUEST_MS`). */
  slowRequestMs?: number;
  /** Express `trust proxy`: which hops' X-Forwarded-For to believe (`TRUST_PROXY`). */
  trustProxy?: TrustProxy;
  /** Outgoing mail: SMTP (`SMTP_URL`) or the outbox table. */
  mailer: Mailer;
  /** Origin of links in mails (`BASE_URL`); unset: the origin the request came to. */
  baseUrl?: string | undefined;
}
