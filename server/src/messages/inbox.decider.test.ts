import { describe, expect, it } from 'vitest';
import { foldEvents } from '@oj/events';
import { inboxDecider as d } from './inbox.decider.ts';

const now = '2026-11-22T00:00:00.000Z';
const metadata = { now, userId: 'u1' };

describe('inbox decider', () => {
  it('marks a box read up to the newest message its list saw', () => {
    const events = d.decide(
      { type: 'ReadMessages', data: { uid: 'u1', box: 'sys', upTo: 12 }, metadata },
      d.initialState(),
    );
    expect(events).toEqual([
      { type: 'MessagesRead', data: { uid: 'u1', box: 'sys', upTo: 12, at: now } },
    ]);
    expect(foldEvents(d, events)).toMatchObject({ reads: 1 });
  });
  it('cleans one message or a whole box; an empty box is no event', () => {
    const clean = (id: number | null, upTo: number) =>
      d.decide(
        { type: 'CleanMessages', data: { uid: 'u1', box: 'like', id, upTo }, metadata },
        d.initialState(),
      );
    expect(clean(7, 9)).toEqual([
      { type: 'MessagesCleaned', data: { uid: 'u1', box: 'like', id: 7, upTo: 9, at: now } },
    ]);
    expect(clean(null, 9)).toHaveLength(1);
    expect(clean(null, 0)).toEqual([]);
  });
  it('refuses to touch another user inbox', () => {
    expect(() =>
      d.decide(
        { type: 'ReadMessages', data: { uid: 'u2', box: 'comment', upTo: 3 }, metadata },
        d.initialState(),
      ),
    ).toThrow('Sorry, you do not have permission for this operation');
    expect(() =>
      d.decide(
        {
          type: 'CleanMessages',
          data: { uid: 'u2', box: 'comment', id: null, upTo: 3 },
          metadata,
        },
        d.initialState(),
      ),
    ).toThrow('Sorry, you do not have permission for this operation');
  });
});
