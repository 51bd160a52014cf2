import { describe, it } from 'vitest';
import type { DiscussionEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { discussionDecider, type DiscussionCommand } from './discussion.decider.ts';
import { discussionMessages as m } from './discussion.policy.ts';

const now = '2026-11-24T08:00:00.000Z';
const author = { now, userId: 'u1', moderator: false };
const stranger = { now, userId: 'u2', moderator: false };
const admin = { now, userId: 'a1', moderator: true };
const fields = {
  categoryId: 1,
  title: 'Fast IO',
  description: 'scanf',
  content: '<b>kept as sent</b>',
  pid: null,
  topPriority: false,
};
const create = (metadata = author, over = {}): DiscussionCommand => ({
  type: 'CreateDiscussion',
  data: { ...fields, id: 5, gid: null, author: 'alice', ...over },
  metadata,
});
const created: DiscussionEvent = {
  type: 'DiscussionCreated',
  data: { ...fields, id: 5, gid: null, author: 'alice', uid: 'u1', at: now },
};
const edit = (metadata = author, over = {}): DiscussionCommand => ({
  type: 'EditDiscussion',
  data: { ...fields, id: 5, ...over },
  metadata,
});

describe('discussion decider', () => {
  const spec = deciderSpec(discussionDecider);

  it('creates a discussion; only a moderator may pin it', () => {
    spec.given([]).when(create()).then([created]);
    spec
      .given([])
      .when(create(author, { topPriority: true }))
      .then([created]);
    spec
      .given([])
      .when(create(admin, { topPriority: true }))
      .then([{ ...created, data: { ...created.data, uid: 'a1', topPriority: true } }]);
    spec
      .given([])
      .when(create(author, { title: ' ' }))
      .thenFails('Title is required', 'invalid');
    spec.given([created]).when(create()).thenFails('The discussion already exists', 'conflict');
  });

  it('lets the author and moderators edit; an unchanged form decides nothing', () => {
    spec
      .given([created])
      .when(edit(author, { title: 'Faster IO' }))
      .then([
        {
          type: 'DiscussionEdited',
          data: { ...fields, id: 5, title: 'Faster IO', by: 'u1', at: now },
        },
      ]);
    spec.given([created]).when(edit()).then([]);
    spec
      .given([created])
      .when(edit(stranger, { title: 'x' }))
      .thenFails(m.notYours, 'forbidden');
    spec.given([]).when(edit()).thenFails(m.notFound, 'not_found');
  });

  it('moderates and deletes under the same rules', () => {
    const moderate: DiscussionCommand = {
      type: 'ModerateDiscussion',
      data: { id: 5, status: 1, topPriority: true },
      metadata: admin,
    };
    spec
      .given([created])
      .when(moderate)
      .then([
        {
          type: 'DiscussionModerated',
          data: { id: 5, status: 1, topPriority: true, by: 'a1', at: now },
        },
      ]);
    spec
      .given([created])
      .when({ ...moderate, metadata: author })
      .thenFails(m.notYours, 'forbidden');
    const del = (metadata: typeof author): DiscussionCommand => ({
      type: 'DeleteDiscussion',
      data: { id: 5 },
      metadata,
    });
    spec.given([created]).when(del(stranger)).thenFails(m.notYours, 'forbidden');
    spec
      .given([created])
      .when(del(author))
      .then([{ type: 'DiscussionDeleted', data: { id: 5, by: 'u1', at: now, author: 'u1' } }]);
    // A moderator's delete names the author, so the audit log tells it from the author's own.
    spec
      .given([created])
      .when(del(admin))
      .then([
        { type: 'DiscussionDeleted', data: { id: 5, by: admin.userId, at: now, author: 'u1' } },
      ]);
    spec
      .given([created, { type: 'DiscussionDeleted', data: { id: 5, by: 'u1', at: now } }])
      .when(del(admin))
      .thenFails(m.notFound, 'not_found');
  });
});
