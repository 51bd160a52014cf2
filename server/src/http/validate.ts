import type { Request } from 'express';
import { z } from 'zod';

/** Parses the JSON body; a missing or non-object body reads as `{}` so field messages show. */
export const parseBody = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> =>
  schema.parse(typeof req.body === 'object' && req.body !== null ? req.body : {});

export const parseQuery = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> =>
  schema.parse(req.query);

/** A required string field with the spec's messages for missing, wrong type and length. */
export const text = (
  label: string,
  o: { min?: number; max?: number; minMsg?: string; maxMsg?: string } = {},
) => {
  let s = z
    .string({
      error: (i) =>
        i.input === undefined || i.input === null
          ? `${label} is required`
          : `${label} must be a string`,
    })
    .trim();
  s = s.min(
    Math.max(o.min ?? 1, 1),
    o.min && o.min > 1
      ? (o.minMsg ?? `${label} must be at least ${o.min} characters`)
      : `${label} is required`,
  );
  if (o.max !== undefined)
    s = s.max(o.max, o.maxMsg ?? `${label} can be at most ${o.max} characters`);
  return s;
};
