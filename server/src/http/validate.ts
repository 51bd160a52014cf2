import type { Request } from 'express';
import { z } from 'zod';
import { conform } from './lenient.ts';

/**
 * Parses the JSON body; a missing or non-object body reads as `{}` so field messages show.
 * The body is first conformed to the schema's types the way HOJ's server binds it (null is
 * absent, "12" is 12, 0 is "0", "true" is true; see lenient.ts).
 */
export const parseBody = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> =>
  schema.parse(
    conform(schema, typeof req.body === 'object' && req.body !== null ? req.body : {}) ?? {},
  );

/** Parses the query string: "" reads as absent for numbers, a comma-joined list as a list. */
export const parseQuery = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> =>
  schema.parse(conform(schema, req.query, true) ?? {});

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

/**
 * A java.util.Date as HOJ's client sends it: ISO-8601 with Z, +0000 or +00:00 (no offset
 * is UTC, as in Jackson), or epoch milliseconds. Parsed to an ISO string in UTC.
 */
export const instant = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const t =
      typeof v === 'number' || /^\d{9,}$/.test(v.trim())
        ? Number(v)
        : Date.parse(utcUnlessZoned(v.trim()));
    if (!Number.isFinite(t) || (typeof v === 'string' && v.trim() === '')) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return new Date(t).toISOString();
  });

/** An optional date: Jackson reads "" (the HOJ form's unset date) as null, so as absent. */
export const optionalInstant = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), instant(message).optional());

/** Jackson reads a date-time without an offset as UTC; JS would read it as local time. */
const utcUnlessZoned = (s: string) =>
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(s) ? `${s.replace(' ', 'T')}Z` : s;

/** An id HOJ sends as a number or a numeric string (`integer|string` in the contract). */
export const id = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} is required`)
    .positive(`${label} is required`);
