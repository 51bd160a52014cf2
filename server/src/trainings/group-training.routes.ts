import { Router, type Request } from 'express';
import { z } from 'zod';
import { nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { assertGroup, assertGroupLevel, groupLevels } from '../groups/index.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { managedGroupTraining, runTrainingCommand } from './training-access.ts';
import { categoryOf } from './training-category-of.ts';
import { tidField, trainingBody, trainingFieldsOf } from './training-form.ts';
import {
  categoryVo,
  findCategory,
  listTrainingRows,
  trainingEntityVo,
  trainingProgress,
  trainingVo,
} from './training.queries.ts';

/** Spec 3 section 9: group lists are 10 a page. */
const groupPageSize = 10;
const listQuery = z.object({
  gid: id('gid'),
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(groupPageSize).default(groupPageSize),
});
const tidQuery = z.object({ tid: tidField });
const statusQuery = tidQuery.extend({
  status: z.enum(['true', 'false'], { error: 'status must be true or false' }),
});

export const groupTrainingMessages = {
  gidRequired: 'The group of the training is required',
} as const;

/** The signed-in user's level in an existing group, refused below `need` (401, 404, 403). */
const levelIn = async (deps: Deps, req: Request, gid: number, need: 3 | 4) => {
  const user = requireUser(req);
  await assertGroup(deps.sql, gid, user.role);
  return { user, level: await assertGroupLevel(deps.sql, gid, user, need) };
};

/**
 * Group trainings under /api/group (HOJ's GroupTrainingController): the members' list, the
 * admins' list, and the training form. A group training is a training with a `gid`: the same
 * deciders, projection and pages as the site's; only who may act differs (training.policy.ts).
 */
export const registerGroupTrainingRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/group/get-training-list', async (req, res) => {
    const user = requireUser(req);
    const q = parseQuery(listQuery, req);
    await levelIn(deps, req, q.gid, groupLevels.member);
    const { rows, total } = await listTrainingRows(deps.sql, {
      current: q.currentPage,
      size: q.limit,
      keyword: '',
      admin: false,
      gid: q.gid,
    });
    const progress = await trainingProgress(
      deps.sql,
      rows.map((t) => Number(t.id)),
      user.uid,
    );
    const records = rows.map((t) => trainingVo(t, progress(Number(t.id))));
    ok(res, page(records, total, q.currentPage, q.limit));
  });

  r.get('/group/get-admin-training-list', async (req, res) => {
    requireUser(req);
    const q = parseQuery(listQuery, req);
    await levelIn(deps, req, q.gid, groupLevels.admin);
    const { rows, total } = await listTrainingRows(deps.sql, {
      current: q.currentPage,
      size: q.limit,
      keyword: '',
      admin: true,
      gid: q.gid,
    });
    const records = rows.map((t) => trainingEntityVo(t, { password: false }));
    ok(res, page(records, total, q.currentPage, q.limit));
  });

  r.get('/group/training', async (req, res) => {
    requireUser(req);
    const { tid } = parseQuery(tidQuery, req);
    const { training } = await managedGroupTraining(deps, req, tid);
    const category = training.category_id && (await findCategory(deps.sql, training.category_id));
    ok(res, {
      training: trainingEntityVo(training, { password: true }),
      trainingCategory: category ? categoryVo(category) : null,
    });
  });

  r.post('/group/training', async (req, res) => {
    requireUser(req);
    const b = parseBody(trainingBody, req);
    const gid = b.training.gid;
    if (!gid) throw new HttpError(400, groupTrainingMessages.gidRequired);
    const { user } = await levelIn(deps, req, gid, groupLevels.admin);
    const categoryId = await categoryOf(deps, b, { gid, uid: user.uid });
    const tid = await nextId(deps.sql, 'training');
    await runTrainingCommand(deps, {
      type: 'CreateTraining',
      data: { tid, fields: trainingFieldsOf(b, categoryId, gid), author: user.username },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    ok(res, null, 'Create successfully');
  });

  // The group stays the training's: a `gid` in the form never moves it to another group.
  r.put('/group/training', async (req, res) => {
    requireUser(req);
    const b = parseBody(trainingBody, req);
    if (!b.training.id) throw new HttpError(400, 'Training id is required');
    const { user, training, metadata } = await managedGroupTraining(deps, req, b.training.id);
    const gid = Number(training.gid);
    const categoryId = await categoryOf(deps, b, { gid, uid: user.uid });
    await runTrainingCommand(deps, {
      type: 'EditTraining',
      data: { tid: b.training.id, fields: trainingFieldsOf(b, categoryId, gid) },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  r.delete('/group/training', async (req, res) => {
    requireUser(req);
    const { tid } = parseQuery(tidQuery, req);
    const { metadata } = await managedGroupTraining(deps, req, tid);
    await runTrainingCommand(deps, { type: 'DeleteTraining', data: { tid }, metadata });
    ok(res, null, 'Delete successfully');
  });

  r.put('/group/change-training-status', async (req, res) => {
    requireUser(req);
    const q = parseQuery(statusQuery, req);
    const { metadata } = await managedGroupTraining(deps, req, q.tid);
    await runTrainingCommand(deps, {
      type: 'ChangeTrainingStatus',
      data: { tid: q.tid, status: q.status === 'true' },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  return r;
};
