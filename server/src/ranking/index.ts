/** The ranking area: the ACM and OI rank lists. */
export { registerRankingRoutes as registerRankingArea } from './rank.routes.ts';
