import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { groupStream, type GroupMemberAuth } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { groupDecider } from './group.decider.ts';
import { assertGroup, assertGroupLevel, groupLimits as limits } from './group.policy.ts';
import { listMembers, memberUidsOf } from './group-member.queries.ts';
import { noticeDisband, noticeRemoval } from './group-notices.ts';
import { actor, runAndWait } from './group-run.ts';

const listQuery = z.object({
  gid: id('gid'),
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(limits.pageSize).default(limits.pageSize),
  keyword: z.string().trim().max(100).optional(),
  auth: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
});
const gidQuery = z.object({ gid: id('gid') });
// HOJ sends gid, code and reason as request params; a JSON body is read too.
const applyParams = z.object({
  gid: id('gid'),
  code: z.string().trim().max(100).optional(),
  reason: z.string().trim().max(1000).optional(),
});
const memberBody = z.object({
  gid: id('gid'),
  uid: z.string({ error: 'uid is required' }).trim().min(1, 'uid is required'),
  auth: z.coerce
    .number({ error: 'Auth must be 1 to 5' })
    .int('Auth must be 1 to 5')
    .min(1, 'Auth must be 1 to 5')
    .max(5, 'Auth must be 1 to 5'),
});
const kickQuery = z.object({ gid: id('gid'), uid: z.string().trim().min(1, 'uid is required') });

const paramsOf = (req: Request) => ({
  ...(typeof req.body === 'object' && req.body !== null ? (req.body as object) : {}),
  ...req.query,
});

/** Joining and leaving, the member and apply lists, and the admins' auth changes and kicks. */
export const registerGroupMemberRoutes = (deps: Deps): Router => {
  const r = Router();

  const list = (kind: 'members' | 'applications') => async (req: Request, res: Response) => {
    const user = requireUser(req);
    const q = parseQuery(listQuery, req);
    await assertGroup(deps.sql, q.gid, user.role);
    await assertGroupLevel(deps.sql, q.gid, user, kind === 'members' ? 3 : 4);
    const found = await listMembers(deps.sql, q.gid, kind, {
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
      keyword: q.keyword,
      auth: q.auth,
    });
    ok(res, page(found.records, found.total, q.currentPage, q.limit));
  };
  r.get('/group/get-member-list', list('members'));
  r.get('/group/get-apply-list', list('applications'));

  r.post('/group/member', async (req, res) => {
    const user = requireUser(req);
    const p = applyParams.parse({ ...paramsOf(req) });
    await assertGroup(deps.sql, p.gid, user.role);
    await runAndWait(deps, groupStream(p.gid), groupDecider, {
      type: 'ApplyToGroup',
      data: { code: p.code ?? null, reason: p.reason ?? null },
      metadata: actor(user),
    });
    ok(res, null, 'Apply successfully');
  });

  r.delete('/group/member/exit', async (req, res) => {
    const user = requireUser(req);
    const { gid } = parseQuery(gidQuery, req);
    await assertGroup(deps.sql, gid, user.role);
    await runAndWait(deps, groupStream(gid), groupDecider, {
      type: 'ExitGroup',
      data: {},
      metadata: actor(user),
    });
    ok(res, null, 'Exit successfully');
  });

  r.put('/group/member', async (req, res) => {
    const user = requireUser(req);
    const b = parseBody(memberBody, req);
    await assertGroup(deps.sql, b.gid, user.role);
    await assertGroupLevel(deps.sql, b.gid, user, 4);
    await runAndWait(deps, groupStream(b.gid), groupDecider, {
      type: 'SetMemberAuth',
      data: { uid: b.uid, auth: b.auth as GroupMemberAuth },
      metadata: actor(user),
    });
    ok(res, null, 'Update successfully');
  });

  r.delete('/group/member', async (req, res) => {
    const user = requireUser(req);
    const q = parseQuery(kickQuery, req);
    const g = await assertGroup(deps.sql, q.gid, user.role);
    await assertGroupLevel(deps.sql, q.gid, user, 4);
    // Kicking the owner (the super admin alone may) disbands the group: read its members first.
    const members = q.uid === g.uid ? await memberUidsOf(deps.sql, q.gid) : [];
    const { events } = await runAndWait(deps, groupStream(q.gid), groupDecider, {
      type: 'KickMember',
      data: { uid: q.uid },
      metadata: actor(user),
    });
    if (events.some((e) => e.type === 'GroupDisbanded')) {
      await noticeDisband(deps, g, user, members);
      return ok(res, null, 'Disband successfully');
    }
    await noticeRemoval(deps, g, user, q.uid);
    ok(res, null, 'Delete successfully');
  });

  return r;
};
