/**
 * A contest's help desk: printing (contestants' texts, the admins' queue), the AC info for the
 * balloon runners, and the super admin's rejudge of a contest problem.
 */
export { ContestPrint } from './components/contest-print';
export { ContestAdminPrint } from './components/contest-admin-print';
export { ContestAcInfo } from './components/contest-ac-info';
export { ContestRejudge } from './components/contest-rejudge';
