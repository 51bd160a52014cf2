import { describe, expect, it } from 'vitest';
import { DomainError, foldEvents, type AnnouncementEvent } from '@oj/events';
import {
  announcementDecider as d,
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

/** Given events, when a command: the events it decides (or the error it throws). */
const when = (given: AnnouncementEvent[], command: AnnouncementCommand) =>
  d.decide(command, foldEvents(d, given));

const edit = (over: Partial<{ title: string; content: string; status: 0 | 1 }> = {}) =>
  ({
    type: 'EditAnnouncement',
    data: { id: 1000, title: 'Welcome', content: '# Hello', status: 0, ...over },
    metadata: later,
  }) satisfies AnnouncementCommand;

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('announcement decider', () => {
  it('creates an announcement with its author and time from the metadata', () => {
    expect(
      when([], {
        type: 'CreateAnnouncement',
        data: {
          id: 1000,
          title: 'Welcome',
          content: '# Hello',
          status: 0,
          gid: null,
          username: 'root',
        },
        metadata,
      }),
    ).toEqual([created]);
  });

  it('refuses a blank title or content, and a second creation of the same id', () => {
    const create = (title: string, content: string): AnnouncementCommand => ({
      type: 'CreateAnnouncement',
      data: { id: 1000, title, content, status: 0, gid: null, username: 'root' },
      metadata,
    });
    expect(failure(() => when([], create('  ', 'x')))).toEqual({
      code: 'invalid',
      message: 'Title is required',
    });
    expect(failure(() => when([], create('t', '')))).toEqual({
      code: 'invalid',
      message: 'Content is required',
    });
    expect(failure(() => when([created], create('t', 'x'))).code).toBe('conflict');
  });

  it('edits title, content and visibility, stamped with the editor and time', () => {
    expect(when([created], edit({ title: 'Rules', status: 1 }))).toEqual([
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
    ]);
  });

  it('decides nothing when a saved form changes nothing', () => {
    expect(when([created], edit())).toEqual([]);
  });

  it('folds an edit into the state, so toggling back is a change again', () => {
    const hidden = when([created], edit({ status: 1 }));
    expect(when([created, ...hidden], edit({ status: 1 }))).toEqual([]);
    expect(when([created, ...hidden], edit({ status: 0 }))).toHaveLength(1);
  });

  it('deletes an announcement once; afterwards edits and deletes find nothing', () => {
    const deleted = when([created], {
      type: 'DeleteAnnouncement',
      data: { id: 1000 },
      metadata: later,
    });
    expect(deleted).toEqual([
      { type: 'AnnouncementDeleted', data: { id: 1000, by: 'admin-2', at: later.now } },
    ]);
    const gone = [created, ...deleted];
    expect(failure(() => when(gone, edit({ title: 'again' })))).toEqual({
      code: 'not_found',
      message: announcementNotFound,
    });
    expect(
      failure(() => when(gone, { type: 'DeleteAnnouncement', data: { id: 1000 }, metadata: later }))
        .code,
    ).toBe('not_found');
  });

  it('cannot edit or delete an announcement that was never created', () => {
    expect(failure(() => when([], edit())).code).toBe('not_found');
  });
});
