import { assertNever, DomainError, type Decider, type TagEvent } from '@oj/events';

type Data = Extract<TagEvent, { type: 'TagClassificationCreated' }>['data'];
export type ClassificationState = { status: 'none' | 'deleted' } | { status: 'active'; data: Data };
export type ClassificationCommand =
  | { type: 'CreateClassification'; data: Data }
  | { type: 'EditClassification'; data: Data }
  | { type: 'DeleteClassification'; by: string; at: string };

export const classificationNotFound = 'The tag classification does not exist';

type Command<T extends ClassificationCommand['type']> = Extract<ClassificationCommand, { type: T }>;

const createClassification = (
  c: Command<'CreateClassification'>,
  s: ClassificationState,
): TagEvent[] => {
  if (s.status !== 'none')
    throw new DomainError('conflict', 'The tag classification already exists');
  return [{ type: 'TagClassificationCreated', data: c.data }];
};

const editClassification = (
  c: Command<'EditClassification'>,
  s: ClassificationState,
): TagEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', classificationNotFound);
  return [{ type: 'TagClassificationEdited', data: c.data }];
};

const deleteClassification = (
  c: Command<'DeleteClassification'>,
  s: ClassificationState,
): TagEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', classificationNotFound);
  return [{ type: 'TagClassificationDeleted', data: { id: s.data.id, by: c.by, at: c.at } }];
};

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
    decide: (command, state) => {
      switch (command.type) {
        case 'CreateClassification':
          return createClassification(command, state);
        case 'EditClassification':
          return editClassification(command, state);
        case 'DeleteClassification':
          return deleteClassification(command, state);
        default:
          return assertNever(command);
      }
    },
  };
