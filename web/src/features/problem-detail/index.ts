/**
 * The problem page (/problem/:problemID and its focus mode). The editor pane and the
 * "My Submissions" tab come from other features through render props (composed in the route).
 */
export { ProblemDetailPage } from './components/problem-detail-page';
export type {
  ProblemDetailPageProps,
  ProblemEditorContext,
} from './components/problem-detail-page';
export type { ProblemDetail, ProblemInfo, ProblemCount } from './api/types';
