import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { acceptableRequestId, currentRequestId, runWithRequestId } from '@oj/events/infra';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import type { Logger } from '../infra/logger.ts';
import { envelope } from './envelope.ts';

/** `SLOW_REQUEST_MS`: a request slower than this is worth a line even at `info`. */
export const slowRequestMsFromEnv = (env: NodeJS.ProcessEnv = process.env) => {
  const ms = Number(env.SLOW_REQUEST_MS ?? 1000);
  return Number.isFinite(ms) && ms >= 0 ? ms : 1000;
};

/**
 * Gives each request an id (the client's `X-Request-Id` when it is plain and short, else a new
 * one), answers it in `X-Request-Id`, and runs the rest of the request with it: log lines and
 * every event appended for the request carry it, and the judge picks it up from a submission.
 */
export const requestContext: RequestHandler = (req, res, next) => {
  const id = acceptableRequestId(req.header('x-request-id')) ?? randomUUID();
  res.setHeader('X-Request-Id', id);
  runWithRequestId(id, next);
};

/**
 * One structured line per request: method, path, status, duration. Ordinary requests are
 * `debug` (a benchmark makes thousands); a slow one is `warn`, a 5xx is `error`, so the default
 * level shows only what someone should look at.
 */
export const requestLog =
  (logger: Logger, slowMs = slowRequestMsFromEnv()): RequestHandler =>
  (req, res, next) => {
    const start = performance.now();
    res.on('finish', () => {
      const ms = Math.round(performance.now() - start);
      // `originalUrl`: by `finish` a router may have cut its prefix off `req.path`. No query string:
      // it can carry codes and tokens.
      const path = req.originalUrl.split('?')[0];
      const line = {
        method: req.method,
        path,
        status: res.statusCode,
        ms,
        requestId: res.getHeader('x-request-id') ?? currentRequestId(),
      };
      if (res.statusCode >= 500) logger.error(line, 'request failed');
      else if (ms >= slowMs) logger.warn({ ...line, slowMs }, 'slow request');
      else logger.debug(line, 'request');
    });
    next();
  };

/** Security headers; the CSP allows only this origin (plus data/blob images and the socket). */
export const securityHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

/** Limits sensitive endpoints per IP; answers the envelope with 429. */
export const authLimiter = (perMinute: number): RequestHandler =>
  rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res
        .status(429)
        .json(
          envelope(429, 'Speed too fast, may be machine operation! Please try again later', null),
        );
    },
  });

/** HOJ clients read the token from these headers; expose them to cross-origin callers too. */
export const exposeAuthHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Access-Control-Expose-Headers', 'Authorization, Refresh-Token');
  next();
};
