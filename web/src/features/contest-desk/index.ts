/**
 * A contest's help desk: printing (contestants' texts, the admins' queue) and the super admin's
 * rejudge of a contest problem.
 */
export { ContestPrint } from './components/contest-print';
export { ContestAdminPrint } from './components/contest-admin-print';
export { ContestRejudge } from './components/contest-rejudge';
