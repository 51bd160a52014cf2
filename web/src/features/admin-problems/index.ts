/** Problems in the back office: the list and the problem form (/admin/problem..., contest-only ones too). */
export { ProblemFormPage } from './components/problem-form-page';
export { ProblemListPage } from './components/problem-list-page';
/** A group's own problems (/group/:groupID/problem...): the admins' table and the form. */
export { GroupProblemAdmin } from './components/group-problem-admin';
export { GroupProblemFormPage } from './components/group-problem-form-page';
/** /admin/group-problem/apply: the super admin's review of applications to be public. */
export { GroupProblemApplyPage } from './components/group-problem-apply-page';
