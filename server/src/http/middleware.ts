import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import type { Logger } from '../infra/logger.ts';
import { envelope } from './envelope.ts';

/** One structured log line per request: method, path, status, duration. */
export const requestLog =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const start = performance.now();
    res.on('finish', () => {
      logger.info(
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(performance.now() - start),
        },
        'request',
      );
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
