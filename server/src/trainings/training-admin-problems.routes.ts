import { Router } from 'express';
import { z } from 'zod';
import { nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { isGroupOnly } from '../problems/problem.policy.ts';
import { findProblemRow } from '../problems/problem.queries.ts';
import { managedTraining, runTrainingCommand } from './training-access.ts';
import { tidField } from './training-form.ts';
import {
  addFromPublicBody,
  pickerQuery,
  rankBody,
  removeQuery,
  trainingProblemAdminPage,
} from './training-picker.ts';
import { trainingManagers, trainingProblemRemovers } from './training.policy.ts';

export const notPublicProblem = 'The problem does not exist or is not public';

/** A problem of the public set: public, and not a group's own (a group's made public is). */
export const isPublicProblem = (p: Parameters<typeof isGroupOnly>[0] & { auth: number }) =>
  p.auth === 1 && !isGroupOnly(p);

/** The training's problem set under /api/admin/training: picker, add, order, remove. */
export const registerTrainingProblemAdminRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/admin/training/get-problem-list', async (req, res) => {
    const q = parseQuery(pickerQuery(false), req);
    await managedTraining(deps, req, trainingManagers, q.tid);
    ok(res, await trainingProblemAdminPage(deps.sql, q));
  });

  r.post('/admin/training/add-problem-from-public', async (req, res) => {
    const b = parseBody(addFromPublicBody, req);
    const { metadata } = await managedTraining(deps, req, trainingManagers, b.tid);
    const problem = await findProblemRow(deps.sql, b.pid);
    if (!problem || !isPublicProblem(problem)) throw new HttpError(404, notPublicProblem);
    const id = await nextId(deps.sql, 'training_problem');
    await runTrainingCommand(deps, {
      type: 'AddTrainingProblem',
      data: {
        tid: b.tid,
        pid: b.pid,
        id,
        displayId: b.displayId || problem.problem_id,
        rank: b.rank,
      },
      metadata,
    });
    ok(res, null, 'Add successfully');
  });

  r.put('/admin/training/problem', async (req, res) => {
    const b = parseBody(rankBody, req);
    const { metadata } = await managedTraining(deps, req, trainingProblemRemovers, b.tid);
    await runTrainingCommand(deps, {
      type: 'ChangeTrainingProblemRank',
      data: { tid: b.tid, pid: b.pid, rank: b.rank },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  // HOJ deletes the problem itself when `tid` is missing; here `tid` is required.
  r.delete('/admin/training/problem', async (req, res) => {
    const q = parseQuery(removeQuery, req);
    const { metadata } = await managedTraining(deps, req, trainingProblemRemovers, q.tid);
    await runTrainingCommand(deps, {
      type: 'RemoveTrainingProblem',
      data: { tid: q.tid, pid: q.pid },
      metadata,
    });
    ok(res, null, 'Remove successfully');
  });

  r.get('/admin/training/import-remote-oj-problem', async (req, _res) => {
    const { tid } = parseQuery(z.object({ tid: tidField }), req);
    await managedTraining(deps, req, trainingManagers, tid);
    throw new HttpError(
      400,
      'Remote judge is not supported: add problems from the public problem set instead',
    );
  });

  return r;
};
