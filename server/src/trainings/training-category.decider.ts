import { assertNever, DomainError, type Decider, type TrainingCategoryEvent } from '@oj/events';

export type TrainingCategoryState =
  | { status: 'none' }
  | { status: 'active'; id: number; name: string; color: string }
  | { status: 'deleted' };

interface Metadata {
  now: string;
  userId: string;
}

interface CategoryLook {
  name: string;
  color: string;
}

export type TrainingCategoryCommand =
  | {
      type: 'CreateTrainingCategory';
      data: CategoryLook & { id: number; gid: number | null };
      metadata: Metadata;
    }
  | { type: 'EditTrainingCategory'; data: CategoryLook & { id: number }; metadata: Metadata }
  | { type: 'DeleteTrainingCategory'; data: { id: number }; metadata: Metadata };

export const categoryMessages = {
  missing: 'The training category does not exist',
  exists: 'The training category already exists',
  name: 'Category name is required',
  color: 'Category colour is required',
  nameTaken: 'A training category with this name already exists',
} as const;

const assertLook = (l: CategoryLook) => {
  if (l.name.trim() === '') throw new DomainError('invalid', categoryMessages.name);
  if (l.color.trim() === '') throw new DomainError('invalid', categoryMessages.color);
};

const active = (s: TrainingCategoryState) => {
  if (s.status !== 'active') throw new DomainError('not_found', categoryMessages.missing);
  return s;
};

/**
 * One training category (stream `trainingCategory-<id>`). Names are unique among the site's
 * categories: the route checks the read model first (as HOJ does), the decider the form.
 */
export const trainingCategoryDecider: Decider<
  TrainingCategoryState,
  TrainingCategoryCommand,
  TrainingCategoryEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (s, e) => {
    switch (e.type) {
      case 'TrainingCategoryCreated':
        return { status: 'active', id: e.data.id, name: e.data.name, color: e.data.color };
      case 'TrainingCategoryEdited':
        return s.status === 'active' ? { ...s, name: e.data.name, color: e.data.color } : s;
      case 'TrainingCategoryDeleted':
        return { status: 'deleted' };
      default:
        return s;
    }
  },
  decide: (c, s) => {
    const by = { by: c.metadata.userId, at: c.metadata.now };
    switch (c.type) {
      case 'CreateTrainingCategory': {
        if (s.status !== 'none') throw new DomainError('conflict', categoryMessages.exists);
        assertLook(c.data);
        const { id, name, color, gid } = c.data;
        return [{ type: 'TrainingCategoryCreated', data: { id, name, color, gid, ...by } }];
      }
      case 'EditTrainingCategory': {
        const a = active(s);
        assertLook(c.data);
        if (a.name === c.data.name && a.color === c.data.color) return [];
        const { id, name, color } = c.data;
        return [{ type: 'TrainingCategoryEdited', data: { id, name, color, ...by } }];
      }
      case 'DeleteTrainingCategory':
        return [{ type: 'TrainingCategoryDeleted', data: { id: active(s).id, ...by } }];
      default:
        return assertNever(c);
    }
  },
};
