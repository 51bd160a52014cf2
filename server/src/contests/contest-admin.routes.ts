import { Router } from 'express';
import { z } from 'zod';
import { nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { contestBody, contestInputOf } from './contest-form.ts';
import { managedContest, runContestCommand } from './contest-access.ts';
import { administeredContestsOwner, contestDeleters, contestManagers } from './contest.policy.ts';
import {
  contestInputOfRow,
  contestProblemRows,
  contestVo,
  listContestRows,
} from './contest.queries.ts';

const cidQuery = z.object({
  cid: z.coerce.number({ error: 'cid is required' }).int().positive('cid is required'),
});
const listQuery = z.object({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  keyword: z.string().trim().optional().default(''),
});
const visibleQuery = cidQuery.extend({
  visible: z.enum(['true', 'false'], { error: 'visible must be true or false' }),
});

/** The admin contest form and list under /api/admin/contest. */
export const registerContestAdminRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/admin/contest/get-contest-list', async (req, res) => {
    const user = requireRole(req, contestManagers);
    const q = parseQuery(listQuery, req);
    const now = new Date();
    const { rows, total } = await listContestRows(deps.sql, {
      current: q.currentPage,
      size: q.limit,
      keyword: q.keyword,
      // The contests this user administers (root all, others their own), nothing more.
      ownerUid: administeredContestsOwner(user),
      publicOnly: false,
      now,
    });
    ok(
      res,
      page(
        rows.map((c) => contestVo(c, now)),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  r.get('/admin/contest', async (req, res) => {
    const { cid } = parseQuery(cidQuery, req);
    const { contest } = await managedContest(deps, req, contestManagers, cid);
    ok(res, contestVo(contest, new Date(), true));
  });

  r.post('/admin/contest', async (req, res) => {
    const user = requireRole(req, contestManagers);
    const input = contestInputOf(parseBody(contestBody, req));
    const cid = await nextId(deps.sql, 'contest');
    await runContestCommand(deps, {
      type: 'CreateContest',
      data: { ...input, cid, author: user.username },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    ok(res, { id: cid }, 'Create successfully');
  });

  r.put('/admin/contest', async (req, res) => {
    requireRole(req, contestManagers);
    const body = parseBody(contestBody, req);
    if (!body.id) throw new HttpError(400, 'Contest id is required');
    const { metadata } = await managedContest(deps, req, contestManagers, body.id);
    await runContestCommand(deps, {
      type: 'EditContest',
      data: { ...contestInputOf(body), cid: body.id },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  r.delete('/admin/contest', async (req, res) => {
    requireRole(req, contestDeleters);
    const { cid } = parseQuery(cidQuery, req);
    const { metadata } = await managedContest(deps, req, contestDeleters, cid);
    await runContestCommand(deps, { type: 'DeleteContest', data: { cid }, metadata });
    ok(res, null, 'Delete successfully');
  });

  // Backend-only in HOJ: a copy (same settings and problems) owned by the cloning admin.
  r.get('/admin/contest/clone', async (req, res) => {
    requireRole(req, contestManagers);
    const { cid } = parseQuery(cidQuery, req);
    const { user, contest, metadata } = await managedContest(deps, req, contestManagers, cid);
    const problems = (await contestProblemRows(deps.sql, cid)).map((p) => ({
      pid: Number(p.pid),
      displayId: p.display_id,
      displayTitle: p.display_title,
      color: p.color,
    }));
    const id = await nextId(deps.sql, 'contest');
    await runContestCommand(deps, {
      type: 'CloneContest',
      data: {
        ...contestInputOfRow(contest),
        source: String(cid),
        cid: id,
        author: user.username,
        problems,
      },
      metadata,
    });
    ok(res, { id }, 'Clone successfully');
  });

  r.put('/admin/contest/change-contest-visible', async (req, res) => {
    requireRole(req, contestManagers);
    const { cid, visible } = parseQuery(visibleQuery, req);
    const { metadata } = await managedContest(deps, req, contestManagers, cid);
    await runContestCommand(deps, {
      type: 'ChangeContestVisibility',
      data: { cid, visible: visible === 'true' },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  return r;
};
