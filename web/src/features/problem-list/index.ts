/** The problem set page (/problem): filters in the URL, tag panel, status marks. */
export { ProblemListPage } from './components/problem-list-page';
export type { ProblemTag } from './api/types';
