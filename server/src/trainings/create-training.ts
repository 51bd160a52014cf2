import {
  handleCommand,
  nextId,
  trainingCategoryStream,
  trainingStream,
  type EventStore,
  type Sql,
  type TrainingFields,
} from '@oj/events';
import { trainingCategoryDecider } from './training-category.decider.ts';
import { trainingDecider } from './training.decider.ts';

/**
 * Creates a training with a new category and its problems through the same deciders as the
 * admin form and "add from public" (used by the demo seed). Returns the training id.
 */
export const createTraining = async (
  deps: { store: EventStore; sql: Sql },
  o: {
    fields: Omit<TrainingFields, 'categoryId' | 'gid'>;
    category: { name: string; color: string } | { id: number };
    problems: { pid: number; displayId: string; rank: number }[];
    by: { uid: string; username: string };
    now?: Date;
  },
) => {
  const metadata = { now: (o.now ?? new Date()).toISOString(), userId: o.by.uid };
  let categoryId: number;
  if ('id' in o.category) categoryId = o.category.id;
  else {
    categoryId = await nextId(deps.sql, 'training_category');
    await handleCommand(deps.store, trainingCategoryStream(categoryId), trainingCategoryDecider, {
      type: 'CreateTrainingCategory',
      data: { id: categoryId, ...o.category, gid: null },
      metadata,
    });
  }
  const tid = await nextId(deps.sql, 'training');
  const stream = trainingStream(tid);
  await handleCommand(deps.store, stream, trainingDecider, {
    type: 'CreateTraining',
    data: { tid, fields: { ...o.fields, categoryId, gid: null }, author: o.by.username },
    metadata,
  });
  let position = 0;
  for (const p of o.problems) {
    const id = await nextId(deps.sql, 'training_problem');
    const r = await handleCommand(deps.store, stream, trainingDecider, {
      type: 'AddTrainingProblem',
      data: { tid, id, ...p },
      metadata,
    });
    position = r.appended?.position ?? position;
  }
  return { tid, categoryId, position };
};
