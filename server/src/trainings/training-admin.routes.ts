import { Router } from 'express';
import { z } from 'zod';
import { nextId, type Role } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { managedTraining, runTrainingCommand } from './training-access.ts';
import { tidField, trainingBody, trainingFieldsOf, type TrainingBody } from './training-form.ts';
import { categoryOf } from './training-category-of.ts';
import { administeredTrainingsOwner, trainingManagers } from './training.policy.ts';
import {
  categoryVo,
  findCategory,
  listTrainingRows,
  trainingEntityVo,
  trainingRegistrations,
} from './training.queries.ts';

/** Only root deletes a training (contract: roles root). */
const trainingDeleters: readonly Role[] = ['root'];

const tidQuery = z.object({ tid: tidField });
const pageOf = (size: number) => ({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(size).default(size),
});
const listQuery = z.object({
  ...pageOf(10),
  keyword: z
    .string()
    .trim()
    .max(200, 'The keyword can be at most 200 characters')
    .optional()
    .default(''),
});
const statusQuery = tidQuery.extend({
  status: z.enum(['true', 'false'], { error: 'status must be true or false' }),
});

/** A group's training is made and edited under /api/group/training, never here. */
const assertSiteTraining = (b: TrainingBody) => {
  if (b.training.gid) throw new HttpError(404, 'The group does not exist');
};

/** The admin training form and list under /api/admin/training. */
export const registerTrainingAdminRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/admin/training/get-training-list', async (req, res) => {
    const user = requireRole(req, trainingManagers);
    const q = parseQuery(listQuery, req);
    const { rows, total } = await listTrainingRows(deps.sql, {
      current: q.currentPage,
      size: q.limit,
      keyword: q.keyword,
      admin: true,
      // The trainings this user administers (root all, others their own), nothing more.
      owner: administeredTrainingsOwner(user),
    });
    ok(
      res,
      page(
        rows.map((t) => trainingEntityVo(t, { password: false })),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  r.get('/admin/training', async (req, res) => {
    const { tid } = parseQuery(tidQuery, req);
    const { training } = await managedTraining(deps, req, trainingManagers, tid);
    const category = training.category_id && (await findCategory(deps.sql, training.category_id));
    ok(res, {
      training: trainingEntityVo(training, { password: true }),
      trainingCategory: category ? categoryVo(category) : null,
    });
  });

  r.post('/admin/training', async (req, res) => {
    const user = requireRole(req, trainingManagers);
    const b = parseBody(trainingBody, req);
    assertSiteTraining(b);
    const fields = trainingFieldsOf(b, await categoryOf(deps, b, { gid: null, uid: user.uid }));
    const tid = await nextId(deps.sql, 'training');
    await runTrainingCommand(deps, {
      type: 'CreateTraining',
      data: { tid, fields, author: user.username },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    ok(res, null, 'Create successfully');
  });

  r.put('/admin/training', async (req, res) => {
    const b = parseBody(trainingBody, req);
    if (!b.training.id) throw new HttpError(400, 'Training id is required');
    assertSiteTraining(b);
    const { user, metadata } = await managedTraining(deps, req, trainingManagers, b.training.id);
    const fields = trainingFieldsOf(b, await categoryOf(deps, b, { gid: null, uid: user.uid }));
    await runTrainingCommand(deps, {
      type: 'EditTraining',
      data: { tid: b.training.id, fields },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  r.delete('/admin/training', async (req, res) => {
    const { tid } = parseQuery(tidQuery, req);
    const { metadata } = await managedTraining(deps, req, trainingDeleters, tid);
    await runTrainingCommand(deps, { type: 'DeleteTraining', data: { tid }, metadata });
    ok(res, null, 'Delete successfully');
  });

  // HOJ's client sends `author` too; the server's rule decides, never the author it names.
  r.put('/admin/training/change-training-status', async (req, res) => {
    const q = parseQuery(statusQuery, req);
    const { metadata } = await managedTraining(deps, req, trainingManagers, q.tid);
    await runTrainingCommand(deps, {
      type: 'ChangeTrainingStatus',
      data: { tid: q.tid, status: q.status === 'true' },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  // Who registered for a private training, and when (not in HOJ: its admin list of members).
  r.get('/admin/training/get-training-register-list', async (req, res) => {
    const q = parseQuery(tidQuery.extend(pageOf(20)), req);
    await managedTraining(deps, req, trainingManagers, q.tid);
    const { rows, total } = await trainingRegistrations(deps.sql, {
      tid: q.tid,
      current: q.currentPage,
      size: q.limit,
    });
    const records = rows.map((x) => ({
      uid: x.uid,
      username: x.username,
      realname: x.realname,
      nickname: x.nickname,
      gmtCreate: x.gmt_create.toISOString(),
    }));
    ok(res, page(records, total, q.currentPage, q.limit));
  });

  return r;
};
