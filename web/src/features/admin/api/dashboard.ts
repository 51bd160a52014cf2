import type { DashboardFigures } from '@oj/events/realtime';
import { api } from '../../../lib/api-client';

export type { DashboardFigures };

/** One judge as `get-dashboard-info` lists it. */
export interface DashboardJudge {
  name: string;
  startedAt: string;
  lastHeartbeat: string | null;
  judging: number;
  status: 'judging' | 'idle' | 'offline';
  languages: string[];
}

/** `GET /api/admin/dashboard/get-dashboard-info` (HOJ's three counts and this site's extras). */
export interface DashboardInfo extends DashboardFigures {
  userNum: number;
  problemNum: number;
  contestNum: number;
  recentContestNum: number;
  hourly: { start: string; count: number }[];
  judges: DashboardJudge[];
}

/** HOJ's Session, from the admin's logins. */
export interface AdminSession {
  id: number;
  ip: string;
  userAgent: string;
  gmtCreate: string;
}

export const getDashboardInfo = () => api.get<DashboardInfo>('/admin/dashboard/get-dashboard-info');

/** `POST /api/admin/dashboard/get-sessions`: the latest session, `recent` the last ten. */
export const getSessions = () =>
  api.post<(AdminSession & { recent: AdminSession[] }) | null>('/admin/dashboard/get-sessions', {});
