import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import { authorizeContestEntry } from '../contests/index.ts';
import { contestResultMask, isContestAdmin, isResultMasked } from '../contests/contest.policy.ts';
import { contestProblemRows } from '../contests/contest.queries.ts';
import type { SubmissionRow } from './submission.queries.ts';
import { isSuperAdmin } from './submission.policy.ts';
import { judgeVo, maskedJudgeVo } from './judge-vo.ts';

const body = z.object({
  cid: z.coerce
    .number({ error: 'The contest does not exist' })
    .int()
    .positive('The contest does not exist'),
  // HOJ's client sends the ids of the rows still judging, as numbers or strings.
  submitIds: z
    .array(z.coerce.number().int().positive('submitIds must be submission ids'), {
      error: 'submitIds is required',
    })
    .max(100, 'At most 100 submissions at a time'),
});

/**
 * HOJ's contest status polling: the current rows of some submissions of one contest, by
 * submitId, under the contest submissions tab's rules: a contestant sees only their own runs
 * while the contest runs, results the board keeps sealed come back masked, admins see all.
 * Ids of other contests or of runs the viewer may not see are simply absent.
 */
export const registerContestSubmissionsStatusRoute = (deps: Deps): Router => {
  const r = Router();

  r.post('/check-contest-submissions-status', async (req, res) => {
    const viewer = requireUser(req);
    const b = parseBody(body, req);
    const contest = await authorizeContestEntry(deps, viewer, b.cid);
    const now = new Date();
    const onlyMine = !isContestAdmin(viewer, contest) && now < contest.end_time;
    const [rows, problems] = await Promise.all([
      deps.sql<SubmissionRow[]>`SELECT * FROM read.submissions
        WHERE submit_id = ANY(${b.submitIds}::bigint[]) AND cid = ${b.cid} AND kind = 'submission'
          AND (${!onlyMine} OR uid = ${viewer.uid})`,
      contestProblemRows(deps.sql, b.cid),
    ]);
    const displayOf = new Map(problems.map((p) => [Number(p.pid), p.display_id]));
    const mask = contestResultMask(viewer, contest, now);
    const out: Record<number, unknown> = {};
    for (const s of rows) {
      const displayId = displayOf.get(Number(s.pid)) ?? s.display_pid;
      const vo = {
        ...judgeVo(s, { code: false, judger: isSuperAdmin(viewer) }),
        displayId,
        displayPid: displayId,
      };
      out[Number(s.submit_id)] = isResultMasked(mask, s) ? maskedJudgeVo(vo) : vo;
    }
    ok(res, out);
  });

  return r;
};
