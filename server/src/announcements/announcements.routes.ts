import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { announcementStream, handleCommand, nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { parseBody, parseQuery, text } from '../http/validate.ts';
import { announcementDecider, type AnnouncementCommand } from './announcement.decider.ts';
import { announcementLimits, announcementManagers } from './announcement.policy.ts';
import { announcementVo, listSiteAnnouncements } from './announcement.queries.ts';

const pageQuery = (defaultLimit: number) =>
  z.object({
    currentPage: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).catch(defaultLimit).default(defaultLimit),
  });

const status = z.coerce
  .number({ error: 'Status must be 0 (visible) or 1 (hidden)' })
  .pipe(
    z.union([z.literal(0), z.literal(1)], { error: 'Status must be 0 (visible) or 1 (hidden)' }),
  )
  .optional()
  .default(0);

// HOJ clients send the whole AnnouncementVO (uid, gid, times too); only these are taken.
const announcementBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  title: text('Title', { max: announcementLimits.title }),
  // Not trimmed: leading spaces are markdown (an indented code block).
  content: z
    .string({ error: 'Content is required' })
    .max(
      announcementLimits.content,
      `Content can be at most ${announcementLimits.content} characters`,
    )
    .refine((s) => s.trim() !== '', 'Content is required'),
  status,
});

const aidQuery = z.object({
  aid: z.coerce.number({ error: 'aid is required' }).int().positive('aid is required'),
});

/** One page of site-wide announcements; the admin list also shows the hidden ones. */
const listHandler =
  (deps: Deps, o: { admin: boolean; defaultLimit: number }): RequestHandler =>
  async (req, res) => {
    if (o.admin) requireRole(req, announcementManagers);
    const q = parseQuery(pageQuery(o.defaultLimit), req);
    const { rows, total } = await listSiteAnnouncements(deps.sql, {
      visibleOnly: !o.admin,
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
    });
    ok(res, page(rows.map(announcementVo), total, q.currentPage, q.limit));
  };

/**
 * Site-wide announcements: the public list of the home page (visible ones only, newest
 * first, 5 per page by default) and the admin CRUD (announcement managers, 10 per page).
 */
export const registerAnnouncementRoutes = (deps: Deps): Router => {
  const r = Router();
  const now = () => new Date().toISOString();
  const run = async (id: number, command: AnnouncementCommand) => {
    const result = await handleCommand(
      deps.store,
      announcementStream(id),
      announcementDecider,
      command,
    );
    await deps.projections.waitFor(result.appended?.position ?? 0);
  };

  r.get('/get-common-announcement', listHandler(deps, { admin: false, defaultLimit: 5 }));
  r.get('/admin/announcement', listHandler(deps, { admin: true, defaultLimit: 10 }));

  r.post('/admin/announcement', async (req, res) => {
    const user = requireRole(req, announcementManagers);
    const { title, content, status } = parseBody(announcementBody, req);
    const id = await nextId(deps.sql, 'announcement');
    await run(id, {
      type: 'CreateAnnouncement',
      data: { id, title, content, status, gid: null, username: user.username },
      metadata: { now: now(), userId: user.uid },
    });
    ok(res, null, 'Create successfully');
  });

  r.put('/admin/announcement', async (req, res) => {
    const user = requireRole(req, announcementManagers);
    const { id, title, content, status } = parseBody(announcementBody, req);
    if (!id) throw new HttpError(400, 'Announcement id is required');
    await run(id, {
      type: 'EditAnnouncement',
      data: { id, title, content, status },
      metadata: { now: now(), userId: user.uid },
    });
    ok(res, null, 'update successfully');
  });

  r.delete('/admin/announcement', async (req, res) => {
    const user = requireRole(req, announcementManagers);
    const { aid } = parseQuery(aidQuery, req);
    await run(aid, {
      type: 'DeleteAnnouncement',
      data: { id: aid },
      metadata: { now: now(), userId: user.uid },
    });
    ok(res, null, 'delete successfully');
  });

  return r;
};
