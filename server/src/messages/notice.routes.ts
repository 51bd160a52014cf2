import { Router, type Request } from 'express';
import { z } from 'zod';
import { handleCommand, nextId, noticeStream, type NoticeType, type Sql } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { parseBody, parseQuery, text } from '../http/validate.ts';
import { findUserByName, findUserByUid } from '../accounts/user.queries.ts';
import { noticeDecider, recipientRequired, type NoticeCommand } from './notice.decider.ts';
import { noticeLimits, noticeManagers } from './message.policy.ts';
import { adminNoticeVo, findNotice, listAdminNotices } from './notice.queries.ts';

// HOJ's own names: 'All' is a notice to everyone (our 'Sys'), 'Single' one to a single
// user (our 'Mine'); its admin form sends 'All'.
const hojType = { All: 'Sys', Single: 'Mine' } as const;
const noticeType = z
  .enum(['Sys', 'Mine', 'All', 'Single'], {
    error: 'The notice type must be Sys, Mine, All or Single',
  })
  .transform((t): NoticeType => (t === 'All' || t === 'Single' ? hojType[t] : t));
const optionalText = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((s) => s || undefined);

// HOJ clients send the whole AdminSysNoticeVO; only these are taken. The recipient is a uid
// (`recipientId`) or, from this site's form, a username (`recipientUsername`).
const noticeBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  title: text('Title', { max: noticeLimits.title }),
  // Not trimmed: leading spaces are markdown (an indented code block).
  content: z
    .string({ error: 'Content is required' })
    .max(noticeLimits.content, `Content can be at most ${noticeLimits.content} characters`)
    .refine((s) => s.trim() !== '', 'Content is required'),
  type: noticeType.optional(),
  recipientId: optionalText,
  recipientUsername: optionalText,
});

const listQuery = z.object({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  type: noticeType.optional().catch(undefined),
});

const idQuery = z.object({
  id: z.coerce.number({ error: 'id is required' }).int().positive('id is required'),
});

const meta = (req: Request) => {
  const user = requireRole(req, noticeManagers);
  return { user, metadata: { now: new Date().toISOString(), userId: user.uid } };
};

/** The uid of a personal notice's recipient; null for a notice to everyone. */
const recipientOf = async (sql: Sql, type: NoticeType, b: z.infer<typeof noticeBody>) => {
  if (type === 'Sys') return null;
  if (!b.recipientId && !b.recipientUsername) throw new HttpError(400, recipientRequired);
  const user = b.recipientId
    ? await findUserByUid(sql, b.recipientId)
    : await findUserByName(sql, b.recipientUsername ?? '');
  if (!user) throw new HttpError(404, 'The user does not exist');
  return user.uid;
};

/** The audience of an edited notice: what the form says, or (left out) what it was sent to. */
const audienceOf = async (sql: Sql, id: number, b: z.infer<typeof noticeBody>) => {
  const current = await findNotice(sql, id);
  if (!current) throw new HttpError(404, 'The notice does not exist');
  const type = b.type ?? current.type;
  const recipientId =
    b.recipientId || b.recipientUsername ? await recipientOf(sql, type, b) : current.recipient_id;
  return { type, recipientId };
};

/** System notices of the back office (super admin only): list, send, correct, withdraw. */
export const registerNoticeRoutes = (deps: Deps): Router => {
  const r = Router();
  const run = async (id: number, command: NoticeCommand) => {
    const result = await handleCommand(deps.store, noticeStream(id), noticeDecider, command);
    await deps.projections.waitFor(result.appended?.position ?? 0);
  };
  r.get('/admin/msg/notice', async (req, res) => {
    requireRole(req, noticeManagers);
    const q = parseQuery(listQuery, req);
    const offset = (q.currentPage - 1) * q.limit;
    const { rows, total } = await listAdminNotices(deps.sql, {
      type: q.type,
      offset,
      limit: q.limit,
    });
    ok(res, page(rows.map(adminNoticeVo), total, q.currentPage, q.limit));
  });

  r.post('/admin/msg/notice', async (req, res) => {
    const { user, metadata } = meta(req);
    const b = parseBody(noticeBody, req);
    const type = b.type ?? 'Sys';
    const recipientId = await recipientOf(deps.sql, type, b);
    const id = await nextId(deps.sql, 'notice');
    await run(id, {
      type: 'CreateNotice',
      data: {
        id,
        title: b.title,
        content: b.content,
        type,
        recipientId,
        adminUsername: user.username,
      },
      metadata,
    });
    ok(res, null, 'Send successfully');
  });

  r.put('/admin/msg/notice', async (req, res) => {
    const { metadata } = meta(req);
    const b = parseBody(noticeBody, req);
    if (!b.id) throw new HttpError(400, 'The notice id is required');
    const { type, recipientId } = await audienceOf(deps.sql, b.id, b);
    await run(b.id, {
      type: 'EditNotice',
      data: { id: b.id, title: b.title, content: b.content, type, recipientId },
      metadata,
    });
    ok(res, null, 'update successfully');
  });

  r.delete('/admin/msg/notice', async (req, res) => {
    const { metadata } = meta(req);
    const { id } = parseQuery(idQuery, req);
    await run(id, { type: 'DeleteNotice', data: { id }, metadata });
    ok(res, null, 'delete successfully');
  });

  return r;
};
