import { Router } from 'express';
import { z } from 'zod';
import { discussionReportStream, discussionStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { discussionDecider } from './discussion.decider.ts';
import { reportDecider } from './report.decider.ts';
import { discussionMessages as m, discussionModerators } from './discussion.policy.ts';
import { findDiscussionRow, listReports } from './discussion.queries.ts';
import { nowIso, runAndWait } from './discussion-run.ts';
import { discussionAccess } from './discussion-access.ts';
import type { UserRow } from '../auth/user-row.ts';

// The admin page sends the whole Discussion; only the switches it flips are taken.
const moderateBody = z.object({
  id: id('Discussion id'),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  topPriority: z.boolean().optional(),
});
const reportBody = z.object({ id: id('Report id'), status: z.boolean() });
const pageQuery = z.object({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
});

/** /admin/discussion: disable, enable, pin and delete discussions; the report queue. */
export const registerAdminDiscussionRoutes = (deps: Deps): Router => {
  const r = Router();
  const metadata = (uid: string) => ({ now: nowIso(), userId: uid, moderator: true });
  // A group's discussion is moderated by its group admins: here, the super admin only.
  const assertMayModerateGroupOne = async (
    d: { gid: number | null; status: number },
    user: UserRow,
  ) => {
    if (d.gid !== null && !(await discussionAccess(deps, user, d)).moderator)
      throw new HttpError(403, m.notYours);
  };

  r.put('/admin/discussion', async (req, res) => {
    const user = requireRole(req, discussionModerators);
    const b = parseBody(moderateBody, req);
    const d = await findDiscussionRow(deps.sql, b.id);
    if (!d) throw new HttpError(404, m.notFound);
    await assertMayModerateGroupOne(d, user);
    await runAndWait(deps, discussionStream(b.id), discussionDecider, {
      type: 'ModerateDiscussion',
      data: {
        id: b.id,
        status: b.status ?? (d.status === 1 ? 1 : 0),
        topPriority: b.topPriority ?? d.top_priority,
      },
      metadata: metadata(user.uid),
    });
    ok(res, null, 'success');
  });

  // HOJ sends a JSON array of ids as the DELETE body.
  r.delete('/admin/discussion', async (req, res) => {
    const user = requireRole(req, discussionModerators);
    // An empty list deletes nothing, as HOJ's removeByIds does.
    const ids = z
      .array(z.coerce.number().int().positive(), { error: 'Send a list of discussion ids' })
      .parse(req.body);
    for (const did of ids) {
      const d = await findDiscussionRow(deps.sql, did);
      if (d) await assertMayModerateGroupOne(d, user);
      await runAndWait(deps, discussionStream(did), discussionDecider, {
        type: 'DeleteDiscussion',
        data: { id: did },
        metadata: metadata(user.uid),
      });
    }
    ok(res, null, 'success');
  });

  r.get('/admin/discussion-report', async (req, res) => {
    const user = requireRole(req, discussionModerators);
    const q = parseQuery(pageQuery, req);
    // Reports on a group's discussions show to the super admin only (root of every group).
    const { records, total } = await listReports(deps.sql, (q.currentPage - 1) * q.limit, q.limit, {
      groups: user.role === 'root',
    });
    ok(res, page(records, total, q.currentPage, q.limit));
  });

  r.put('/admin/discussion-report', async (req, res) => {
    const user = requireRole(req, discussionModerators);
    const b = parseBody(reportBody, req);
    await runAndWait(deps, discussionReportStream(b.id), reportDecider, {
      type: 'HandleReport',
      data: { id: b.id, status: b.status },
      metadata: { now: nowIso(), userId: user.uid },
    });
    ok(res, null, 'success');
  });

  return r;
};
