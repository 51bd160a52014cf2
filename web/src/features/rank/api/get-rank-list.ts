import { api } from '../../../lib/api-client';

export type RankType = 'acm' | 'oi';

/** A row of HOJ's general rank list (ACMRankVO / OIRankVO). */
export interface RankRecord {
  uid: string;
  username: string;
  nickname: string;
  avatar: string;
  titleName: string;
  titleColor: string;
  signature: string;
  ac: number;
  total: number;
  score: number;
}

export interface RankPage {
  records: RankRecord[];
  total: number;
  size: number;
  current: number;
}

export interface RankQuery {
  type: RankType;
  currentPage: number;
  limit: number;
  searchUser: string;
}

/** `GET /api/get-rank-list`: type 0 ACM, 1 OI. */
export function getRankList(query: RankQuery, signal?: AbortSignal) {
  return api.get<RankPage>('/get-rank-list', {
    params: {
      type: query.type === 'acm' ? 0 : 1,
      currentPage: query.currentPage,
      limit: query.limit,
      searchUser: query.searchUser || undefined,
    },
    ...(signal ? { signal } : {}),
  });
}
