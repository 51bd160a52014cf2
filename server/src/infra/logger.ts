import { currentRequestId } from '@oj/events/infra';
import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs; `LOG_LEVEL` sets the level (tests default to silent). */
export const createLogger = (name: string): Logger =>
  pino({
    name,
    level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
    // Whatever is logged while serving a request names it.
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  });
