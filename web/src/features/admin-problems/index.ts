/** Problems in the back office: the list and the problem form (/admin/problem..., contest-only ones too). */
export { ProblemFormPage } from './components/problem-form-page';
export { ProblemListPage } from './components/problem-list-page';
