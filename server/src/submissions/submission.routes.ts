import { Router, type Request } from 'express';
import { z } from 'zod';
import { handleCommand, statusOfCode, submissionDecider, submissionStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { readSwitchConfig } from '../site/switch-config.queries.ts';
import {
  canSeeCaseOutput,
  canSeeCode,
  canSeeSubmission,
  isSuperAdmin,
} from './submission.policy.ts';
import { findProblemRow, findProblemRows, type ProblemRow } from '../problems/problem.queries.ts';
import { findSubmission, type SubmissionRow } from './submission.queries.ts';
import { judgeVo } from './judge-vo.ts';
import { caseResultVo } from './case-result-vo.ts';
import { listSubmissions } from './submission-list.queries.ts';

const submitIdQuery = z.object({
  submitId: z.coerce
    .number({ error: 'submitId is required' })
    .int()
    .positive('submitId is required'),
});
const bool = z.preprocess((v) => v === 'true' || v === true, z.boolean());
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().default(15),
  currentPage: z.coerce.number().int().min(1).optional().default(1),
  onlyMine: bool.optional().default(false),
  problemID: z.string().max(100).optional(),
  status: z.coerce.number().int().min(-10).max(10).optional(),
  username: z.string().max(100).optional(),
  completeProblemID: bool.optional().default(false),
});

/** The submission a viewer may see with its problem, or the 404/403 that says why not. */
const visible = async (
  deps: Deps,
  req: Request,
  submitId: number,
): Promise<{ s: SubmissionRow; problem: ProblemRow | undefined }> => {
  const s = await findSubmission(deps.sql, submitId);
  if (!s || s.kind !== 'submission') throw new HttpError(404, 'The submission does not exist');
  const problem = await findProblemRow(deps.sql, Number(s.pid));
  if (!canSeeSubmission(req.auth.user, s, problem))
    throw new HttpError(403, 'Sorry, you do not have permission to view this submission');
  return { s, problem };
};

/** Reading submissions: detail, cases, polling, the list, and the owner's share toggle. */
export const registerSubmissionRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/get-submission-detail', async (req, res) => {
    const { submitId } = parseQuery(submitIdQuery, req);
    const { s, problem } = await visible(deps, req, submitId);
    const switches = await readSwitchConfig(deps.sql);
    const code = canSeeCode(req.auth.user, s, problem?.code_share ?? false, switches);
    ok(res, {
      submission: judgeVo(s, {
        code,
        judger: isSuperAdmin(req.auth.user),
        ...(problem ? { title: problem.title } : {}),
      }),
      codeShare: problem?.code_share ?? false,
    });
  });

  r.get('/get-all-case-result', async (req, res) => {
    const { submitId } = parseQuery(submitIdQuery, req);
    const { s, problem } = await visible(deps, req, submitId);
    const admin = req.auth.user !== null && req.auth.user.role !== 'user';
    if (!problem || (!problem.open_case_result && !admin)) return ok(res, null);
    ok(
      res,
      await caseResultVo(deps.sql, s, problem, { output: canSeeCaseOutput(req.auth.user, s) }),
    );
  });

  r.post('/check-submissions-status', async (req, res) => {
    const body = parseBody(
      z.object({
        submitIds: z.array(z.coerce.number().int()).max(100, 'At most 100 submissions at a time'),
      }),
      req,
    );
    const rows = await deps.sql<
      SubmissionRow[]
    >`SELECT * FROM read.submissions WHERE submit_id = ANY(${body.submitIds}::bigint[]) AND kind = 'submission'`;
    const problems = await findProblemRows(deps.sql, [...new Set(rows.map((s) => Number(s.pid)))]);
    const out: Record<number, unknown> = {};
    for (const s of rows)
      if (canSeeSubmission(req.auth.user, s, problems.get(Number(s.pid))))
        out[Number(s.submit_id)] = judgeVo(s, { code: false, judger: isSuperAdmin(req.auth.user) });
    ok(res, out);
  });

  r.get('/get-submission-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    const viewer = req.auth.user;
    if (q.onlyMine && !viewer) throw new HttpError(401, 'Please login first');
    const status = q.status === undefined ? undefined : statusOfCode(q.status);
    const { rows, total } = await listSubmissions(deps.sql, {
      ...q,
      problemID: q.problemID,
      status,
      uid: q.onlyMine ? viewer!.uid : undefined,
      username: q.onlyMine ? undefined : q.username,
      viewer,
    });
    const problems = await findProblemRows(deps.sql, [...new Set(rows.map((s) => Number(s.pid)))]);
    const records = rows.map((s) => {
      const title = problems.get(Number(s.pid))?.title;
      return judgeVo(s, { code: false, judger: isSuperAdmin(viewer), ...(title ? { title } : {}) });
    });
    ok(res, page(records, total, q.currentPage, q.limit));
  });

  r.put('/submission', async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(
      z.object({
        submitId: z.coerce.number().int().positive('submitId is required'),
        share: z.boolean({ error: 'share must be true or false' }),
      }),
      req,
    );
    const result = await handleCommand(
      deps.store,
      submissionStream(body.submitId),
      submissionDecider,
      { type: 'ChangeShare', uid: user.uid, share: body.share },
    );
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, null, body.share ? 'shared successfully' : 'cancel sharing successfully');
  });

  return r;
};
