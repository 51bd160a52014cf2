/** Contests in the back office: list, form, problems and announcements (/admin/contest...). */
export { ContestAnnouncementsPage } from './components/contest-announcements-page';
export { ContestFormPage } from './components/contest-form-page';
export { ContestListPage } from './components/contest-list-page';
export { ContestProblemsPage } from './components/contest-problems-page';
