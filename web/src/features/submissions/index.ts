/**
 * Submission lists: the /status page, a group's status tab and the problem page's "My
 * Submissions" tab share the table, the live rows (socket + polling) and the super admin actions.
 */
export { SubmissionListPage } from './components/submission-list-page';
export type { SubmissionListPageProps } from './components/submission-list-page';
export { ProblemSubmissions } from './components/problem-submissions';
export { SubmissionTable } from './components/submission-table';
export { useSubmissionList } from './hooks/use-submission-list';
