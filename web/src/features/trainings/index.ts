/**
 * The public training pages: the list (/training) and a training's layout
 * (/training/:trainingID) with its introduction, problem list and rank tabs; a group's list and
 * the same layout under /group/:groupID/training (`gid`). The problem page inside a training is
 * composed in the app from problem-detail and judge-panel.
 */
export { TrainingListPage } from './components/training-list-page';
export { GroupTrainingList } from './components/group-training-list';
export { TrainingLayout, type TrainingFrame } from './components/training-layout';
export { TrainingIntroduction } from './components/training-introduction';
export { TrainingProblems } from './components/training-problems';
export { TrainingRank } from './components/training-rank';
export { TrainingRecords } from './components/training-records';
export { useTraining, type TrainingContextValue } from './training-context';
