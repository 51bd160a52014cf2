import { Router } from 'express';
import { z } from 'zod';
import { nextId, type Sql } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { findGroupRow } from '../groups/group.queries.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { findProblemRow } from '../problems/problem.queries.ts';
import { isPublicProblem, notPublicProblem } from './training-admin-problems.routes.ts';
import { managedGroupTraining, runTrainingCommand } from './training-access.ts';
import { tidField } from './training-form.ts';
import {
  addFromPublicBody,
  pickerQuery,
  rankBody,
  removeQuery,
  trainingProblemAdminPage,
} from './training-picker.ts';
import { trainingLimits } from './training.policy.ts';

// HOJ's client sends both as query parameters of the POST (or as form fields).
const fromGroupQuery = z.object({
  problemId: z
    .string({ error: 'Problem ID is required' })
    .trim()
    .min(1, 'Problem ID is required')
    .max(trainingLimits.displayId, 'Problem ID is required'),
  tid: tidField,
});

export const notGroupProblem = 'The problem does not exist or is not a problem of this group';

/**
 * A group's problem by the id its admin types: the stored id (HOJ keeps the group's short name
 * in front of it) or, as a convenience, the id without that prefix.
 */
const findGroupProblem = async (sql: Sql, gid: number, typed: string) => {
  const group = await findGroupRow(sql, gid);
  const candidates = [typed, ...(group ? [`${group.short_name}${typed}`] : [])];
  const [row] = await sql<{ pid: number; problem_id: string }[]>`
    SELECT pid, problem_id FROM read.problems
     WHERE gid = ${gid} AND lower(problem_id) = ANY(${candidates.map((c) => c.toLowerCase())})
     ORDER BY lower(problem_id) = ${typed.toLowerCase()} DESC LIMIT 1`;
  return row;
};

/**
 * A group training's problem set under /api/group (HOJ's GroupTrainingProblemController): the
 * admin list, the rank, removal, and adding a public problem or one of the group's own. Every
 * call is the training's admins' (`managedGroupTraining`).
 */
export const registerGroupTrainingProblemRoutes = (deps: Deps): Router => {
  const r = Router();

  // HOJ's default here is the training's own problems (queryExisted=true); the picker sends false.
  r.get('/group/get-training-problem-list', async (req, res) => {
    requireUser(req);
    const q = parseQuery(pickerQuery(true), req);
    await managedGroupTraining(deps, req, q.tid);
    ok(res, await trainingProblemAdminPage(deps.sql, q));
  });

  r.put('/group/training-problem', async (req, res) => {
    requireUser(req);
    const b = parseBody(rankBody, req);
    const { metadata } = await managedGroupTraining(deps, req, b.tid);
    await runTrainingCommand(deps, {
      type: 'ChangeTrainingProblemRank',
      data: { tid: b.tid, pid: b.pid, rank: b.rank },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  r.delete('/group/training-problem', async (req, res) => {
    requireUser(req);
    const q = parseQuery(removeQuery, req);
    const { metadata } = await managedGroupTraining(deps, req, q.tid);
    await runTrainingCommand(deps, {
      type: 'RemoveTrainingProblem',
      data: { tid: q.tid, pid: q.pid },
      metadata,
    });
    ok(res, null, 'Delete successfully');
  });

  r.post('/group/add-training-problem-from-public', async (req, res) => {
    requireUser(req);
    const b = parseBody(addFromPublicBody, req);
    const { metadata } = await managedGroupTraining(deps, req, b.tid);
    const problem = await findProblemRow(deps.sql, b.pid);
    if (!problem || !isPublicProblem(problem)) throw new HttpError(404, notPublicProblem);
    const id = await nextId(deps.sql, 'training_problem');
    await runTrainingCommand(deps, {
      type: 'AddTrainingProblem',
      data: { tid: b.tid, pid: b.pid, id, displayId: b.displayId || problem.problem_id, rank: 0 },
      metadata,
    });
    ok(res, null, 'Add successfully');
  });

  r.post('/group/add-training-problem-from-group', async (req, res) => {
    requireUser(req);
    const q = parseQuery(fromGroupQuery, req);
    const { training, metadata } = await managedGroupTraining(deps, req, q.tid);
    const problem = await findGroupProblem(deps.sql, Number(training.gid), q.problemId);
    if (!problem) throw new HttpError(404, notGroupProblem);
    const id = await nextId(deps.sql, 'training_problem');
    await runTrainingCommand(deps, {
      type: 'AddTrainingProblem',
      data: {
        tid: q.tid,
        pid: Number(problem.pid),
        id,
        displayId: problem.problem_id,
        rank: 0,
      },
      metadata,
    });
    ok(res, null, 'Add successfully');
  });

  return r;
};
