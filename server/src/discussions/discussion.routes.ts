import { Router, type Request } from 'express';
import { z } from 'zod';
import { discussionViewsStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import {
  discussionLimits as limits,
  discussionMessages as m,
  isDiscussionModerator,
} from './discussion.policy.ts';
import {
  discussionDetailVo,
  discussionVo,
  findDiscussionRow,
  hasLiked,
  listDiscussionRows,
  problemGroupOf,
} from './discussion.queries.ts';
import { assertAreaOpen } from './discussion-gates.ts';
import { discussionAccess } from './discussion-access.ts';
import {
  createDiscussion,
  deleteDiscussion,
  discussionBody,
  editDiscussion,
} from './discussion-writes.ts';
import { nowIso } from './discussion-run.ts';
import { createViewCounter } from './view-counter.ts';

const listQuery = z.object({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(limits.pageSize).default(limits.pageSize),
  cid: z.coerce.number().int().optional().catch(undefined),
  pid: z.string().trim().optional(),
  keyword: z.string().trim().max(200).optional(),
  onlyMine: z.boolean().optional().default(false),
  admin: z.boolean().optional().default(false),
});

const didQuery = z.object({ did: id('did') });

/**
 * A discussion the requester may read (see discussionAccess: the switch of its kind, a group's
 * members only, disabled ones for moderators), with what they may do with it.
 */
export const readableDiscussion = async (deps: Deps, req: Request, did: number) => {
  const d = await findDiscussionRow(deps.sql, did);
  if (!d) throw new HttpError(404, m.notFound);
  return { ...d, ...(await discussionAccess(deps, req.auth.user, d)) };
};

/**
 * Site discussions: the list, the detail (counting a view), and posting, editing, deleting,
 * which serve a group's discussions too (HOJ's client opens those through the same calls).
 */
export const registerDiscussionRoutes = (deps: Deps): Router => {
  const countsAsView = createViewCounter();
  const r = Router();

  r.get('/get-discussion-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    const user = req.auth.user;
    const admin = q.admin && user !== null && isDiscussionModerator(user.role);
    if (!admin) await assertAreaOpen(deps, 'public');
    const mine = q.onlyMine ? requireUser(req).uid : undefined;
    const { rows, total } = await listDiscussionRows(deps.sql, {
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
      admin,
      categoryId: q.cid,
      pid: q.pid,
      keyword: q.keyword,
      uid: mine,
    });
    ok(res, page(rows.map(discussionVo), total, q.currentPage, q.limit));
  });

  // A site discussion or a group's: readableDiscussion applies the rule of its kind.
  r.get('/get-discussion-detail', async (req, res) => {
    const { did } = parseQuery(didQuery, req);
    await readableDiscussion(deps, req, did);
    if (countsAsView(did, req.auth.user?.uid ?? `ip:${req.ip ?? ''}`)) {
      const viewed = await deps.store.append(discussionViewsStream(did), [
        { type: 'DiscussionViewed', data: { id: did, at: nowIso() } },
      ]);
      await deps.projections.waitFor(viewed.position);
    }
    const d = await readableDiscussion(deps, req, did);
    ok(res, discussionDetailVo(d, await hasLiked(deps.sql, 'discussion', did, req.auth.user?.uid)));
  });

  // A `gid`, or a problem of a group, makes it that group's discussion (as HOJ does).
  r.post('/discussion', async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(discussionBody, req);
    const problemGid = body.pid ? await problemGroupOf(deps.sql, body.pid) : null;
    await createDiscussion(deps, user, body, body.gid ?? problemGid ?? null);
    ok(res, null, 'success');
  });

  // Site and group discussions alike: the discussion's own kind decides the rules.
  r.put('/discussion', async (req, res) => {
    await editDiscussion(deps, requireUser(req), parseBody(discussionBody, req));
    ok(res, null, 'success');
  });

  r.delete('/discussion', async (req, res) => {
    const user = requireUser(req);
    const { did } = parseQuery(didQuery, req);
    await deleteDiscussion(deps, user, did);
    ok(res, null, 'success');
  });

  return r;
};
