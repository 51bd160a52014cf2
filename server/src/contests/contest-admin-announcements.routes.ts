import { Router } from 'express';
import { z } from 'zod';
import { nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { managedContest, runContestCommand } from './contest-access.ts';
import { contestManagers } from './contest.policy.ts';
import {
  contestAnnouncementPage,
  contestAnnouncementVo,
  findContestAnnouncement,
} from './contest.queries.ts';

const id = (name: string) =>
  z.coerce
    .number({ error: `${name} is required` })
    .int()
    .positive(`${name} is required`);
const listQuery = z.object({
  cid: id('cid'),
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
});
const announcement = z.object({
  id: z.coerce.number().int().positive().optional(),
  title: z.string({ error: 'Title is required' }).max(255, 'Title can be at most 255 characters'),
  content: z
    .string({ error: 'Content is required' })
    .max(65_535, 'Content can be at most 65535 characters'),
});
/** HOJ's AnnouncementDTO: the contest and the announcement (uid, status and times ignored). */
export const contestAnnouncementBody = z.object({
  cid: id('cid'),
  announcement: z.object(announcement.shape, { error: 'The announcement is required' }),
});

/** Announcements inside a contest under /api/admin/contest/announcement. */
export const registerContestAnnouncementAdminRoutes = (deps: Deps): Router => {
  const r = Router();
  const path = '/admin/contest/announcement';

  r.get(path, async (req, res) => {
    requireRole(req, contestManagers);
    const q = parseQuery(listQuery, req);
    await managedContest(deps, req, contestManagers, q.cid);
    const { rows, total } = await contestAnnouncementPage(deps.sql, {
      cid: q.cid,
      current: q.currentPage,
      size: q.limit,
    });
    ok(res, page(rows.map(contestAnnouncementVo), total, q.currentPage, q.limit));
  });

  r.post(path, async (req, res) => {
    const user = requireRole(req, contestManagers);
    const { cid, announcement: a } = parseBody(contestAnnouncementBody, req);
    const { metadata } = await managedContest(deps, req, contestManagers, cid);
    const aid = await nextId(deps.sql, 'announcement');
    await runContestCommand(deps, {
      type: 'CreateContestAnnouncement',
      data: { cid, id: aid, title: a.title, content: a.content, username: user.username },
      metadata,
    });
    ok(res, { id: aid }, 'Create successfully');
  });

  r.put(path, async (req, res) => {
    requireRole(req, contestManagers);
    const { cid, announcement: a } = parseBody(contestAnnouncementBody, req);
    if (!a.id) throw new HttpError(400, 'Announcement id is required');
    const { metadata } = await managedContest(deps, req, contestManagers, cid);
    await runContestCommand(deps, {
      type: 'EditContestAnnouncement',
      data: { cid, id: a.id, title: a.title, content: a.content },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  r.delete(path, async (req, res) => {
    requireRole(req, contestManagers);
    const { aid } = parseQuery(z.object({ aid: id('aid') }), req);
    const found = await findContestAnnouncement(deps.sql, aid);
    if (!found) throw new HttpError(404, 'The announcement does not exist');
    const cid = Number(found.cid);
    const { metadata } = await managedContest(deps, req, contestManagers, cid);
    await runContestCommand(deps, {
      type: 'DeleteContestAnnouncement',
      data: { cid, id: aid },
      metadata,
    });
    ok(res, null, 'Delete successfully');
  });

  return r;
};
