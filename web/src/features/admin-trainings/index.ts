/**
 * Trainings in the back office (/admin/training...): the list with its visibility switch, the
 * create/edit form, a training's problems with their rank, and the categories with colours.
 */
export { TrainingListPage } from './components/training-list-page';
export { TrainingFormPage } from './components/training-form-page';
export { TrainingProblemsPage } from './components/training-problems-page';
export { CategoryPage } from './components/category-page';
