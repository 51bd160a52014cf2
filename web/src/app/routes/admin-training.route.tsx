import { useParams } from 'react-router';
import {
  CategoryPage,
  TrainingFormPage,
  TrainingListPage,
  TrainingProblemsPage,
} from '../../features/admin-trainings';

export function AdminTrainingRoute() {
  return <TrainingListPage />;
}

/** /admin/training/create and /admin/training/:trainingId/edit (a new form per training). */
export function AdminTrainingFormRoute() {
  const { trainingId } = useParams();
  return <TrainingFormPage key={trainingId ?? 'new'} trainingId={trainingId} />;
}

/** /admin/training/:trainingId/problems. */
export function AdminTrainingProblemsRoute() {
  const { trainingId = '' } = useParams();
  const tid = Number(trainingId);
  if (!/^\d+$/.test(trainingId) || tid <= 0) return <TrainingFormPage trainingId={trainingId} />;
  return <TrainingProblemsPage key={tid} tid={tid} />;
}

export function AdminTrainingCategoryRoute() {
  return <CategoryPage />;
}
