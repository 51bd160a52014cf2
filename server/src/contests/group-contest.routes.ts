import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { contestBody, contestInputOf } from './contest-form.ts';
import { runContestCommand } from './contest-access.ts';
import { contestVo, listContestRows, participantCounts } from './contest.queries.ts';
import {
  cidQuery,
  groupPageQuery,
  managedGroupContest,
  userInGroup,
} from './group-contest-access.ts';

const listQuery = z.object({ gid: id('gid'), ...groupPageQuery });
const visibleQuery = cidQuery.extend({
  visible: z.enum(['true', 'false'], { error: 'visible must be true or false' }),
});
/** HOJ's AdminContestVO; its client sends the group as a string (`$route.params.groupID`). */
const groupContestBody = contestBody.extend({ gid: id('The group id (gid)') });

/**
 * Group contests (spec 3 section 2.7) under /api/group: the members' list, the group admins'
 * list and the contest form. A group contest is a contest with a `gid`: the same decider,
 * projection, pages and board as a site contest; only who may see and manage it differs.
 */
export const registerGroupContestRoutes = (deps: Deps): Router => {
  const r = Router();

  const list = (admin: boolean) => async (req: Request, res: Response) => {
    const q = parseQuery(listQuery, req);
    await userInGroup(deps, req, q.gid, admin ? 4 : 3);
    const now = new Date();
    const { rows, total } = await listContestRows(deps.sql, {
      current: q.currentPage,
      size: q.limit,
      keyword: '',
      publicOnly: false,
      gid: q.gid,
      // As HOJ: members the visible ones by start time, admins every one, newest first.
      visibleOnly: !admin,
      byId: admin,
      now,
    });
    const count = await participantCounts(
      deps.sql,
      rows.map((c) => Number(c.id)),
    );
    const records = rows.map((c) => ({
      ...contestVo(c, now),
      count: count(Number(c.id)),
      now: now.toISOString(),
    }));
    ok(res, page(records, total, q.currentPage, q.limit));
  };
  r.get('/group/get-contest-list', list(false));
  r.get('/group/get-admin-contest-list', list(true));

  r.get('/group/contest', async (req, res) => {
    const { cid } = parseQuery(cidQuery, req);
    const { contest } = await managedGroupContest(deps, req, cid);
    ok(res, contestVo(contest, new Date(), true));
  });

  // Any group admin creates; the author then administers it with the group's roots.
  r.post('/group/contest', async (req, res) => {
    const body = parseBody(groupContestBody, req);
    const { user } = await userInGroup(deps, req, body.gid, 4);
    const cid = await nextId(deps.sql, 'contest');
    await runContestCommand(deps, {
      type: 'CreateContest',
      data: { ...contestInputOf(body), gid: body.gid, cid, author: user.username },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    ok(res, null, 'Create successfully');
  });

  // The contest stays in its own group whatever gid the body names (the decider keeps it).
  r.put('/group/contest', async (req, res) => {
    const body = parseBody(groupContestBody.partial({ gid: true }), req);
    if (!body.id) throw new HttpError(400, 'Contest id is required');
    const { metadata, gid } = await managedGroupContest(deps, req, body.id);
    await runContestCommand(deps, {
      type: 'EditContest',
      data: { ...contestInputOf(body), gid, cid: body.id },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  r.delete('/group/contest', async (req, res) => {
    const { cid } = parseQuery(cidQuery, req);
    const { metadata } = await managedGroupContest(deps, req, cid);
    await runContestCommand(deps, { type: 'DeleteContest', data: { cid }, metadata });
    ok(res, null, 'Delete successfully');
  });

  r.put('/group/change-contest-visible', async (req, res) => {
    const { cid, visible } = parseQuery(visibleQuery, req);
    const { metadata } = await managedGroupContest(deps, req, cid);
    await runContestCommand(deps, {
      type: 'ChangeContestVisibility',
      data: { cid, visible: visible === 'true' },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  return r;
};
