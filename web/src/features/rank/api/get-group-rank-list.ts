import { api } from '../../../lib/api-client';
import type { RankPage, RankType } from './get-rank-list';

export interface GroupRankQuery {
  gid: number;
  type: RankType;
  currentPage: number;
  limit: number;
  searchUser: string;
}

/** `GET /api/get-group-rank-list`: a group's members, type 0 ACM, 1 OI (members only). */
export function getGroupRankList(query: GroupRankQuery, signal?: AbortSignal) {
  return api.get<RankPage>('/get-group-rank-list', {
    params: {
      gid: query.gid,
      type: query.type === 'acm' ? 0 : 1,
      currentPage: query.currentPage,
      limit: query.limit,
      searchUser: query.searchUser || undefined,
    },
    ...(signal ? { signal } : {}),
  });
}
