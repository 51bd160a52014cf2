import { Router, type Request } from 'express';
import { z } from 'zod';
import { testDataRoot } from '@oj/events/testdata';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { id, parseBody } from '../http/validate.ts';
import { ensureTags } from '../tags/index.ts';
import {
  assertGroupLimits,
  createProblem,
  deleteProblem,
  prefixedDisplayId,
  prepareProblem,
} from '../problems/index.ts';
import { runContestCommand } from './contest-access.ts';
import { assertDisplayId, contestProblemFormBody } from './contest-admin-problem-form.routes.ts';
import { managedGroupContest, userInGroup } from './group-contest-access.ts';

/** Where HOJ's client names the group and the contest: inside the problem, as strings. */
const placeOfDto = z.object({
  problem: z.object(
    {
      gid: id('The group id (problem.gid)').optional().catch(undefined),
      cid: id('cid').optional().catch(undefined),
    },
    { error: 'Problem is required' },
  ),
});

/**
 * Who writes the problem, and for which group and contest: a top-level `cid` (our form, which
 * links the problem at once with its display id) or HOJ's `problem.cid` needs the contest's
 * admin; HOJ's bare `problem.gid` a group admin. HOJ's client links the problem itself by a
 * following `PUT /group/contest-problem`.
 */
const placeOf = async (deps: Deps, req: Request, topCid: number | undefined) => {
  const { gid, cid } = parseBody(placeOfDto, req).problem;
  const contestId = topCid ?? cid;
  if (contestId !== undefined) {
    const { user, group, metadata } = await managedGroupContest(deps, req, contestId);
    return { user, group, link: topCid === undefined ? null : { cid: topCid, metadata } };
  }
  if (gid === undefined) throw new HttpError(400, 'The group id (problem.gid) is required');
  const { user, group } = await userInGroup(deps, req, gid, 4);
  return { user, group, link: null };
};

/**
 * `POST /api/group/contest-problem`: a problem written for a group contest alone (the problem
 * form, HOJ's ProblemDTO): the group's problem with its short-name prefix, HOJ's group limits,
 * auth 3 (contest), so neither the site nor the group's problem list shows it. Answers its pid.
 */
export const registerGroupContestProblemFormRoutes = (deps: Deps): Router => {
  const r = Router();
  const root = testDataRoot();

  r.post('/group/contest-problem', async (req, res) => {
    const b = parseBody(contestProblemFormBody, req);
    const { user, group, link } = await placeOf(deps, req, b.cid);
    const gid = Number(group.id);
    const p = b.problem;
    assertGroupLimits({
      timeLimit: p.timeLimit ?? 1000,
      memoryLimit: p.memoryLimit ?? 256,
      stackLimit: p.stackLimit ?? 128,
    });
    // With the contest known, the display id is checked before anything is written.
    const displayId = b.displayId;
    if (link) await assertDisplayId(deps, link.cid, displayId);
    const problemId = prefixedDisplayId(group.short_name, p.problemId);
    const dto = { ...b, problem: { ...p, problemId, auth: 3 } };
    const prepared = await prepareProblem(deps, root, dto, { author: user.username, gid });
    await ensureTags(deps, prepared.problem.tags, user.uid, gid);
    const { pid, position } = await createProblem(deps, { ...prepared, userId: user.uid });
    await deps.projections.waitFor(position);
    if (link) {
      const look = { cid: link.cid, pid, displayId, color: b.color };
      try {
        await runContestCommand(deps, {
          type: 'AddContestProblem',
          data: { ...look, displayTitle: prepared.problem.title },
          metadata: link.metadata,
        });
      } catch (error) {
        // A problem for this contest alone is of no use outside it.
        await deleteProblem(deps, { pid, userId: user.uid });
        throw error;
      }
    }
    ok(res, { pid }, 'Create successfully');
  });

  return r;
};
