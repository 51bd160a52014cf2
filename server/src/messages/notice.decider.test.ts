import { describe, it } from 'vitest';
import type { MessageEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  noticeDecider,
  noticeNotFound,
  recipientRequired,
  sentNoticeFixed,
  type NoticeCommand,
} from './notice.decider.ts';

const now = '2026-11-22T00:00:00.000Z';
const metadata = { now, userId: 'r1' };
const create = (over: Partial<Extract<NoticeCommand, { type: 'CreateNotice' }>['data']> = {}) =>
  ({
    type: 'CreateNotice',
    data: {
      id: 5,
      title: 'Maintenance',
      content: 'Tonight at **10**',
      type: 'Sys',
      recipientId: null,
      adminUsername: 'root',
      ...over,
    },
    metadata,
  }) satisfies NoticeCommand;
const sent: MessageEvent = {
  type: 'AdminNoticeCreated',
  data: {
    id: 5,
    title: 'Maintenance',
    content: 'Tonight at **10**',
    type: 'Sys',
    recipientId: null,
    adminId: 'r1',
    adminUsername: 'root',
    at: now,
  },
};
const mine: MessageEvent = {
  type: 'AdminNoticeCreated',
  data: { ...sent.data, type: 'Mine', recipientId: 'u1' },
};
const edit = (
  title: string,
  content: string,
  type: 'Sys' | 'Mine' = 'Sys',
  recipientId: string | null = null,
) =>
  ({
    type: 'EditNotice',
    data: { id: 5, title, content, type, recipientId },
    metadata,
  }) satisfies NoticeCommand;
const del = { type: 'DeleteNotice', data: { id: 5 }, metadata } satisfies NoticeCommand;

describe('notice decider', () => {
  const spec = deciderSpec(noticeDecider);

  it('sends a notice to everyone, with no recipient', () =>
    spec
      .given([])
      .when(create({ recipientId: 'u9' }))
      .then([sent]));
  it('needs a recipient for a personal notice, and a title and content', () => {
    spec
      .given([])
      .when(create({ type: 'Mine' }))
      .thenFails(recipientRequired, 'invalid');
    spec
      .given([])
      .when(create({ title: ' ' }))
      .thenFails('Title is required', 'invalid');
    spec
      .given([])
      .when(create({ content: '' }))
      .thenFails('Content is required', 'invalid');
    spec
      .given([])
      .when(create({ type: 'Mine', recipientId: 'u1' }))
      .then([mine]);
  });
  it('refuses to send the same notice twice', () =>
    spec.given([sent]).when(create()).thenFails('The notice already exists', 'conflict'));
  it('edits title and content; an unchanged form is no event', () => {
    spec
      .given([sent])
      .when(edit('Moved', 'Tomorrow'))
      .then([
        {
          type: 'AdminNoticeEdited',
          data: { id: 5, title: 'Moved', content: 'Tomorrow', by: 'r1', at: now },
        },
      ]);
    spec.given([sent]).when(edit('Maintenance', 'Tonight at **10**')).then([]);
  });
  it('keeps the type and recipient of a sent notice', () => {
    spec
      .given([sent])
      .when(edit('t', 'c', 'Mine', 'u1'))
      .thenFails(sentNoticeFixed, 'invalid');
    spec
      .given([mine])
      .when(edit('t', 'c', 'Mine', 'u2'))
      .thenFails(sentNoticeFixed, 'invalid');
  });
  it('withdraws a notice with its audience, once', () => {
    const deleted: MessageEvent = {
      type: 'AdminNoticeDeleted',
      data: { id: 5, type: 'Mine', recipientId: 'u1', by: 'r1', at: now },
    };
    spec.given([mine]).when(del).then([deleted]);
    spec.given([mine, deleted]).when(del).thenFails(noticeNotFound, 'not_found');
    spec.given([]).when(del).thenFails(noticeNotFound, 'not_found');
  });
});
