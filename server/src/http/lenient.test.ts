import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conform } from './lenient.ts';
import { instant } from './validate.ts';

const body = z.object({
  title: z.string({ error: 'Title is required' }),
  source: z.string().optional(),
  cid: z.coerce.number().int().optional(),
  count: z.number().int().optional(),
  open: z.boolean().optional(),
  kind: z.enum(['1', '2']).optional(),
  list: z.array(z.number()).optional(),
  nested: z.object({ id: z.number().optional(), name: z.string().optional() }).optional(),
  either: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});

const parse = (v: unknown) => body.safeParse(conform(body, v));

describe('conforming a request to its schema the way HOJ binds it', () => {
  it('reads null as absent, so a required field says it is required', () => {
    const r = parse({ title: null, source: null });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Title is required');
    expect(parse({ title: 'T', source: null, nested: { id: null } }).data).toEqual({
      title: 'T',
      nested: {},
    });
  });

  it('keeps null for a field that takes it on purpose (nullable, or preprocessed)', () => {
    const profile = z.object({
      blog: z.preprocess((v) => (v === null ? '' : v), z.string().optional()),
      tcid: z.number().nullable().optional(),
    });
    expect(profile.parse(conform(profile, { blog: null, tcid: null }))).toEqual({
      blog: '',
      tcid: null,
    });
  });

  it('turns numbers and booleans into strings, numeric strings into numbers', () => {
    expect(parse({ title: 7, source: 0, count: '12', kind: 2, list: ['1', 2] }).data).toEqual({
      title: '7',
      source: '0',
      count: 12,
      kind: '2',
      list: [1, 2],
    });
    expect(parse({ title: 'T', count: '' }).data).toEqual({ title: 'T' });
    expect(parse({ title: 'T', count: 'x' }).success).toBe(false);
  });

  it('reads "true"/"false" and 1/0 as booleans, in nested objects too', () => {
    expect(parse({ title: 'T', open: 'true' }).data?.open).toBe(true);
    expect(parse({ title: 'T', open: 0 }).data?.open).toBe(false);
    expect(parse({ title: 'T', nested: { id: '3', name: 4 } }).data?.nested).toEqual({
      id: 3,
      name: '4',
    });
  });

  it('splits a comma-joined query list', () => {
    const q = z.object({ tagId: z.array(z.coerce.number()).optional() });
    expect(q.parse(conform(q, { tagId: '1,2' }, true))).toEqual({ tagId: [1, 2] });
  });

  it('reads the date forms Jackson accepts', () => {
    const d = instant('Start time is required');
    const iso = '2021-05-01T04:00:00.000Z';
    for (const v of [iso, '2021-05-01T04:00:00.000+0000', '2021-05-01T04:00:00+00:00'])
      expect(d.parse(v)).toBe(iso);
    expect(d.parse(Date.parse(iso))).toBe(iso);
    expect(d.parse('2021-05-01 04:00:00')).toBe(iso);
    expect(d.safeParse('soon').error?.issues[0]?.message).toBe('Start time is required');
  });
});
