import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { discussionLimits as limits } from './discussion.policy.ts';
import { discussionVo, listDiscussionRows } from './discussion.queries.ts';
import { groupDiscussionLevel } from './discussion-access.ts';
import {
  createDiscussion,
  deleteDiscussion,
  discussionBody,
  editDiscussion,
} from './discussion-writes.ts';

const pageFields = {
  gid: id('gid'),
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(limits.pageSize).default(limits.pageSize),
};
const listQuery = z.object({ ...pageFields, pid: z.string().trim().max(255).optional() });
const adminListQuery = z.object(pageFields);
const didQuery = z.object({ did: id('did') });

/**
 * A group's discussions (HOJ's GroupDiscussionController), all behind the group-discussion
 * switch: the members' list (normal ones, optionally of one problem), the group admins' list
 * (disabled ones too), and posting, editing, deleting. The detail, comments, replies, likes and
 * reports are the site's calls, which apply a group's rules to a group's discussion.
 */
export const registerGroupDiscussionRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/group/get-discussion-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    await groupDiscussionLevel(deps, req.auth.user, q.gid, 3);
    const { rows, total } = await listDiscussionRows(deps.sql, {
      gid: q.gid,
      pid: q.pid,
      admin: false,
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
    });
    ok(res, page(rows.map(discussionVo), total, q.currentPage, q.limit));
  });

  r.get('/group/get-admin-discussion-list', async (req, res) => {
    const q = parseQuery(adminListQuery, req);
    await groupDiscussionLevel(deps, req.auth.user, q.gid, 4);
    const { rows, total } = await listDiscussionRows(deps.sql, {
      gid: q.gid,
      admin: true,
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
    });
    ok(res, page(rows.map(discussionVo), total, q.currentPage, q.limit));
  });

  r.post('/group/discussion', async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(discussionBody, req);
    if (!body.gid) throw new HttpError(400, 'gid is required');
    await createDiscussion(deps, user, body, body.gid);
    ok(res, null, 'success');
  });

  // The admin page sends the whole row back with its status and top switches flipped.
  r.put('/group/discussion', async (req, res) => {
    await editDiscussion(deps, requireUser(req), parseBody(discussionBody, req), {
      moderate: true,
      group: true,
    });
    ok(res, null, 'success');
  });

  r.delete('/group/discussion', async (req, res) => {
    const user = requireUser(req);
    const { did } = parseQuery(didQuery, req);
    await deleteDiscussion(deps, user, did, { group: true });
    ok(res, null, 'success');
  });

  return r;
};
