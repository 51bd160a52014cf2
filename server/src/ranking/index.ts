/** The ranking area: the ACM and OI rank lists. */
export { registerRankingRoutes as registerRankingArea } from './rank.routes.ts';
export { rankPageQuery, rankRecord } from './rank.routes.ts';
export type { RankRow } from './rank.queries.ts';
