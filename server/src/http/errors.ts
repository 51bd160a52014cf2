import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorCode } from '@oj/events';
import { isDiskFull } from '@oj/events/infra';
import { envelope, HttpError } from './envelope.ts';
import type { Logger } from '../infra/logger.ts';

const domainStatus: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 400,
  too_many: 429,
};

export const databaseDown = 'The database is unavailable, please try again in a moment';
/** ENOSPC or EDQUOT on DATA_DIR: every write there is all or nothing, so nothing was kept. */
export const diskFull = "The server's disk is full: the file was not saved";
/** PostgreSQL's disk_full (53100): the transaction, so the whole command, was rolled back. */
export const databaseDiskFull = "The database's disk is full: the change was not saved";

/**
 * A failure to reach PostgreSQL (refused or dropped connections, a server shutting down or
 * not accepting connections): the site is briefly unavailable, not broken.
 */
const isDatabaseDown = (e: unknown): boolean => {
  if (typeof e !== 'object' || e === null || !('code' in e)) return false;
  const code = String(e.code);
  return (
    /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|CONNECTION_\w+|CONNECT_TIMEOUT)$/.test(code) ||
    /^(08|57P)/.test(code) ||
    (code === '55000' && /accepting connections/.test(String((e as { message?: unknown }).message)))
  );
};

const hasCode = (e: unknown, code: string) =>
  typeof e === 'object' && e !== null && 'code' in e && String(e.code) === code;

export const firstIssue = (error: ZodError) => error.issues[0]?.message ?? 'Invalid request';

/** The status and message a failure is answered with (HTTP and socket acks alike). */
export const failureOf = (error: unknown): { status: number; msg: string } => {
  if (error instanceof HttpError) return { status: error.status, msg: error.message };
  if (error instanceof DomainError) return { status: domainStatus[error.code], msg: error.message };
  if (error instanceof ZodError) return { status: 400, msg: firstIssue(error) };
  if (isDatabaseDown(error)) return { status: 503, msg: databaseDown };
  if (isDiskFull(error)) return { status: 507, msg: diskFull };
  if (hasCode(error, '53100')) return { status: 507, msg: databaseDiskFull };
  if (isBodyParserError(error))
    return {
      status: error.status,
      msg:
        error.type === 'entity.too.large'
          ? 'Request body is too large'
          : 'Request body is not valid JSON',
    };
  return { status: 500, msg: 'Server error, please refresh again' };
};

/** Maps every failure to the `{status, msg, data}` envelope with the same HTTP status. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    const { status, msg } = failureOf(error);
    // A database outage is logged once, by the request log (a 503); anything else with its error.
    if (status >= 500 && status !== 503)
      logger.error({ err: error, path: req.path }, 'request failed');
    res.status(status).json(envelope(status, msg, null));
  };

const isBodyParserError = (e: unknown): e is { status: number; type: string } =>
  typeof e === 'object' &&
  e !== null &&
  'type' in e &&
  'status' in e &&
  typeof (e as { status: unknown }).status === 'number';

export const notFoundApi: RequestHandler = (req, res) => {
  res
    .status(404)
    .json(envelope(404, `The requested resource ${req.method} ${req.path} cannot be found`, null));
};
