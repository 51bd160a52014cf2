import { Router } from 'express';
import { z } from 'zod';
import { handleCommand, statusOfCode, submissionDecider, submissionStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { contestProblemSubmissionIds, findSubmission } from './submission.queries.ts';
import { judgeVo } from './judge-vo.ts';

const submitId = z.coerce
  .number({ error: 'submitId is required' })
  .int()
  .positive('submitId is required');

/** Super-admin judge operations: rejudge, manual judge, cancel. Each answers the updated row. */
export const registerAdminJudgeRoutes = (deps: Deps): Router => {
  const r = Router();
  const run = async (id: number, command: Parameters<typeof submissionDecider.decide>[0]) => {
    const result = await handleCommand(
      deps.store,
      submissionStream(id),
      submissionDecider,
      command,
    );
    await deps.projections.waitFor(result.appended?.position ?? 0);
    const row = await findSubmission(deps.sql, id);
    return row ? judgeVo(row, { code: true, judger: true }) : null;
  };

  r.get('/admin/judge/rejudge', async (req, res) => {
    const user = requireRole(req, ['root']);
    const q = parseQuery(z.object({ submitId }), req);
    ok(
      res,
      await run(q.submitId, { type: 'Rejudge', by: user.uid, at: new Date().toISOString() }),
      'rejudge successfully',
    );
  });

  // Every submission of one problem in one contest goes back to the queue (a fixed test set).
  r.get('/admin/judge/rejudge-contest-problem', async (req, res) => {
    const user = requireRole(req, ['root']);
    const q = parseQuery(
      z.object({
        cid: z.coerce.number({ error: 'cid is required' }).int().positive('cid is required'),
        pid: z.coerce.number({ error: 'pid is required' }).int().positive('pid is required'),
      }),
      req,
    );
    const ids = await contestProblemSubmissionIds(deps.sql, q.cid, q.pid);
    if (ids.length === 0)
      throw new HttpError(404, 'This contest problem has no submissions to rejudge');
    const at = new Date().toISOString();
    let last = 0;
    for (const id of ids) {
      const result = await handleCommand(deps.store, submissionStream(id), submissionDecider, {
        type: 'Rejudge',
        by: user.uid,
        at,
      });
      last = Math.max(last, result.appended?.position ?? 0);
    }
    await deps.projections.waitFor(last);
    ok(res, null, 'Rejudge successfully');
  });

  r.get('/admin/judge/manual-judge', async (req, res) => {
    const user = requireRole(req, ['root']);
    const q = parseQuery(
      z.object({
        submitId,
        status: z.coerce.number({ error: 'status is required' }).int(),
        score: z.coerce.number().int().min(0).optional(),
      }),
      req,
    );
    const status = statusOfCode(q.status);
    if (!status || status === 'PENDING' || status === 'COMPILING' || status === 'JUDGING')
      throw new HttpError(400, 'This status cannot be set manually');
    const s = await findSubmission(deps.sql, q.submitId);
    if (!s) throw new HttpError(404, 'The submission does not exist');
    ok(
      res,
      await run(q.submitId, {
        type: 'ManualJudge',
        status: status,
        score: q.score ?? null,
        by: user.uid,
        at: new Date().toISOString(),
      }),
      'update successfully',
    );
  });

  r.get('/admin/judge/cancel-judge', async (req, res) => {
    const user = requireRole(req, ['root']);
    const q = parseQuery(z.object({ submitId }), req);
    ok(
      res,
      await run(q.submitId, { type: 'Cancel', by: user.uid, at: new Date().toISOString() }),
      'cancel successfully',
    );
  });

  return r;
};
