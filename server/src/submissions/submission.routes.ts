import { Router } from 'express';
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
import { findProblemRows } from '../problems/problem.queries.ts';
import type { SubmissionRow } from './submission.queries.ts';
import { judgeVo, maskedJudgeVo } from './judge-vo.ts';
import { contestsOf, groupOf, maskerFor, visibleSubmission } from './submission-access.ts';
import { caseResultVo } from './case-result-vo.ts';
import { listSubmissions } from './submission-list.queries.ts';
import { authorizeTrainingEntry, trainingPublicPids } from '../trainings/index.ts';
import { assertGroup, assertGroupLevel } from '../groups/index.ts';
import type { UserRow } from '../auth/user-row.ts';

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
  /** A training's status list: its problems only, under its entry rule. */
  tid: z.coerce.number().int().positive().optional().catch(undefined),
  /** A group's status tab (its members only); HOJ's client leaves it out or empty elsewhere. */
  gid: z.preprocess(
    (v) => (v === '' || v === 'null' || v === null ? undefined : v),
    z.coerce.number().int('gid must be a group id').positive('gid must be a group id').optional(),
  ),
});

/** A group's status tab: signed in (401), the group exists (404), a member or more (403). */
const authorizeGroupStatus = async (deps: Deps, viewer: UserRow | null, gid: number) => {
  if (!viewer) throw new HttpError(401, 'Please login first');
  await assertGroup(deps.sql, gid, viewer.role);
  await assertGroupLevel(deps.sql, gid, viewer, 3);
};

/** Reading submissions: detail, cases, polling, the list, and the owner's share toggle. */
export const registerSubmissionRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/get-submission-detail', async (req, res) => {
    const { submitId } = parseQuery(submitIdQuery, req);
    const viewer = req.auth.user;
    const { s, problem, contest, group, masked } = await visibleSubmission(
      deps.sql,
      viewer,
      submitId,
    );
    const switches = await readSwitchConfig(deps.sql);
    const code = canSeeCode(viewer, s, problem?.code_share ?? false, switches, contest, group);
    const vo = judgeVo(s, {
      code,
      judger: isSuperAdmin(viewer),
      ...(problem ? { title: problem.title } : {}),
    });
    ok(res, {
      submission: masked ? maskedJudgeVo(vo) : vo,
      codeShare: problem?.code_share ?? false,
    });
  });

  r.get('/get-all-case-result', async (req, res) => {
    const { submitId } = parseQuery(submitIdQuery, req);
    const viewer = req.auth.user;
    const { s, problem, contest, group, masked } = await visibleSubmission(
      deps.sql,
      viewer,
      submitId,
    );
    // Contract: nobody gets the cases of a problem that keeps them closed, admins included.
    if (!problem || !problem.open_case_result || masked) return ok(res, null);
    const output = canSeeCaseOutput(viewer, s, contest, group);
    ok(res, await caseResultVo(deps.sql, s, problem, { output }));
  });

  r.post('/check-submissions-status', async (req, res) => {
    const body = parseBody(
      z.object({
        submitIds: z
          .array(z.coerce.number().int(), { error: 'submitIds is required' })
          .max(100, 'At most 100 submissions at a time'),
      }),
      req,
    );
    const rows = await deps.sql<
      SubmissionRow[]
    >`SELECT * FROM read.submissions WHERE submit_id = ANY(${body.submitIds}::bigint[]) AND kind = 'submission'`;
    const viewer = req.auth.user;
    const [problems, contests] = await Promise.all([
      findProblemRows(deps.sql, [...new Set(rows.map((s) => Number(s.pid)))]),
      contestsOf(
        deps.sql,
        rows.map((s) => Number(s.cid)),
      ),
    ]);
    const masked = maskerFor(viewer, contests, new Date());
    const out: Record<number, unknown> = {};
    for (const s of rows) {
      const problem = problems.get(Number(s.pid));
      const group = await groupOf(deps.sql, viewer, s, problem);
      if (!canSeeSubmission(viewer, s, problem, contests.get(Number(s.cid)), group)) continue;
      const vo = judgeVo(s, { code: false, judger: isSuperAdmin(viewer) });
      out[Number(s.submit_id)] = masked(s) ? maskedJudgeVo(vo) : vo;
    }
    ok(res, out);
  });

  r.get('/get-submission-list', async (req, res) => {
    const { gid, ...q } = parseQuery(listQuery, req);
    const viewer = req.auth.user;
    if (gid !== undefined) await authorizeGroupStatus(deps, viewer, gid);
    if (q.onlyMine && !viewer) throw new HttpError(401, 'Please login first');
    const status = q.status === undefined ? undefined : statusOfCode(q.status);
    if (q.tid) await authorizeTrainingEntry(deps, viewer, q.tid);
    const pids = q.tid ? await trainingPublicPids(deps.sql, q.tid) : undefined;
    const { rows, total } = await listSubmissions(deps.sql, {
      ...q,
      problemID: q.problemID,
      status,
      uid: q.onlyMine ? viewer!.uid : undefined,
      username: q.onlyMine ? undefined : q.username,
      viewer,
      ...(pids ? { pids } : {}),
      ...(gid !== undefined ? { gid } : {}),
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
        submitId: submitIdQuery.shape.submitId,
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
