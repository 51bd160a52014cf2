import { Router, type Request } from 'express';
import { z } from 'zod';
import { discussionStream, discussionViewsStream, nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery, text } from '../http/validate.ts';
import { discussionDecider, type DiscussionFields } from './discussion.decider.ts';
import {
  discussionLimits as limits,
  discussionMessages as m,
  isDiscussionModerator,
} from './discussion.policy.ts';
import {
  categoryExists,
  discussionDetailVo,
  discussionVo,
  findDiscussionRow,
  hasLiked,
  listDiscussionRows,
  problemExists,
} from './discussion.queries.ts';
import { canPostDiscussion } from '../accounts/user-type.policy.ts';
import { assertAreaOpen, assertMayPostDiscussion } from './discussion-gates.ts';
import { nowIso, runAndWait } from './discussion-run.ts';
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

// HOJ clients send the whole Discussion (counts, author, times too); only these are taken.
export const discussionBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  categoryId: z.coerce.number({ error: m.categoryRequired }).int(m.categoryRequired),
  title: text('Title', { max: limits.title }),
  description: text('Description', { max: limits.description }),
  // Not trimmed: leading spaces are markdown (an indented code block).
  content: z
    .string({ error: 'Content is required' })
    .max(limits.content, `Content can be at most ${limits.content} characters`)
    .refine((s) => s.trim() !== '', 'Content is required'),
  pid: z.string().trim().max(255).optional(),
  topPriority: z.boolean().optional().default(false),
});

const didQuery = z.object({ did: id('did') });

/** A discussion the requester may read: disabled ones only for moderators. */
export const readableDiscussion = async (deps: Deps, req: Request, did: number) => {
  const d = await findDiscussionRow(deps.sql, did);
  if (!d) throw new HttpError(404, m.notFound);
  const user = req.auth.user;
  if (d.status !== 0 && !(user && isDiscussionModerator(user.role)))
    throw new HttpError(403, m.disabled);
  return d;
};

const fieldsOf = async (
  deps: Deps,
  b: z.infer<typeof discussionBody>,
): Promise<DiscussionFields> => {
  if (!(await categoryExists(deps.sql, b.categoryId))) throw new HttpError(400, m.categoryMissing);
  const pid = b.pid ? b.pid : null;
  if (pid !== null && !(await problemExists(deps.sql, pid)))
    throw new HttpError(404, m.problemMissing);
  const { categoryId, title, description, content, topPriority } = b;
  return { categoryId, title, description, content, pid, topPriority };
};

/** Site discussions: the list, the detail (counting a view), and posting, editing, deleting. */
export const registerDiscussionRoutes = (deps: Deps): Router => {
  const countsAsView = createViewCounter();
  const r = Router();
  const meta = (user: { uid: string; role: string }) => ({
    now: nowIso(),
    userId: user.uid,
    moderator: isDiscussionModerator(user.role as never),
  });

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

  r.get('/get-discussion-detail', async (req, res) => {
    await assertAreaOpen(deps, 'public');
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

  r.post('/discussion', async (req, res) => {
    const user = requireUser(req);
    await assertAreaOpen(deps, 'public');
    const body = parseBody(discussionBody, req);
    const fields = await fieldsOf(deps, body);
    await assertMayPostDiscussion(deps, user);
    const did = await nextId(deps.sql, 'discussion');
    await runAndWait(deps, discussionStream(did), discussionDecider, {
      type: 'CreateDiscussion',
      data: { ...fields, id: did, gid: null, author: user.username },
      metadata: meta(user),
    });
    ok(res, null, 'success');
  });

  r.put('/discussion', async (req, res) => {
    const user = requireUser(req);
    await assertAreaOpen(deps, 'public');
    const body = parseBody(discussionBody, req);
    if (!body.id) throw new HttpError(400, 'Discussion id is required');
    if (!canPostDiscussion(user)) throw new HttpError(403, m.noDiscussion);
    const fields = await fieldsOf(deps, body);
    await runAndWait(deps, discussionStream(body.id), discussionDecider, {
      type: 'EditDiscussion',
      data: { ...fields, id: body.id },
      metadata: meta(user),
    });
    ok(res, null, 'success');
  });

  r.delete('/discussion', async (req, res) => {
    const user = requireUser(req);
    await assertAreaOpen(deps, 'public');
    const { did } = parseQuery(didQuery, req);
    await runAndWait(deps, discussionStream(did), discussionDecider, {
      type: 'DeleteDiscussion',
      data: { id: did },
      metadata: meta(user),
    });
    ok(res, null, 'success');
  });

  return r;
};
