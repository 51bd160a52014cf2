import { describe, it } from 'vitest';
import type { TrainingCategoryEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  categoryMessages,
  trainingCategoryDecider,
  type TrainingCategoryCommand,
} from './training-category.decider.ts';

const metadata = { now: '2026-11-22T08:00:00.000Z', userId: 'root-1' };
const by = { by: 'root-1', at: metadata.now };
const create = (name = 'Basics', color = '#409EFF'): TrainingCategoryCommand => ({
  type: 'CreateTrainingCategory',
  data: { id: 3, name, color, gid: null },
  metadata,
});
const created: TrainingCategoryEvent = {
  type: 'TrainingCategoryCreated',
  data: { id: 3, name: 'Basics', color: '#409EFF', gid: null, ...by },
};
const edit = (name: string, color = '#409EFF'): TrainingCategoryCommand => ({
  type: 'EditTrainingCategory',
  data: { id: 3, name, color },
  metadata,
});
const del: TrainingCategoryCommand = { type: 'DeleteTrainingCategory', data: { id: 3 }, metadata };

describe('training category decider', () => {
  const spec = deciderSpec(trainingCategoryDecider);

  it('creates a category with a name and a colour', () => {
    spec.given([]).when(create()).then([created]);
    spec.given([]).when(create(' ')).thenFails(categoryMessages.name, 'invalid');
    spec.given([]).when(create('x', '')).thenFails(categoryMessages.color, 'invalid');
    spec.given([created]).when(create()).thenFails(categoryMessages.exists, 'conflict');
  });

  it('renames and recolours; an unchanged form decides nothing', () => {
    spec
      .given([created])
      .when(edit('Graphs', '#f00'))
      .then([
        { type: 'TrainingCategoryEdited', data: { id: 3, name: 'Graphs', color: '#f00', ...by } },
      ]);
    spec.given([created]).when(edit('Basics')).then([]);
  });

  it('deletes once; afterwards nothing is found', () => {
    const deleted: TrainingCategoryEvent = {
      type: 'TrainingCategoryDeleted',
      data: { id: 3, ...by },
    };
    spec.given([created]).when(del).then([deleted]);
    spec.given([created, deleted]).when(edit('x')).thenFails(categoryMessages.missing, 'not_found');
    spec.given([]).when(del).thenFails(categoryMessages.missing, 'not_found');
  });
});
