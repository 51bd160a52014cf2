import { Router } from 'express';
import { z } from 'zod';
import { nextId, type Sql } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { findProblemRow, findProblemRows, problemVo } from '../problems/problem.queries.ts';
import { managedTraining, runTrainingCommand } from './training-access.ts';
import { rankField, tidField } from './training-form.ts';
import { trainingLimits, trainingManagers, trainingProblemRemovers } from './training.policy.ts';
import { trainingProblemRows, trainingProblemVo } from './training.queries.ts';

const pidField = z.coerce.number({ error: 'pid is required' }).int().positive('pid is required');
const bool = z.preprocess((v) => v === 'true' || v === true, z.boolean());
const listQuery = z.object({
  tid: tidField,
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  keyword: z
    .string()
    .trim()
    .max(200, 'The keyword can be at most 200 characters')
    .optional()
    .default(''),
  queryExisted: bool.optional().default(false),
});
const addBody = z.object({
  pid: pidField,
  tid: tidField,
  displayId: z
    .string()
    .trim()
    .max(
      trainingLimits.displayId,
      `The display id can be at most ${trainingLimits.displayId} characters`,
    )
    .nullable()
    .optional(),
  rank: rankField(0),
});
const rankBody = z.object({ tid: tidField, pid: pidField, rank: rankField(0) });
const removeQuery = z.object({ tid: tidField, pid: pidField });

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin picker's page: the training's own problems (in its order) or the public problem
 * set's problems not in it yet (newest first), by keyword (problem id, title, author).
 */
const pickerPage = async (sql: Sql, tid: number, q: z.infer<typeof listQuery>) => {
  const keyword = q.keyword
    ? sql`AND (p.problem_id ILIKE ${likePattern(q.keyword)} OR p.title ILIKE ${likePattern(q.keyword)} OR p.author ILIKE ${likePattern(q.keyword)})`
    : sql``;
  const from = q.queryExisted
    ? sql`FROM read.problems p JOIN read.training_problems tp ON tp.pid = p.pid AND tp.tid = ${tid} WHERE true ${keyword}`
    : sql`FROM read.problems p WHERE p.auth = 1 AND p.gid IS NULL
          AND NOT EXISTS (SELECT 1 FROM read.training_problems tp WHERE tp.tid = ${tid} AND tp.pid = p.pid) ${keyword}`;
  const order = q.queryExisted
    ? sql`ORDER BY tp.rank, tp.display_id, p.pid`
    : sql`ORDER BY p.pid DESC`;
  const [count] = await sql<{ n: number }[]>`SELECT count(*)::int AS n ${from}`;
  const pids = await sql<{ pid: number }[]>`
    SELECT p.pid ${from} ${order} LIMIT ${q.limit} OFFSET ${(q.currentPage - 1) * q.limit}`;
  return { pids: pids.map((p) => Number(p.pid)), total: count?.n ?? 0 };
};

/** The training's problem set under /api/admin/training: picker, add, order, remove. */
export const registerTrainingProblemAdminRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/admin/training/get-problem-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    await managedTraining(deps, req, trainingManagers, q.tid);
    const { pids, total } = await pickerPage(deps.sql, q.tid, q);
    const rows = await findProblemRows(deps.sql, pids);
    const records = pids.flatMap((pid) => {
      const p = rows.get(pid);
      // Checker code and judge files belong to the problem's managers, not the training's.
      return p ? [{ ...problemVo(p), spjCode: null, judgeExtraFile: null }] : [];
    });
    const map = Object.fromEntries(
      (await trainingProblemRows(deps.sql, q.tid)).map((tp) => [
        String(tp.pid),
        trainingProblemVo(tp),
      ]),
    );
    ok(res, {
      problemList: page(records, total, q.currentPage, q.limit),
      trainingProblemMap: map,
    });
  });

  r.post('/admin/training/add-problem-from-public', async (req, res) => {
    const b = parseBody(addBody, req);
    const { metadata } = await managedTraining(deps, req, trainingManagers, b.tid);
    const problem = await findProblemRow(deps.sql, b.pid);
    if (!problem || problem.auth !== 1 || problem.gid !== null)
      throw new HttpError(404, 'The problem does not exist or is not public');
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
