import { Router } from 'express';
import { z } from 'zod';
import { handleCommand, nextId, trainingCategoryStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody, parseQuery, text } from '../http/validate.ts';
import {
  categoryMessages,
  trainingCategoryDecider,
  type TrainingCategoryCommand,
} from './training-category.decider.ts';
import { trainingCategoryManagers, trainingLimits } from './training.policy.ts';
import { categoryNameUsed, categoryVo, findCategory } from './training.queries.ts';

const categoryBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: text('Category name', { max: trainingLimits.categoryName }),
  color: text('Category colour', { max: trainingLimits.color }),
});
const cidQuery = z.object({
  cid: z.coerce.number({ error: 'cid is required' }).int().positive('cid is required'),
});

/** Training categories under /api/admin/training/category (problem admins and root). */
export const registerTrainingCategoryRoutes = (deps: Deps): Router => {
  const r = Router();
  const run = async (id: number, command: TrainingCategoryCommand) => {
    const result = await handleCommand(
      deps.store,
      trainingCategoryStream(id),
      trainingCategoryDecider,
      command,
    );
    await deps.projections.waitFor(result.appended?.position ?? 0);
  };
  const metadataOf = (uid: string) => ({ now: new Date().toISOString(), userId: uid });

  r.post('/admin/training/category', async (req, res) => {
    const user = requireRole(req, trainingCategoryManagers);
    const { name, color } = parseBody(categoryBody, req);
    if (await categoryNameUsed(deps.sql, name))
      throw new HttpError(400, categoryMessages.nameTaken);
    const id = await nextId(deps.sql, 'training_category');
    await run(id, {
      type: 'CreateTrainingCategory',
      data: { id, name, color, gid: null },
      metadata: metadataOf(user.uid),
    });
    const created = await findCategory(deps.sql, id);
    ok(res, created ? categoryVo(created) : null, 'Create successfully');
  });

  r.put('/admin/training/category', async (req, res) => {
    const user = requireRole(req, trainingCategoryManagers);
    const { id, name, color } = parseBody(categoryBody, req);
    if (!id) throw new HttpError(400, 'Category id is required');
    const found = await findCategory(deps.sql, id);
    if (!found || found.gid !== null) throw new HttpError(404, categoryMessages.missing);
    if (await categoryNameUsed(deps.sql, name, id))
      throw new HttpError(400, categoryMessages.nameTaken);
    await run(id, {
      type: 'EditTrainingCategory',
      data: { id, name, color },
      metadata: metadataOf(user.uid),
    });
    ok(res, null, 'Update successfully');
  });

  r.delete('/admin/training/category', async (req, res) => {
    const user = requireRole(req, trainingCategoryManagers);
    const { cid } = parseQuery(cidQuery, req);
    const found = await findCategory(deps.sql, cid);
    if (!found || found.gid !== null) throw new HttpError(404, categoryMessages.missing);
    await run(cid, {
      type: 'DeleteTrainingCategory',
      data: { id: cid },
      metadata: metadataOf(user.uid),
    });
    ok(res, null, 'Delete successfully');
  });

  return r;
};
