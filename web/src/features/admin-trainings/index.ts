/**
 * Trainings in the back office (/admin/training...): the list with its visibility switch, the
 * create/edit form, a training's problems with their rank, and the categories with colours.
 * The same pages serve a group's trainings (`gid`) inside the group's Training tab.
 */
export { TrainingListPage } from './components/training-list-page';
export { GroupTrainingAdminList } from './components/group-training-admin-list';
export { TrainingFormPage } from './components/training-form-page';
export { TrainingProblemsPage } from './components/training-problems-page';
export { CategoryPage } from './components/category-page';
export { adminTrainingPaths } from './training-paths';
export type { AdminTraining } from './api/types';
