import { describe, it } from 'vitest';
import type { TagEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  classificationDecider,
  classificationNotFound,
  type ClassificationCommand,
} from './classification.decider.ts';

const at = '2026-11-22T00:00:00.000Z';
const data = { id: 2, name: 'Graphs', oj: 'ME', rank: 1, by: 'admin-1', at };
const moved = { ...data, name: 'Graph theory', rank: 3 };

const create: ClassificationCommand = { type: 'CreateClassification', data };
const edit: ClassificationCommand = { type: 'EditClassification', data: moved };
const del: ClassificationCommand = { type: 'DeleteClassification', by: 'admin-2', at };

const created: TagEvent = { type: 'TagClassificationCreated', data };
const edited: TagEvent = { type: 'TagClassificationEdited', data: moved };
const deleted: TagEvent = { type: 'TagClassificationDeleted', data: { id: 2, by: 'admin-2', at } };

describe('tag classification decider', () => {
  const spec = deciderSpec(classificationDecider);

  it('creates a classification', () => spec.given([]).when(create).then([created]));

  it('refuses to create the same classification twice, even after its deletion', () => {
    const exists = 'The tag classification already exists';
    spec.given([created]).when(create).thenFails(exists, 'conflict');
    spec.given([created, deleted]).when(create).thenFails(exists, 'conflict');
  });

  it('edits a classification, again after an edit', () => {
    spec.given([created]).when(edit).then([edited]);
    spec.given([created, edited]).when(edit).then([edited]);
  });

  it('deletes a classification by its id', () => {
    spec.given([created]).when(del).then([deleted]);
    spec.given([created, edited]).when(del).then([deleted]);
  });

  it('refuses to edit or delete a classification that does not exist or was deleted', () => {
    for (const past of [[], [created, deleted]]) {
      spec.given(past).when(edit).thenFails(classificationNotFound, 'not_found');
      spec.given(past).when(del).thenFails(classificationNotFound, 'not_found');
    }
  });
});
