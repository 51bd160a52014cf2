import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { BOARD_PAGE_SIZES } from '@oj/events/scoring';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { authorizeContestEntry, visibleContest } from './contest-access.ts';
import { isContestAdmin, noContestAccess } from './contest.policy.ts';
import { contestProblemRows, type ContestRow } from './contest.queries.ts';
import { boardHistory } from './scoreboard/board-source.ts';
import { liveBoardsOf } from './scoreboard/live-boards-of.ts';
import { boardHistoriesOf } from './scoreboard/board-histories.ts';
import { historyPage } from './scoreboard/history-page.ts';
import { verdictLog } from './scoreboard/verdict-log.ts';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional()
  .default(false);

const atTimeMessage = 'atTime must be a number of seconds from the contest start';

const boardRequest = z.object({
  cid: z.coerce.number({ error: 'cid is required' }).int().positive('cid is required'),
  forceRefresh: flag,
  removeStar: flag,
  concernedList: z.array(z.string().max(64)).max(300).optional().default([]),
  currentPage: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (BOARD_PAGE_SIZES as readonly number[]).includes(n), {
      message: `The page size must be one of ${BOARD_PAGE_SIZES.join(', ')}`,
    })
    .optional()
    .default(50),
  keyword: z.string().max(100).optional().default(''),
  /** Time travel (contest admins): seconds from the start; absent or null is now. */
  atTime: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d+(\.\d+)?$/)
          .transform(Number),
        z.null(),
      ],
      { error: atTimeMessage },
    )
    .refine((n) => n === null || (Number.isFinite(n) && n >= 0), { message: atTimeMessage })
    .optional()
    .default(null),
  view: z
    .enum(['public', 'admin'], { error: "view must be 'public' or 'admin'" })
    .optional()
    .default('admin'),
});

/**
 * A page of the board: the live one for a contest admin who forces a refresh; with `atTime`,
 * the board as the chosen audience saw it then (contest admins only).
 */
const boardPage = async (
  deps: Deps,
  req: Request,
  contest: ContestRow,
  body: z.infer<typeof boardRequest>,
) => {
  if (body.atTime !== null) {
    if (!isContestAdmin(req.auth.user, contest))
      throw new HttpError(403, 'Only contest admins can see the board at an earlier time');
    const contestHistory = await boardHistoriesOf(deps).of(contest);
    return historyPage(contestHistory, {
      atTime: body.atTime,
      view: body.view,
      removeStar: body.removeStar,
      keyword: body.keyword,
      concernedUids: body.concernedList,
      current: body.currentPage,
      limit: body.limit,
    });
  }
  return liveBoardsOf(deps).page(Number(contest.id), {
    admin: body.forceRefresh && isContestAdmin(req.auth.user, contest),
    now: new Date(),
    removeStar: body.removeStar,
    keyword: body.keyword,
    concernedUids: body.concernedList,
    current: body.currentPage,
    limit: body.limit,
  });
};

/**
 * The scoreboards (contract/JUDGING.md): the contest's rank tab for those who may enter it,
 * and the outside scoreboard for anyone where the contest opened it.
 */
export const registerScoreboardRoutes = (deps: Deps): Router => {
  const r = Router();

  r.post('/get-contest-rank', async (req, res) => {
    const body = parseBody(boardRequest, req);
    const contest = await authorizeContestEntry(deps, req.auth.user, body.cid);
    ok(res, await boardPage(deps, req, contest, body));
  });

  r.post('/get-contest-outside-scoreboard', async (req, res) => {
    const body = parseBody(boardRequest, req);
    const contest = await visibleContest(deps, req, body.cid);
    if (!contest.open_rank && !isContestAdmin(req.auth.user, contest))
      throw new HttpError(403, 'The outside scoreboard of this contest is not open');
    ok(res, await boardPage(deps, req, contest, body));
  });

  /**
   * Everything the scroll board and the replay slider fold in the browser: the contest's
   * scoring settings, its submissions with their final verdicts, its verdict log (every change
   * of a verdict in store order: what the replay scrubs), the participants and the problems.
   * Contest admins only: it holds the frozen results.
   */
  r.get('/get-contest-board-history', async (req, res) => {
    const { cid } = parseQuery(z.object({ cid: boardRequest.shape.cid }), req);
    const contest = await visibleContest(deps, req, cid);
    if (!isContestAdmin(req.auth.user, contest)) throw new HttpError(403, noContestAccess);
    const [history, problems, log] = await Promise.all([
      boardHistory(deps.sql, contest),
      contestProblemRows(deps.sql, cid),
      verdictLog(deps.sql, cid),
    ]);
    ok(res, {
      ...history,
      log,
      problems: problems.map((p) => ({
        displayId: p.display_id,
        title: p.display_title,
        color: p.color,
      })),
      now: new Date().toISOString(),
    });
  });

  return r;
};
