import { Router } from 'express';
import { z } from 'zod';
import { discussionCategoriesStream, discussionReportStream, likeStream, nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole, requireUser } from '../auth/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { discussionCategoryDecider } from './discussion-category.decider.ts';
import { likeDecider } from './like.decider.ts';
import { reportDecider } from './report.decider.ts';
import {
  categoryEditors,
  discussionLimits as limits,
  discussionMessages as m,
} from './discussion.policy.ts';
import { listCategories } from './discussion.queries.ts';
import { takeLikeSlot, takeReportSlot } from './discussion-gates.ts';
import { discussionUrl } from './discussion-access.ts';
import { nowIso, runAndWait, tell } from './discussion-run.ts';
import { readableDiscussion } from './discussion.routes.ts';

const categoriesBody = z.array(
  z.object({
    id: z.coerce.number().int().positive().nullish(),
    name: z.string({ error: m.categoryName }),
  }),
  { error: 'A list of categories is required' },
);

const likeQuery = z.object({
  did: id('did'),
  toLike: z.boolean({ error: 'toLike is required' }),
});

const reportBody = z.object({
  did: id('did'),
  content: z
    .string({ error: m.reportReason })
    .trim()
    .min(1, m.reportReason)
    .max(limits.report, m.reportLong),
});

/** Discussion categories, likes and reports (of site and group discussions alike). */
export const registerDiscussionSocialRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/discussion-category', async (_req, res) => {
    ok(res, await listCategories(deps.sql));
  });

  // HOJ saves the whole list: rows with an id are kept or renamed, the others are new.
  r.post('/discussion-category', async (req, res) => {
    const user = requireRole(req, categoryEditors);
    const body = z
      .array(z.unknown())
      .parse(Array.isArray(req.body) ? req.body : undefined)
      .map((x) => categoriesBody.element.parse(x));
    const categories = [];
    for (const c of body)
      categories.push({
        id: c.id ?? (await nextId(deps.sql, 'discussion_category')),
        name: c.name,
      });
    await runAndWait(deps, discussionCategoriesStream(), discussionCategoryDecider, {
      type: 'SaveDiscussionCategories',
      data: { categories },
      metadata: { now: nowIso(), userId: user.uid },
    });
    ok(res, await listCategories(deps.sql));
  });

  r.get('/discussion-like', async (req, res) => {
    const user = requireUser(req);
    const { did, toLike } = parseQuery(likeQuery, req);
    const d = await readableDiscussion(deps, req, did);
    await takeLikeSlot(deps, user);
    const result = await runAndWait(deps, likeStream('discussion', did, user.uid), likeDecider, {
      type: 'ToggleLike',
      data: { target: 'discussion', targetId: did, toLike },
      metadata: { now: nowIso(), userId: user.uid },
    });
    if (result.events.some((e) => e.type === 'LikeGiven'))
      await tell(deps, {
        kind: 'like',
        recipientId: d.uid,
        senderId: user.uid,
        senderUsername: user.username,
        sourceType: 'Discussion',
        sourceId: did,
        sourceTitle: d.title,
        sourceContent: d.description,
        quoteId: null,
        quoteType: null,
        quoteContent: '',
        url: discussionUrl(d),
      });
    ok(res, null, 'success');
  });

  r.post('/discussion-report', async (req, res) => {
    const user = requireUser(req);
    const { did, content } = parseBody(reportBody, req);
    await readableDiscussion(deps, req, did);
    await takeReportSlot(deps, user);
    const reportId = await nextId(deps.sql, 'discussion_report');
    await runAndWait(deps, discussionReportStream(reportId), reportDecider, {
      type: 'ReportDiscussion',
      data: { id: reportId, did, reporter: user.username, content },
      metadata: { now: nowIso(), userId: user.uid },
    });
    ok(res, null, 'success');
  });

  return r;
};
