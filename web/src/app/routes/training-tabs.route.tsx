import {
  TrainingIntroduction,
  TrainingProblems,
  TrainingRank,
  TrainingRecords,
} from '../../features/trainings';

export function TrainingIntroductionRoute() {
  return <TrainingIntroduction />;
}

export function TrainingProblemsRoute() {
  return <TrainingProblems />;
}

export function TrainingRankRoute() {
  return <TrainingRank />;
}

export function TrainingRecordsRoute() {
  return <TrainingRecords />;
}
