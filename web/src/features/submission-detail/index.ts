/** /submission-detail/:submitID: verdict (live while judging), case results, code and sharing. */
export { SubmissionDetailPage } from './components/submission-detail-page';
export type { SubmissionDetailPageProps } from './components/submission-detail-page';
export { CaseResultsView } from './components/case-results';
