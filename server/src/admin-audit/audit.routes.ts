import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { ok, page } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { requireSystemAdmin } from '../admin-system/config.policy.ts';
import { listAudit } from './audit.queries.ts';
import { auditVo } from './audit-vo.ts';
import { auditedEventTypes as auditActions } from '@oj/events';

/** Admin tables page by 10 (spec 3, section 4); the page offers 10, 30, 50 and 100. */
export const auditPageSizes = [10, 30, 50, 100] as const;

const date = (name: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === '' || Number.isFinite(Date.parse(s)), {
      message: `${name} must be a date and time, e.g. 2026-11-27T10:00:00Z`,
    })
    .transform((s) => (s === '' ? null : new Date(Date.parse(s)).toISOString()))
    .optional()
    .transform((v) => v ?? null);

const text = (max: number, name: string) =>
  z.string().trim().max(max, `${name} can be at most ${max} characters`).optional().default('');

const auditQuery = z
  .object({
    currentPage: z.coerce
      .number({ error: 'currentPage must be a whole number from 1' })
      .int('currentPage must be a whole number from 1')
      .min(1, 'currentPage must be a whole number from 1')
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a whole number from 1 to 100' })
      .int('limit must be a whole number from 1 to 100')
      .min(1, 'limit must be a whole number from 1 to 100')
      .max(100, 'limit must be a whole number from 1 to 100')
      .default(auditPageSizes[0]),
    action: z
      .array(
        z.enum(auditActions, {
          error: `action must be one of ${auditActions.join(', ')}`,
        }),
      )
      .max(auditActions.length)
      .optional()
      .default([]),
    actor: text(50, 'actor'),
    cid: z.coerce
      .number({ error: 'cid must be a contest id' })
      .int('cid must be a contest id')
      .positive('cid must be a contest id')
      .optional(),
    problem: text(100, 'problem'),
    user: text(50, 'user'),
    from: date('from'),
    to: date('to'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be later than to',
  });

/** `/admin/audit`: who did what, from the events (super admin only). */
export const registerAuditRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/admin/get-audit-log', async (req, res) => {
    requireSystemAdmin(req);
    const q = parseQuery(auditQuery, req);
    const { rows, total } = await listAudit(deps.sql, {
      actions: q.action,
      actor: q.actor,
      cid: q.cid ?? null,
      problem: q.problem,
      user: q.user,
      from: q.from,
      to: q.to,
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
    });
    ok(res, page(rows.map(auditVo), total, q.currentPage, q.limit), 'success');
  });
  return r;
};
