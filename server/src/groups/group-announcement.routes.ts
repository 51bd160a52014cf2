import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { groupAnnouncementStream, nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery, text } from '../http/validate.ts';
import { groupAnnouncementDecider } from './group-announcement.decider.ts';
import {
  assertGroup,
  assertGroupLevel,
  groupLimits as limits,
  groupMessages as m,
} from './group.policy.ts';
import { findAnnouncementGid, listAnnouncements } from './group-member.queries.ts';
import { runAndWait } from './group-run.ts';

const listQuery = (size: number) =>
  z.object({
    gid: id('gid'),
    currentPage: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).catch(size).default(size),
  });
// HOJ posts the whole Announcement: id, uid and times are ignored, gid may be a string.
const announcementBody = z.object({
  gid: id('gid'),
  title: text('Title', { max: limits.announcementTitle }),
  content: z
    .string({ error: 'Content is required' })
    .max(
      limits.announcementContent,
      `Content can be at most ${limits.announcementContent} characters`,
    )
    .refine((s) => s.trim() !== '', 'Content is required'),
  status: z.coerce.number().int().min(0).max(1).catch(0).default(0),
});
const aidQuery = z.object({ aid: id('aid') });

/** Group announcements: the members' view (visible ones), the admins' table and their CRUD. */
export const registerGroupAnnouncementRoutes = (deps: Deps): Router => {
  const r = Router();

  const list = (admin: boolean) => async (req: Request, res: Response) => {
    const user = requireUser(req);
    const q = parseQuery(listQuery(admin ? limits.pageSize : limits.memberAnnouncementPage), req);
    await assertGroup(deps.sql, q.gid, user.role);
    await assertGroupLevel(deps.sql, q.gid, user, admin ? 4 : 3);
    const found = await listAnnouncements(deps.sql, q.gid, {
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
      all: admin,
    });
    ok(res, page(found.records, found.total, q.currentPage, q.limit));
  };
  r.get('/group/get-announcement-list', list(false));
  r.get('/group/get-admin-announcement-list', list(true));

  const metadataIn = async (req: Request, gid: number) => {
    const user = requireUser(req);
    await assertGroup(deps.sql, gid, user.role);
    const level = await assertGroupLevel(deps.sql, gid, user, 4);
    return { now: new Date().toISOString(), userId: user.uid, username: user.username, level };
  };

  r.post('/group/announcement', async (req, res) => {
    const b = parseBody(announcementBody, req);
    const metadata = await metadataIn(req, b.gid);
    const aid = await nextId(deps.sql, 'group_announcement');
    await runAndWait(deps, groupAnnouncementStream(aid), groupAnnouncementDecider, {
      type: 'PostGroupAnnouncement',
      data: { id: aid, gid: b.gid, title: b.title, content: b.content, status: b.status as 0 | 1 },
      metadata,
    });
    ok(res, null, 'Create successfully');
  });

  /** The announcement's own group: a body's gid never moves it to another group. */
  const gidOf = async (aid: number) => {
    const gid = await findAnnouncementGid(deps.sql, aid);
    if (gid === null) throw new HttpError(404, m.announcementMissing);
    return gid;
  };

  r.put('/group/announcement', async (req, res) => {
    const b = parseBody(announcementBody.extend({ id: id('id') }), req);
    const metadata = await metadataIn(req, await gidOf(b.id));
    await runAndWait(deps, groupAnnouncementStream(b.id), groupAnnouncementDecider, {
      type: 'EditGroupAnnouncement',
      data: { title: b.title, content: b.content, status: b.status as 0 | 1 },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  r.delete('/group/announcement', async (req, res) => {
    const { aid } = parseQuery(aidQuery, req);
    const metadata = await metadataIn(req, await gidOf(aid));
    await runAndWait(deps, groupAnnouncementStream(aid), groupAnnouncementDecider, {
      type: 'DeleteGroupAnnouncement',
      data: {},
      metadata,
    });
    ok(res, null, 'Delete successfully');
  });

  return r;
};
