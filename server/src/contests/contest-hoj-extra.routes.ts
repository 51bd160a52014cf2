import { Router } from 'express';
import { z } from 'zod';
import { statusCode, type SubmissionStatus } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { authorizeContestEntry, visibleContest } from './contest-access.ts';
import { isContestAdmin, noContestAccess } from './contest.policy.ts';
import { contestProblemRows } from './contest.queries.ts';
import { starUidsOf, superAdminUids } from './scoreboard/board-source.ts';
import { liveBoardsOf } from './scoreboard/live-boards-of.ts';
import { rankWorkbook } from './contest-rank-xlsx.ts';

const cid = z.coerce.number({ error: 'cid is required' }).int().positive('cid is required');
/** HOJ's clients send booleans as query strings; a missing or null one is false. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'null', '']).transform((v) => v === 'true')])
  .optional()
  .default(false);

interface ScrollRow {
  submit_id: number;
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  avatar: string | null;
  gender: string | null;
  status: SubmissionStatus;
  submit_time: Date;
  display_id: string;
}

/** Runs that cost nothing on the board (JUDGING.md) never roll on the scroll board either. */
const notCounted: SubmissionStatus[] = ['CE', 'SE', 'CA'];

/**
 * HOJ's remaining contest file and board endpoints: the scroll board's submissions (beside
 * `get-contest-scroll-board-info`, same rule: contest admins, ACM only) and the board as xlsx.
 */
export const registerContestHojExtraRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/get-contest-scroll-board-submission', async (req, res) => {
    const q = parseQuery(z.object({ cid, removeStar: flag }), req);
    const contest = await visibleContest(deps, req, q.cid);
    if (!isContestAdmin(req.auth.user, contest)) throw new HttpError(403, noContestAccess);
    if (contest.type !== 0) throw new HttpError(400, 'The scroll board is only for ACM contests');
    // The board's inputs: the window, without the author and super admins (and stars if asked).
    const excluded = [
      contest.uid,
      ...(await superAdminUids(deps.sql)),
      ...(q.removeStar ? await starUidsOf(deps.sql, contest.star_account) : []),
    ];
    const rows = await deps.sql<ScrollRow[]>`
      SELECT s.submit_id, s.uid, s.username, u.nickname, u.realname, u.school, u.avatar, u.gender,
        s.status, s.submit_time, cp.display_id
      FROM read.submissions s
      JOIN read.contest_problems cp ON cp.cid = s.cid AND cp.pid = s.pid
      LEFT JOIN read.users u ON u.uid = s.uid
      WHERE s.cid = ${q.cid} AND s.kind = 'submission'
        AND s.submit_time >= ${contest.start_time} AND s.submit_time < ${contest.end_time}
        AND NOT (s.uid = ANY(${excluded})) AND NOT (s.status = ANY(${notCounted}))
      ORDER BY s.submit_time, s.submit_id`;
    ok(
      res,
      rows.map((s) => ({
        uid: s.uid,
        username: s.username,
        nickname: s.nickname ?? '',
        realname: s.realname ?? '',
        school: s.school ?? '',
        avatar: s.avatar ?? '',
        gender: s.gender ?? '',
        submitId: Number(s.submit_id),
        status: statusCode[s.status],
        submitTime: s.submit_time.toISOString(),
        displayId: s.display_id,
      })),
    );
  });

  // The board as the requester may see it on the rank tab: the live one only for a contest
  // admin who forces a refresh, the sealed one otherwise while the seal holds.
  r.get('/file/download-contest-rank', async (req, res) => {
    const user = requireUser(req);
    const q = parseQuery(z.object({ cid, forceRefresh: flag, removeStar: flag }), req);
    const contest = await authorizeContestEntry(deps, user, q.cid);
    const page = await liveBoardsOf(deps).page(q.cid, {
      admin: q.forceRefresh && isContestAdmin(user, contest),
      now: new Date(),
      removeStar: q.removeStar,
      keyword: '',
      concernedUids: [],
      current: 1,
      limit: Number.MAX_SAFE_INTEGER,
    });
    const displayIds = (await contestProblemRows(deps.sql, q.cid)).map((p) => p.display_id);
    const type = contest.type === 1 ? 'OI' : 'ACM';
    const body = await rankWorkbook(type, displayIds, page.records);
    res
      .status(200)
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .attachment(`contest_${q.cid}_rank.xlsx`)
      .send(body);
  });

  return r;
};
