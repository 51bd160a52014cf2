/** The problem set page (/problem): filters in the URL, tag panel, status marks. */
export { ProblemListPage } from './components/problem-list-page';
export type { ProblemTag } from './api/types';
/** A group's problem tab (/group/:groupID/problem) for its members. */
export { GroupProblemListPage } from './components/group-problem-list-page';
