import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { canForceRefreshStatistics } from './home.policy.ts';
import { sevenDayAcRank, type AcRankRow } from './home.queries.ts';
import { recentContests } from './recent-contests.ts';
import { createStatisticsCache, dayStart } from './week-statistics.ts';

const statisticsQuery = z.object({
  forceRefresh: z
    .enum(['true', 'false', '1', '0'])
    .catch('false')
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

/** HOJ's ACMRankVO as the 7-day board fills it. */
const acRankVo = (u: AcRankRow) => ({
  uid: u.uid,
  username: u.username,
  nickname: u.nickname,
  signature: u.signature,
  avatar: u.avatar || null,
  titleName: u.title_name || null,
  titleColor: u.title_color || null,
  ac: u.ac,
});

/** The home page's panels besides announcements and the carousel. */
export const registerHomeRoutes = (deps: Deps): Router => {
  const r = Router();
  const statistics = createStatisticsCache(deps.sql);

  r.get('/get-recent-contest', async (_req, res) => {
    ok(res, await recentContests(deps.sql, deps.logger, new Date()));
  });

  // HOJ crawls other judges' contest calendars; this site makes no outside calls.
  r.get('/get-recent-other-contest', (_req, res) => {
    ok(res, []);
  });

  r.get('/get-recent-seven-ac-rank', async (_req, res) => {
    // HOJ: user_acproblem.gmt_create >= CURDATE() - 7, the server's calendar days.
    const rows = await sevenDayAcRank(deps.sql, dayStart(new Date(), 7));
    ok(res, rows.map(acRankVo));
  });

  r.get('/get-last-week-submission-statistics', async (req, res) => {
    const { forceRefresh } = parseQuery(statisticsQuery, req);
    // Anybody may ask; only the super admin bypasses the cache (it costs a table scan).
    ok(res, await statistics(forceRefresh && canForceRefreshStatistics(req.auth.user?.role)));
  });

  return r;
};
