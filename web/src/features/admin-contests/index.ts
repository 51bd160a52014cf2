/** Contests in the back office: list, form, problems and announcements (/admin/contest...). */
export { ContestAnnouncementsPage } from './components/contest-announcements-page';
export { ContestFormPage } from './components/contest-form-page';
export { ContestListPage } from './components/contest-list-page';
export { ContestProblemsPage } from './components/contest-problems-page';
/** The same pages for a group's contests (a `gid`), and the group's contest admin list. */
export { GroupContestAdminPage } from './components/group-contest-admin-page';
export { groupContestScope } from './contest-scope';
