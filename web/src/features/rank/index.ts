/** The site rank lists (/acm-rank, /oi-rank): top-10 chart, search, table and phone cards. */
export { RankPage } from './components/rank-page';
