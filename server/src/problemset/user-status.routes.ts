import { Router } from 'express';
import { z } from 'zod';
import { statusCode, type SubmissionStatus } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { ojQuery } from '../tags/index.ts';
import { contestResultMask } from '../contests/contest.policy.ts';
import { findContestRow } from '../contests/contest.queries.ts';
import { contestProblemMarks } from './contest-problem-status.ts';
import { assertGroupProblemPage } from './group-problemset.routes.ts';
import { listClassifications, listTags, tagVo, classificationVo } from '../tags/tags.queries.ts';

const statusBody = z.object({
  pidList: z
    .array(z.coerce.number().int(), { error: 'pidList is required' })
    .max(500, 'At most 500 problems at a time'),
  isContestProblemList: z.boolean().optional().default(false),
  containsEnd: z.boolean().optional().default(false),
  cid: z.coerce.number().int().optional(),
  gid: z.coerce.number().int().positive().nullish(),
});

/** The signed-in user's marks on problems, their last accepted code, and the public tag lists. */
export const registerUserStatusRoutes = (deps: Deps): Router => {
  const r = Router();

  r.post('/get-user-problem-status', async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(statusBody, req);
    if (body.isContestProblemList || body.cid) {
      if (!body.cid) throw new HttpError(404, 'The contest does not exist');
      const { cid, pidList: pids, containsEnd } = body;
      ok(res, await contestProblemMarks(deps, user, { cid, pids, containsEnd }));
      return;
    }
    // Inside a group (HOJ): the member's submissions made in it.
    const gid = body.gid ?? null;
    if (gid !== null) await assertGroupProblemPage(deps, user, gid);
    // Accepted wins over later submissions; otherwise the latest submission's status.
    const rows = await deps.sql<{ pid: number; status: SubmissionStatus; score: number | null }[]>`
      SELECT DISTINCT ON (pid) pid, status, score FROM read.submissions
      WHERE uid = ${user.uid} AND kind = 'submission' AND cid = 0 AND pid = ANY(${body.pidList}::bigint[])
        AND (${gid}::bigint IS NULL OR gid = ${gid}::bigint)
      ORDER BY pid, (status = 'AC') DESC, submit_id DESC`;
    const out: Record<number, { status: number; score: number | null }> = {};
    for (const p of body.pidList) out[p] = { status: -10, score: null };
    for (const row of rows)
      out[Number(row.pid)] = { status: statusCode[row.status], score: row.score };
    ok(res, out);
  });

  r.get('/get-last-ac-code', async (req, res) => {
    const user = requireUser(req);
    const q = parseQuery(
      z.object({
        pid: z.coerce.number({ error: 'pid is required' }).int().positive('pid is required'),
        cid: z.coerce.number().int().optional(),
      }),
      req,
    );
    const cid = q.cid ?? 0;
    // Under a sealed board (an OI contest without real-time rank) the viewer's own verdicts
    // are hidden: their accepted code must not tell them either.
    const contest = cid > 0 ? await findContestRow(deps.sql, cid) : undefined;
    const mask = contest ? contestResultMask(user, contest, new Date()) : null;
    const hiddenFrom = mask && mask.exceptUid !== user.uid ? mask.from : null;
    const [row] = await deps.sql<{ submit_id: number; code: string; language: string }[]>`
      SELECT submit_id, code, language FROM read.submissions
      WHERE uid = ${user.uid} AND pid = ${q.pid} AND kind = 'submission' AND status = 'AC' AND cid = ${cid}
        AND (${hiddenFrom}::timestamptz IS NULL OR submit_time < ${hiddenFrom}::timestamptz)
      ORDER BY submit_id DESC LIMIT 1`;
    if (!row)
      throw new HttpError(
        400,
        'You have not passed the problem so you cannot get the code passed recently',
      );
    ok(res, { submitId: Number(row.submit_id), code: row.code, language: row.language });
  });

  r.get('/get-all-problem-tags', async (req, res) => {
    const { oj } = parseQuery(ojQuery, req);
    ok(res, (await listTags(deps.sql, oj)).map(tagVo));
  });
  r.get('/get-problem-tags-and-classification', async (req, res) => {
    const { oj } = parseQuery(ojQuery, req);
    const [tags, classes] = await Promise.all([
      listTags(deps.sql, oj),
      listClassifications(deps.sql, oj),
    ]);
    const groups = classes.map((c) => ({
      classification: classificationVo(c),
      tagList: tags.filter((t) => Number(t.tcid) === Number(c.id)).map(tagVo),
    }));
    const loose = tags.filter(
      (t) => t.tcid === null || !classes.some((c) => Number(c.id) === Number(t.tcid)),
    );
    if (loose.length > 0) groups.push({ classification: null as never, tagList: loose.map(tagVo) });
    ok(res, groups);
  });

  return r;
};
