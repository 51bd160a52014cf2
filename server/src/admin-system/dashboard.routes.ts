import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { authorizeDashboard } from './dashboard.policy.ts';
import {
  readDashboardFigures,
  readDashboardTotals,
  readHourlySubmissions,
  readRecentSessions,
} from './dashboard.queries.ts';
import { readJudges } from './judges.queries.ts';

/** HOJ's /api/admin/dashboard/*: the back office's landing figures, for every admin role. */
export const registerDashboardRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/admin/dashboard/get-dashboard-info', async (req, res) => {
    authorizeDashboard(requireUser(req));
    const [totals, figures, hourly, judges] = await Promise.all([
      readDashboardTotals(deps.sql),
      readDashboardFigures(deps.sql),
      readHourlySubmissions(deps.sql),
      readJudges(deps.sql),
    ]);
    ok(res, { ...totals, ...figures, hourly, judges });
  });
  // HOJ's client posts a body its server ignores; the answer is the admin's latest session,
  // with `recent` holding the last ten for this dashboard.
  r.post('/admin/dashboard/get-sessions', async (req, res) => {
    const user = authorizeDashboard(requireUser(req));
    const recent = await readRecentSessions(deps.store, user.uid, 10);
    ok(res, recent[0] ? { ...recent[0], recent } : null);
  });
  return r;
};
