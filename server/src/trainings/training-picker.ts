import { z } from 'zod';
import type { Sql } from '@oj/events';
import { publicProblemWhere } from '../problems/problem.policy.ts';
import { findProblemRows, problemVo } from '../problems/problem.queries.ts';
import { page } from '../http/envelope.ts';
import { rankField, tidField } from './training-form.ts';
import { trainingLimits } from './training.policy.ts';
import { trainingProblemRows, trainingProblemVo } from './training.queries.ts';
import { likePattern } from '../infra/like-pattern.ts';

export const pidField = z.coerce
  .number({ error: 'pid is required' })
  .int()
  .positive('pid is required');
const bool = z.preprocess((v) => v === 'true' || v === true, z.boolean());

/** The admin problem list's query (HOJ: limit, currentPage, keyword, queryExisted, tid). */
export const pickerQuery = (queryExistedByDefault: boolean) =>
  z.object({
    tid: tidField,
    currentPage: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
    keyword: z
      .string()
      .trim()
      .max(200, 'The keyword can be at most 200 characters')
      .nullable()
      .optional()
      .transform((k) => k ?? ''),
    queryExisted: bool.optional().default(queryExistedByDefault),
  });
type PickerQuery = z.infer<ReturnType<typeof pickerQuery>>;

/** HOJ's TrainingProblemDTO of "add from public": `{pid, tid, displayId}`. */
export const addFromPublicBody = z.object({
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
/** HOJ's TrainingProblem entity of a rank change (id, displayId and times are ignored). */
export const rankBody = z.object({ tid: tidField, pid: pidField, rank: rankField(0) });
export const removeQuery = z.object({ tid: tidField, pid: pidField });

/**
 * The admin picker's page: the training's own problems (in its order) or the public problem
 * set's problems not in it yet (newest first), by keyword (problem id, title, author).
 */
const pickerPage = async (sql: Sql, q: PickerQuery) => {
  const tid = q.tid;
  const keyword = q.keyword
    ? sql`AND (p.problem_id ILIKE ${likePattern(q.keyword)} OR p.title ILIKE ${likePattern(q.keyword)} OR p.author ILIKE ${likePattern(q.keyword)})`
    : sql``;
  const from = q.queryExisted
    ? sql`FROM read.problems p JOIN read.training_problems tp ON tp.pid = p.pid AND tp.tid = ${tid} WHERE true ${keyword}`
    : sql`FROM read.problems p WHERE ${sql.unsafe(publicProblemWhere)}
          AND NOT EXISTS (SELECT 1 FROM read.training_problems tp WHERE tp.tid = ${tid} AND tp.pid = p.pid) ${keyword}`;
  const order = q.queryExisted
    ? sql`ORDER BY tp.rank, tp.display_id, p.pid`
    : sql`ORDER BY p.pid DESC`;
  const [count] = await sql<{ n: number }[]>`SELECT count(*)::int AS n ${from}`;
  const pids = await sql<{ pid: number }[]>`
    SELECT p.pid ${from} ${order} LIMIT ${q.limit} OFFSET ${(q.currentPage - 1) * q.limit}`;
  return { pids: pids.map((p) => Number(p.pid)), total: count?.n ?? 0 };
};

/**
 * HOJ's answer of the training problem admin list: `problemList` (a page of Problem entities)
 * and `trainingProblemMap` (pid -> TrainingProblem) of the whole training.
 */
export const trainingProblemAdminPage = async (sql: Sql, q: PickerQuery) => {
  const { pids, total } = await pickerPage(sql, q);
  const rows = await findProblemRows(sql, pids);
  const records = pids.flatMap((pid) => {
    const p = rows.get(pid);
    // Checker code and judge files belong to the problem's managers, not the training's.
    return p ? [{ ...problemVo(p), spjCode: null, judgeExtraFile: null }] : [];
  });
  const map = Object.fromEntries(
    (await trainingProblemRows(sql, q.tid)).map((tp) => [String(tp.pid), trainingProblemVo(tp)]),
  );
  return { problemList: page(records, total, q.currentPage, q.limit), trainingProblemMap: map };
};
