import { TrainingLayout } from '../../features/trainings';

/** /training/:trainingID: the training's header and tabs (children routes in the router). */
export function TrainingDetailRoute() {
  return <TrainingLayout />;
}
