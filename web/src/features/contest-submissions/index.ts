/**
 * A contest's submissions: the tab (/contest/:contestID/submissions) with its filters in the
 * URL and live verdicts, and the contest problem page's "My Submissions" list.
 */
export { ContestSubmissionList } from './components/contest-submission-list';
export { ContestProblemSubmissions } from './components/contest-problem-submissions';
export { contestSubmissionPath } from './contest-submission-query';
