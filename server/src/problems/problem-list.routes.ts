import { Router } from 'express';
import { z } from 'zod';
import { DomainError, type TestCaseRef } from '@oj/events';
import { readStoredFile } from '@oj/events/testdata';
import type { Deps } from '../deps.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { requireRole } from '../auth/authenticate.ts';
import { canManageProblem, noTestDataAccess, problemEditors } from './problem.policy.ts';
import { findProblemRow, listProblemRows, problemVo, type ProblemRow } from './problem.queries.ts';
import { problemNotFound } from './problem.decider.ts';
import { pidQuery } from './problem.dto.ts';

const positive = (value: string | undefined, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

const listQuery = z.object({
  limit: z.string().optional(),
  currentPage: z.string().optional(),
  keyword: z.string().max(200, 'The keyword can be at most 200 characters').optional(),
  auth: z.string().optional(),
  oj: z.string().optional(),
});

/** Manual samples are shown by content (HOJ keeps them inline); uploaded ones by file name. */
const caseText = async (root: string, hash: string) => {
  try {
    return (await readStoredFile(root, hash)).toString('utf8');
  } catch {
    throw new DomainError('not_found', 'The test data of this problem is missing');
  }
};

/** One test case as HOJ's ProblemCase (the admin form and the group form list them). */
export const caseVo = async (root: string, row: ProblemRow, c: TestCaseRef) => ({
  id: c.index,
  pid: row.pid,
  input: row.is_upload_case ? c.inputName : await caseText(root, c.inputHash),
  output: row.is_upload_case ? c.outputName : await caseText(root, c.outputHash),
  score: row.type === 1 ? c.score : null,
  groupNum: c.groupNum > 0 ? c.groupNum : null,
  status: 0,
  gmtCreate: row.gmt_create.toISOString(),
  gmtModified: row.gmt_modified.toISOString(),
});

/** The admin problem list and the test cases of one problem. */
export const registerProblemListRoutes = (deps: Deps, root: string): Router => {
  const r = Router();

  r.get('/admin/problem/get-problem-list', async (req, res) => {
    const user = requireRole(req, problemEditors);
    const q = parseQuery(listQuery, req);
    const size = positive(q.limit, 10, 100);
    const current = positive(q.currentPage, 1, 1_000_000);
    const auth = ['1', '2', '3'].includes(q.auth ?? '') ? Number(q.auth) : undefined;
    const keyword = (q.keyword ?? '').trim();
    const { rows, total } = await listProblemRows(deps.sql, { size, current, keyword, auth });
    // testDataAccess: whether the one test-data rule lets this admin download the row's data.
    const records = rows.map((r) => ({
      ...problemVo(r),
      testDataAccess: canManageProblem(user, r),
    }));
    ok(res, page(records, total, current, size));
  });

  r.get('/admin/problem/get-problem-cases', async (req, res) => {
    const user = requireRole(req, problemEditors);
    const { pid } = parseQuery(pidQuery, req);
    const row = await findProblemRow(deps.sql, pid);
    if (!row) throw new DomainError('not_found', problemNotFound);
    if (!canManageProblem(user, row)) throw new HttpError(403, noTestDataAccess);
    const cases = [];
    for (const c of row.test_cases) cases.push(await caseVo(root, row, c));
    ok(res, cases);
  });

  return r;
};
