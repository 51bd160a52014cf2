import { Router } from 'express';
import { z } from 'zod';
import { groupStream, nextId, type GroupFields } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { readSwitchConfig } from '../site/switch-config.queries.ts';
import { groupDecider } from './group.decider.ts';
import {
  assertGroup,
  groupCreateExempt,
  groupLevelOf,
  groupLimits as limits,
  groupMessages as m,
  isSuperAdmin,
} from './group.policy.ts';
import {
  acCountOf,
  groupDetailVo,
  groupNameTaken,
  groupsCreatedBy,
  groupVo,
  listGroups,
  memberAuthOf,
} from './group.queries.ts';
import { actor, runAndWait } from './group-run.ts';
import { memberUidsOf } from './group-member.queries.ts';
import { noticeDisband } from './group-notices.ts';
import { groupFieldsBody, groupFieldsOf } from './group-form.ts';

const listQuery = z.object({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(120).catch(limits.listPage).default(limits.listPage),
  keyword: z.string().trim().max(200).optional(),
  auth: z.coerce.number().int().min(1).max(3).optional().catch(undefined),
  onlyMine: z.boolean().optional().default(false),
});
const gidQuery = z.object({ gid: id('gid') });

/** Name and short name are unique across groups (case-insensitive). */
const assertNamesFree = async (deps: Deps, f: GroupFields, except: number | null) => {
  if (await groupNameTaken(deps.sql, 'name', f.name, except)) throw new HttpError(400, m.nameTaken);
  if (await groupNameTaken(deps.sql, 'short_name', f.shortName, except))
    throw new HttpError(400, m.shortNameTaken);
};

/** The group list, detail, the caller's access and auth, and creating, editing, disbanding. */
export const registerGroupRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/get-group-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    const user = req.auth.user;
    const { rows, total } = await listGroups(deps.sql, {
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
      keyword: q.keyword,
      auth: q.auth,
      memberUid: q.onlyMine ? requireUser(req).uid : undefined,
      all: isSuperAdmin(user?.role),
    });
    ok(res, page(rows.map(groupVo), total, q.currentPage, q.limit));
  });

  r.get('/get-group-detail', async (req, res) => {
    const user = requireUser(req);
    const { gid } = parseQuery(gidQuery, req);
    const g = await assertGroup(deps.sql, gid, user.role);
    ok(res, groupDetailVo(g, (await groupLevelOf(deps.sql, gid, user)) === 5));
  });

  r.get('/get-group-access', async (req, res) => {
    const user = requireUser(req);
    const { gid } = parseQuery(gidQuery, req);
    await assertGroup(deps.sql, gid, user.role);
    ok(res, { access: (await groupLevelOf(deps.sql, gid, user)) >= 3 });
  });

  r.get('/get-group-auth', async (req, res) => {
    const user = requireUser(req);
    const { gid } = parseQuery(gidQuery, req);
    ok(res, (await memberAuthOf(deps.sql, gid, user.uid)) ?? 0);
  });

  r.post('/group', async (req, res) => {
    const user = requireUser(req);
    const fields = groupFieldsOf(parseBody(groupFieldsBody, req));
    await assertNamesFree(deps, fields, null);
    const switches = await readSwitchConfig(deps.sql);
    const created = await groupsCreatedBy(deps.sql, user.uid, new Date());
    const gid = await nextId(deps.sql, 'group_');
    await runAndWait(deps, groupStream(gid), groupDecider, {
      type: 'CreateGroup',
      data: {
        ...fields,
        gid,
        limits: {
          exempt: groupCreateExempt.includes(user.role),
          acCount: await acCountOf(deps.sql, user.uid),
          createdToday: created.today,
          createdTotal: created.total,
          acNeeded: switches.defaultCreateGroupACInitValue,
          daily: switches.defaultCreateGroupDailyLimit,
          total: switches.defaultCreateGroupLimit,
        },
      },
      metadata: actor(user),
    });
    ok(res, null, 'Create successfully');
  });

  r.put('/group', async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(groupFieldsBody.partial().extend({ id: id('id') }), req);
    const g = await assertGroup(deps.sql, body.id, user.role);
    // HOJ's client strips empty values from the update: what is absent keeps its value.
    const fields = groupFieldsOf({
      name: body.name ?? g.name,
      shortName: body.shortName ?? g.short_name,
      brief: body.brief ?? g.brief,
      description: body.description ?? g.description,
      auth: body.auth ?? g.auth,
      code: body.code ?? g.code,
    });
    await assertNamesFree(deps, fields, body.id);
    await runAndWait(deps, groupStream(body.id), groupDecider, {
      type: 'UpdateGroup',
      data: fields,
      metadata: actor(user),
    });
    ok(res, null, 'Update successfully');
  });

  r.delete('/group', async (req, res) => {
    const user = requireUser(req);
    const { gid } = parseQuery(gidQuery, req);
    const g = await assertGroup(deps.sql, gid, user.role);
    // Read before: the disbanding removes the member rows.
    const members = await memberUidsOf(deps.sql, gid);
    await runAndWait(deps, groupStream(gid), groupDecider, {
      type: 'DisbandGroup',
      data: {},
      metadata: actor(user),
    });
    await noticeDisband(deps, g, user, members);
    ok(res, null, 'Disband successfully');
  });

  return r;
};
