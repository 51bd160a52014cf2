/**
 * The site rank lists (/acm-rank, /oi-rank): top-10 chart, search, table and phone cards; and a
 * group's rank tab (/group/:gid/rank), which reuses the rows, the user cell and the search.
 */
export { RankPage } from './components/rank-page';
export { GroupRankPage } from './components/group-rank-page';
