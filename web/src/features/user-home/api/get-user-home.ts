import { api } from '../../../lib/api-client';

export interface SolvedProblem {
  pid: number;
  problemId: string;
  title: string;
}

/** HOJ's UserHomeVO as this server answers it (no e-mail, no real name). */
export interface UserHome {
  uid: string;
  username: string;
  nickname: string;
  avatar: string;
  titleName: string;
  titleColor: string;
  school: string;
  /** male, female or secrecy. */
  gender: string;
  github: string;
  blog: string;
  signature: string;
  recentLoginTime: string | null;
  total: number;
  rating: number | null;
  score: number;
  scoreList: number[];
  solvedList: string[];
  /** Difficulty ("0" easy, "1" mid, "2" hard) to the solved problems of that difficulty. */
  solvedGroupByDifficulty: Record<string, SolvedProblem[]>;
}

export interface Heatmap {
  /** Today on the server, `YYYY-MM-DD` (UTC). */
  endDate: string;
  dataList: { date: string; count: number }[];
}

export type UserRef = { uid: string } | { username: string } | Record<string, never>;

/** `GET /api/get-user-home-info`; errors are shown by the page (404: unknown user). */
export function getUserHome(who: UserRef, signal?: AbortSignal) {
  return api.get<UserHome>('/get-user-home-info', {
    params: who,
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

/** `GET /api/get-user-calendar-heatmap`: submissions per day over the last year. */
export function getUserHeatmap(who: UserRef, signal?: AbortSignal) {
  return api.get<Heatmap>('/get-user-calendar-heatmap', {
    params: who,
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
