import { Router } from 'express';
import { z } from 'zod';
import { contestVirtualStream, handleCommand } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { authorizeContestEntry } from './contest-access.ts';
import { contestVirtualDecider } from './contest-virtual.decider.ts';
import { findVirtual, tookPartInContest, type VirtualWindow } from './contest-virtual.queries.ts';
import { virtualBoardPage, virtualBoardRequest } from './scoreboard/virtual-board.ts';

const cid = z.coerce.number({ error: 'cid is required' }).int().positive('cid is required');

/** The participation as the contest page shows it: its window and where its clock stands. */
const virtualVo = (w: VirtualWindow | null, now: Date) =>
  w && {
    startedAt: w.startedAt.toISOString(),
    endsAt: w.endsAt.toISOString(),
    running: now >= w.startedAt && now < w.endsAt,
    now: now.toISOString(),
  };

/**
 * Virtual participation (issue 18): a user who did not take part starts a finished contest at
 * any time; for the contest's length they submit to its problems (after the end, so never on
 * the real board) and watch a board of everyone else as it stood at the same elapsed minute.
 */
export const registerContestVirtualRoutes = (deps: Deps): Router => {
  const r = Router();

  r.post('/start-contest-virtual', async (req, res) => {
    const user = requireUser(req);
    const b = parseBody(z.object({ cid }), req);
    const contest = await authorizeContestEntry(deps, user, b.cid);
    const result = await handleCommand(
      deps.store,
      contestVirtualStream(b.cid, user.uid),
      contestVirtualDecider,
      {
        type: 'StartVirtualParticipation',
        data: {
          cid: b.cid,
          contest: {
            startTime: contest.start_time.toISOString(),
            endTime: contest.end_time.toISOString(),
          },
          tookPart: await tookPartInContest(deps.sql, contest, user.uid),
        },
        metadata: { now: new Date().toISOString(), userId: user.uid },
      },
    );
    await deps.projections.waitFor(result.appended?.position ?? 0);
    const now = new Date();
    ok(
      res,
      virtualVo(await findVirtual(deps.sql, contest, user.uid), now),
      'Virtual contest started',
    );
  });

  r.get('/get-contest-virtual', async (req, res) => {
    const user = requireUser(req);
    const q = parseQuery(z.object({ cid }), req);
    const contest = await authorizeContestEntry(deps, user, q.cid);
    ok(res, virtualVo(await findVirtual(deps.sql, contest, user.uid), new Date()));
  });

  r.post('/get-contest-virtual-board', async (req, res) => {
    const user = requireUser(req);
    const b = parseBody(virtualBoardRequest, req);
    const contest = await authorizeContestEntry(deps, user, b.cid);
    ok(res, await virtualBoardPage(deps, contest, user.uid, b, new Date()));
  });

  return r;
};
