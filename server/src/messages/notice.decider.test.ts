import { describe, expect, it } from 'vitest';
import { foldEvents, type MessageEvent } from '@oj/events';
import { noticeDecider as d, type NoticeCommand } from './notice.decider.ts';

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
const sent: MessageEvent[] = d.decide(create(), d.initialState());
const mine: MessageEvent[] = d.decide(
  create({ type: 'Mine', recipientId: 'u1' }),
  d.initialState(),
);

describe('notice decider', () => {
  it('sends a notice to everyone, with no recipient', () => {
    expect(d.decide(create({ recipientId: 'u9' }), d.initialState())).toEqual([
      {
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
      },
    ]);
  });
  it('needs a recipient for a personal notice, and a title and content', () => {
    expect(() => d.decide(create({ type: 'Mine' }), d.initialState())).toThrow(
      'Please choose the user who receives the notice',
    );
    expect(() => d.decide(create({ title: ' ' }), d.initialState())).toThrow('Title is required');
    expect(() => d.decide(create({ content: '' }), d.initialState())).toThrow(
      'Content is required',
    );
    expect(mine[0]).toMatchObject({ data: { type: 'Mine', recipientId: 'u1' } });
  });
  it('refuses to send the same notice twice', () => {
    expect(() => d.decide(create(), foldEvents(d, sent))).toThrow('The notice already exists');
  });
  it('edits title and content; an unchanged form is no event', () => {
    const edit = { type: 'EditNotice', metadata } as const;
    const fields = { id: 5, type: 'Sys', recipientId: null } as const;
    const state = foldEvents(d, sent);
    expect(
      d.decide({ ...edit, data: { ...fields, title: 'Moved', content: 'Tomorrow' } }, state),
    ).toEqual([
      {
        type: 'AdminNoticeEdited',
        data: { id: 5, title: 'Moved', content: 'Tomorrow', by: 'r1', at: now },
      },
    ]);
    expect(
      d.decide(
        { ...edit, data: { ...fields, title: 'Maintenance', content: 'Tonight at **10**' } },
        state,
      ),
    ).toEqual([]);
  });
  it('keeps the type and recipient of a sent notice', () => {
    const edit = (type: 'Sys' | 'Mine', recipientId: string | null) =>
      ({
        type: 'EditNotice',
        data: { id: 5, title: 't', content: 'c', type, recipientId },
        metadata,
      }) as const;
    expect(() => d.decide(edit('Mine', 'u1'), foldEvents(d, sent))).toThrow(
      'The type and recipient of a sent notice cannot be changed',
    );
    expect(() => d.decide(edit('Mine', 'u2'), foldEvents(d, mine))).toThrow(
      'The type and recipient of a sent notice cannot be changed',
    );
  });
  it('withdraws a notice with its audience, once', () => {
    const del = { type: 'DeleteNotice', data: { id: 5 }, metadata } as const;
    const deleted = d.decide(del, foldEvents(d, mine));
    expect(deleted).toEqual([
      {
        type: 'AdminNoticeDeleted',
        data: { id: 5, type: 'Mine', recipientId: 'u1', by: 'r1', at: now },
      },
    ]);
    expect(() => d.decide(del, foldEvents(d, [...mine, ...deleted]))).toThrow(
      'The notice does not exist',
    );
    expect(() => d.decide(del, d.initialState())).toThrow('The notice does not exist');
  });
});
