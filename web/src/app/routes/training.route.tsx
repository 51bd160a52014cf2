import { TrainingListPage } from '../../features/trainings';

export function TrainingRoute() {
  return <TrainingListPage />;
}
