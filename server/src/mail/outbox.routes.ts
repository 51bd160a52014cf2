import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { ok, page } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { requireRole } from '../auth/authenticate.ts';
import { listOutbox } from './outbox.ts';

const outboxQuery = z.object({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(15).default(15),
  recipient: z.string().max(320).catch('').default(''),
});

/**
 * The mail outbox of the back office: what the site would have sent, for the super admin only
 * (mails carry sign-up codes and password reset links).
 */
export const registerOutboxRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/admin/mail-outbox', async (req, res) => {
    requireRole(req, ['root']);
    const q = parseQuery(outboxQuery, req);
    const { rows, total } = await listOutbox(deps.sql, {
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
      recipient: q.recipient.trim(),
    });
    ok(res, { ...page(rows, total, q.currentPage, q.limit), smtp: deps.mailer.mode === 'smtp' });
  });
  return r;
};
