import { describe, it } from 'vitest';
import type { AnnouncementEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  announcementDecider,
  announcementNotFound,
  type AnnouncementCommand,
} from './announcement.decider.ts';

const metadata = { now: '2026-11-22T08:00:00.000Z', userId: 'admin-1' };
const later = { now: '2026-11-23T09:30:00.000Z', userId: 'admin-2' };

const created: AnnouncementEvent = {
  type: 'AnnouncementCreated',
  data: {
    id: 1000,
    title: 'Welcome',
    content: '# Hello',
    status: 0,
    gid: null,
    uid: 'admin-1',
    username: 'root',
    at: metadata.now,
  },
};

const create = (title = 'Welcome', content = '# Hello'): AnnouncementCommand => ({
  type: 'CreateAnnouncement',
  data: { id: 1000, title, content, status: 0, gid: null, username: 'root' },
  metadata,
});

const edit = (over: Partial<{ title: string; content: string; status: 0 | 1 }> = {}) =>
  ({
    type: 'EditAnnouncement',
    data: { id: 1000, title: 'Welcome', content: '# Hello', status: 0, ...over },
    metadata: later,
  }) satisfies AnnouncementCommand;

const edited = (over: Partial<{ title: string; content: string; status: 0 | 1 }> = {}) =>
  ({
    type: 'AnnouncementEdited',
    data: { ...edit(over).data, by: 'admin-2', at: later.now },
  }) satisfies AnnouncementEvent;

const del: AnnouncementCommand = {
  type: 'DeleteAnnouncement',
  data: { id: 1000 },
  metadata: later,
};
const deleted: AnnouncementEvent = {
  type: 'AnnouncementDeleted',
  data: { id: 1000, by: 'admin-2', at: later.now },
};

describe('announcement decider', () => {
  const spec = deciderSpec(announcementDecider);

  it('creates an announcement with its author and time from the metadata', () =>
    spec.given([]).when(create()).then([created]));

  it('refuses a blank title or content, and a second creation of the same id', () => {
    spec.given([]).when(create('  ', 'x')).thenFails('Title is required', 'invalid');
    spec.given([]).when(create('t', '')).thenFails('Content is required', 'invalid');
    spec
      .given([created])
      .when(create('t', 'x'))
      .thenFails('The announcement already exists', 'conflict');
  });

  it('edits title, content and visibility, stamped with the editor and time', () =>
    spec
      .given([created])
      .when(edit({ title: 'Rules', status: 1 }))
      .then([
        {
          type: 'AnnouncementEdited',
          data: {
            id: 1000,
            title: 'Rules',
            content: '# Hello',
            status: 1,
            by: 'admin-2',
            at: later.now,
          },
        },
      ]));

  it('decides nothing when a saved form changes nothing', () =>
    spec.given([created]).when(edit()).then([]));

  it('folds an edit into the state, so toggling back is a change again', () => {
    const hidden = edited({ status: 1 });
    spec
      .given([created])
      .when(edit({ status: 1 }))
      .then([hidden]);
    spec
      .given([created, hidden])
      .when(edit({ status: 1 }))
      .then([]);
    spec
      .given([created, hidden])
      .when(edit({ status: 0 }))
      .then([edited({ status: 0 })]);
  });

  it('deletes an announcement once; afterwards edits and deletes find nothing', () => {
    spec.given([created]).when(del).then([deleted]);
    spec
      .given([created, deleted])
      .when(edit({ title: 'again' }))
      .thenFails(announcementNotFound, 'not_found');
    spec.given([created, deleted]).when(del).thenFails(announcementNotFound, 'not_found');
  });

  it('cannot edit or delete an announcement that was never created', () => {
    spec.given([]).when(edit()).thenFails(announcementNotFound, 'not_found');
    spec.given([]).when(del).thenFails(announcementNotFound, 'not_found');
  });
});
