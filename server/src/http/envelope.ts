import type { Response } from 'express';
import type { Envelope } from '@oj/events';

export const envelope = <T>(status: number, msg: string, data: T): Envelope<T> => ({
  status,
  msg,
  data,
});

/** Answers 200 with the HOJ envelope. */
export const ok = <T>(res: Response, data: T, msg = 'success') => {
  res.status(200).json(envelope(200, msg, data));
};

/** A failure the route chose to report; mapped to the envelope by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** HOJ page shape. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export const page = <T>(records: T[], total: number, current: number, size: number): Page<T> => ({
  records,
  total,
  size,
  current,
  pages: size > 0 ? Math.ceil(total / size) : 0,
});
