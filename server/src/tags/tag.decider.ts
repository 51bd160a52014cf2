import { assertNever, DomainError, type Decider, type TagEvent } from '@oj/events';

type TagData = Extract<TagEvent, { type: 'TagCreated' }>['data'];
export type TagState =
  { status: 'none' } | { status: 'active'; tag: TagData } | { status: 'deleted' };

export type TagCommand =
  | { type: 'CreateTag'; tag: TagData }
  | { type: 'EditTag'; tag: TagData }
  | { type: 'DeleteTag'; by: string; at: string };

export const tagNotFound = 'The tag does not exist';

const createTag = (c: Extract<TagCommand, { type: 'CreateTag' }>, s: TagState): TagEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The tag already exists');
  return [{ type: 'TagCreated', data: c.tag }];
};

/** The edit carries the name it replaces: the problems carrying that name follow the rename. */
const editTag = (c: Extract<TagCommand, { type: 'EditTag' }>, s: TagState): TagEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', tagNotFound);
  return [{ type: 'TagEdited', data: { ...c.tag, previousName: s.tag.name } }];
};

const deleteTag = (c: Extract<TagCommand, { type: 'DeleteTag' }>, s: TagState): TagEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', tagNotFound);
  return [{ type: 'TagDeleted', data: { id: s.tag.id, name: s.tag.name, by: c.by, at: c.at } }];
};

/** One tag (stream `tag-<id>`); its name is unique per oj through a reservation. */
export const tagDecider: Decider<TagState, TagCommand, TagEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'TagCreated':
        return { status: 'active', tag: e.data };
      case 'TagEdited': {
        const { previousName: _previous, ...tag } = e.data;
        return { status: 'active', tag };
      }
      case 'TagDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateTag':
        return createTag(command, state);
      case 'EditTag':
        return editTag(command, state);
      case 'DeleteTag':
        return deleteTag(command, state);
      default:
        return assertNever(command);
    }
  },
};
