import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorCode } from '@oj/events';
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

export const firstIssue = (error: ZodError) => error.issues[0]?.message ?? 'Invalid request';

/** Maps every failure to the `{status, msg, data}` envelope with the same HTTP status. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    let status = 500;
    let msg = 'Server error, please refresh again';
    if (error instanceof HttpError) [status, msg] = [error.status, error.message];
    else if (error instanceof DomainError)
      [status, msg] = [domainStatus[error.code], error.message];
    else if (error instanceof ZodError) [status, msg] = [400, firstIssue(error)];
    else if (isBodyParserError(error)) {
      status = error.status;
      msg =
        error.type === 'entity.too.large'
          ? 'Request body is too large'
          : 'Request body is not valid JSON';
    }
    if (status >= 500) logger.error({ err: error, path: req.path }, 'request failed');
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
