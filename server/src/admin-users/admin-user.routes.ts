import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { ok, page } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { msg, isUserType } from '../accounts/index.ts';
import { adminUserLimits as limits, requireUserManager } from './admin-user.policy.ts';
import { listUsers, userRolesVo } from './admin-user.queries.ts';
import { deleteUsers, editUser } from './edit-user.ts';

const listQuery = z.object({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  keyword: z.string().trim().max(100).catch('').default(''),
  onlyAdmin: z
    .union([z.boolean(), z.string()])
    .transform((v) => v === true || v === 'true')
    .catch(false)
    .default(false),
});

const passwordRange = `The password must be between ${limits.passwordMin} and ${limits.passwordMax} characters`;

// HOJ's admin form sends the whole user (username too: it is read-only and ignored here).
const editBody = z
  .object({
    uid: z.string({ error: 'The user does not exist' }).min(1, 'The user does not exist'),
    realname: z
      .string()
      .trim()
      .max(limits.realname, `The real name can be at most ${limits.realname} characters`)
      .nullish()
      .transform((s) => s ?? ''),
    // Checked in editUser, and only when it changes: a first-start root has `root@localhost`.
    email: z
      .string()
      .trim()
      .max(320, msg.emailFormat)
      .nullish()
      .transform((s) => s ?? ''),
    type: z.coerce
      .number({ error: 'The user type must be one of 1000 to 1008' })
      .refine(isUserType, 'The user type must be one of 1000 to 1008'),
    status: z.coerce.number({ error: 'The status must be 0 (enabled) or 1 (disabled)' }).pipe(
      z.union([z.literal(0), z.literal(1)], {
        error: 'The status must be 0 (enabled) or 1 (disabled)',
      }),
    ),
    setNewPwd: z.boolean().optional().default(false),
    password: z.string().nullish(),
    titleName: z
      .string()
      .trim()
      .max(limits.titleName, `The title can be at most ${limits.titleName} characters`)
      .nullish()
      .transform((s) => s ?? ''),
    titleColor: z
      .string()
      .trim()
      .nullish()
      .transform((s) => s ?? '')
      .refine(
        (s) => s === '' || /^#[0-9a-fA-F]{6}$/.test(s),
        'The title colour must look like #ff0000',
      ),
  })
  .superRefine((b, ctx) => {
    const length = b.password?.length ?? 0;
    if (b.setNewPwd && (length < limits.passwordMin || length > limits.passwordMax))
      ctx.addIssue({ code: 'custom', path: ['password'], message: passwordRange });
  });

const deleteBody = z.object({
  ids: z
    .array(z.string().min(1), { error: 'Please choose the users to delete' })
    .min(1, 'Please choose the users to delete')
    .max(limits.batch, `At most ${limits.batch} users can be deleted at once`),
});

/** User management of the back office: list, edit and delete (user admins only). */
export const registerAdminUserRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/admin/user/get-user-list', async (req, res) => {
    requireUserManager(req);
    const q = parseQuery(listQuery, req);
    const offset = (q.currentPage - 1) * q.limit;
    const { rows, total } = await listUsers(deps.sql, { ...q, offset });
    ok(res, page(rows.map(userRolesVo), total, q.currentPage, q.limit));
  });

  r.put('/admin/user/edit-user', async (req, res) => {
    const actor = requireUserManager(req);
    const b = parseBody(editBody, req);
    const position = await editUser(deps, actor, {
      uid: b.uid,
      realname: b.realname,
      email: b.email,
      type: b.type,
      status: b.status,
      titleName: b.titleName,
      titleColor: b.titleColor,
      newPassword: b.setNewPwd ? (b.password ?? '') : null,
    });
    await deps.projections.waitFor(position);
    ok(res, null, 'update successfully');
  });

  r.delete('/admin/user/delete-user', async (req, res) => {
    const actor = requireUserManager(req);
    const { ids } = parseBody(deleteBody, req);
    await deps.projections.waitFor(await deleteUsers(deps, actor, ids));
    ok(res, null, 'delete successfully');
  });

  return r;
};
