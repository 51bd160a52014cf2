import { DomainError, type Decider, type TagEvent } from '@oj/events';

type Data = Extract<TagEvent, { type: 'TagClassificationCreated' }>['data'];
export type ClassificationState = { status: 'none' | 'deleted' } | { status: 'active'; data: Data };
export type ClassificationCommand =
  | { type: 'CreateClassification'; data: Data }
  | { type: 'EditClassification'; data: Data }
  | { type: 'DeleteClassification'; by: string; at: string };

const notFound = 'The tag classification does not exist';

/** A tag classification (stream `tagClassification-<id>`). */
export const classificationDecider: Decider<ClassificationState, ClassificationCommand, TagEvent> =
  {
    initialState: () => ({ status: 'none' }),
    evolve: (state, e) => {
      if (e.type === 'TagClassificationCreated' || e.type === 'TagClassificationEdited')
        return { status: 'active', data: e.data };
      if (e.type === 'TagClassificationDeleted') return { status: 'deleted' };
      return state;
    },
    decide: (c, s) => {
      switch (c.type) {
        case 'CreateClassification':
          if (s.status !== 'none')
            throw new DomainError('conflict', 'The tag classification already exists');
          return [{ type: 'TagClassificationCreated', data: c.data }];
        case 'EditClassification':
          if (s.status !== 'active') throw new DomainError('not_found', notFound);
          return [{ type: 'TagClassificationEdited', data: c.data }];
        case 'DeleteClassification':
          if (s.status !== 'active') throw new DomainError('not_found', notFound);
          return [
            { type: 'TagClassificationDeleted', data: { id: s.data.id, by: c.by, at: c.at } },
          ];
      }
    },
  };
