import type { EventStore, Sql } from '@oj/events';
import type { Registry } from 'prom-client';
import type { TokenService } from './auth/tokens.ts';
import type { CheckpointWaiter } from './infra/checkpoint-waiter.ts';
import type { NoticeWatcher } from './infra/notice-watcher.ts';
import type { Logger } from './infra/logger.ts';
import type { SecretBox } from './infra/secret-box.ts';
import type { Mailer } from './mail/mailer.ts';
import type { TrustProxy } from './infra/trust-proxy.ts';
import type { ImageUploadLimits } from './http/upload-limits.ts';

/** Everything a route needs, passed in by `createApp`; nothing binds a handle at import time. */
export interface Deps {
  sql: Sql;
  store: EventStore;
  /** This process's Prometheus metrics (served on the operations port, `OPS_PORT`). */
  metrics: Registry;
  /** Set by the socket gateway: whether it hears the projections' NOTIFYs (for `/ready`). */
  realtimeListening?: () => boolean;
  tokens: TokenService;
  logger: Logger;
  /** Read-your-writes: waits until the projections have applied a position. */
  projections: CheckpointWaiter;
  /** Wake-ups for answers from other processes (a judge's checker compile). */
  notices: NoticeWatcher;
  /** How long a checker compile waits for a judge (`CHECKER_TIMEOUT_MS`, 60 s). */
  checkerCompileTimeoutMs?: number;
  /** Folder of the built web app, served with an SPA fallback; undefined serves none. */
  webDist?: string | undefined;
  /** Requests per minute per IP on login and code-sending endpoints. */
  authRateLimit?: number;
  /** Per-user picture upload limits over the defaults in http/upload-limits.ts (read per
   * request, so a test may change them on a running site). */
  imageUploads?: Partial<ImageUploadLimits>;
  /** Requests slower than this many ms are logged at `warn` (`SLOW_REQUEST_MS`). */
  slowRequestMs?: number;
  /** Express `trust proxy`: which hops' X-Forwarded-For to believe (`TRUST_PROXY`). */
  trustProxy?: TrustProxy;
  /** Outgoing mail: SMTP (`SMTP_URL`) or the outbox table. */
  mailer: Mailer;
  /** Seals secrets kept in the event log (the SMTP password). */
  box: SecretBox;
  /** Origin of links in mails (`BASE_URL`); wins over the website config's base URL. */
  baseUrl?: string | undefined;
  /** Origin of links in mails when neither `BASE_URL` nor the website config has one: the
   * URL `npm start` printed (`DEFAULT_BASE_URL`). Never taken from a request. */
  defaultBaseUrl?: string | undefined;
}
