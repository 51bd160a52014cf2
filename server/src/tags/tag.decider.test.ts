import { describe, it } from 'vitest';
import type { TagEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { tagDecider, tagNotFound, type TagCommand } from './tag.decider.ts';

const at = '2026-11-22T00:00:00.000Z';
const tag = {
  id: 4,
  name: 'dp',
  color: '#409eff',
  oj: 'ME',
  gid: null,
  tcid: null,
  by: 'admin-1',
  at,
};
const renamed = { ...tag, name: 'dynamic programming', color: '#ff0000', tcid: 2 };

const create: TagCommand = { type: 'CreateTag', tag };
const edit = (data = renamed): TagCommand => ({ type: 'EditTag', tag: data });
const del: TagCommand = { type: 'DeleteTag', by: 'admin-2', at };

const created: TagEvent = { type: 'TagCreated', data: tag };
const edited: TagEvent = { type: 'TagEdited', data: { ...renamed, previousName: 'dp' } };
const deleted: TagEvent = {
  type: 'TagDeleted',
  data: { id: 4, name: 'dp', by: 'admin-2', at },
};

describe('tag decider', () => {
  const spec = deciderSpec(tagDecider);

  it('creates a tag', () => spec.given([]).when(create).then([created]));

  it('refuses to create the same tag twice, even after its deletion', () => {
    spec.given([created]).when(create).thenFails('The tag already exists', 'conflict');
    spec.given([created, deleted]).when(create).thenFails('The tag already exists', 'conflict');
  });

  it('edits a tag, carrying the name it replaces', () =>
    spec.given([created]).when(edit()).then([edited]));

  it('carries the name of the latest edit on the next one', () =>
    spec
      .given([created, edited])
      .when(edit({ ...renamed, name: 'DP' }))
      .then([{ type: 'TagEdited', data: { ...renamed, name: 'DP', previousName: renamed.name } }]));

  it('deletes a tag with its current name', () => {
    spec.given([created]).when(del).then([deleted]);
    spec
      .given([created, edited])
      .when(del)
      .then([{ ...deleted, data: { ...deleted.data, name: renamed.name } }]);
  });

  it('refuses to edit or delete a tag that does not exist or was deleted', () => {
    for (const past of [[], [created, deleted]]) {
      spec.given(past).when(edit()).thenFails(tagNotFound, 'not_found');
      spec.given(past).when(del).thenFails(tagNotFound, 'not_found');
    }
  });
});
