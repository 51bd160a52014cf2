import { Router } from 'express';
import { z } from 'zod';
import { nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { runContestCommand } from './contest-access.ts';
import { contestAnnouncementBody } from './contest-admin-announcements.routes.ts';
import { contestAnnouncementMessages } from './contest.decider.ts';
import {
  contestAnnouncementPage,
  contestAnnouncementVo,
  findContestAnnouncement,
} from './contest.queries.ts';
import { groupPageQuery, managedGroupContest } from './group-contest-access.ts';

const listQuery = z.object({ cid: id('cid'), ...groupPageQuery });
const deleteQuery = z.object({ aid: id('aid'), cid: id('cid') });

/**
 * A group contest's announcements under /api/group (its contest admins only): the same events
 * as the site's, so the contest page's notices and pushes work alike.
 */
export const registerGroupContestAnnouncementRoutes = (deps: Deps): Router => {
  const r = Router();

  // HOJ's AnnouncementVO: contest announcements have no visibility of their own (status 0).
  r.get('/group/get-contest-announcement-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    await managedGroupContest(deps, req, q.cid);
    const { rows, total } = await contestAnnouncementPage(deps.sql, {
      cid: q.cid,
      current: q.currentPage,
      size: q.limit,
    });
    const records = rows.map((a) => ({ ...contestAnnouncementVo(a), status: 0 }));
    ok(res, page(records, total, q.currentPage, q.limit));
  });

  r.post('/group/contest-announcement', async (req, res) => {
    const { cid, announcement: a } = parseBody(contestAnnouncementBody, req);
    const { user, metadata } = await managedGroupContest(deps, req, cid);
    const aid = await nextId(deps.sql, 'announcement');
    await runContestCommand(deps, {
      type: 'CreateContestAnnouncement',
      data: { cid, id: aid, title: a.title, content: a.content, username: user.username },
      metadata,
    });
    ok(res, null, 'Create successfully');
  });

  r.put('/group/contest-announcement', async (req, res) => {
    const { cid, announcement: a } = parseBody(contestAnnouncementBody, req);
    if (!a.id) throw new HttpError(400, 'Announcement id is required');
    const { metadata } = await managedGroupContest(deps, req, cid);
    await runContestCommand(deps, {
      type: 'EditContestAnnouncement',
      data: { cid, id: a.id, title: a.title, content: a.content },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  // The announcement's own contest decides: a `cid` naming another contest finds nothing.
  r.delete('/group/contest-announcement', async (req, res) => {
    const { aid, cid } = parseQuery(deleteQuery, req);
    const { metadata } = await managedGroupContest(deps, req, cid);
    const found = await findContestAnnouncement(deps.sql, aid);
    if (!found || Number(found.cid) !== cid)
      throw new HttpError(404, contestAnnouncementMessages.notFound);
    await runContestCommand(deps, {
      type: 'DeleteContestAnnouncement',
      data: { cid, id: aid },
      metadata,
    });
    ok(res, null, 'Delete successfully');
  });

  return r;
};
