import { describe, it } from 'vitest';
import type { MessageBox, MessageEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { inboxDecider, type InboxCommand } from './inbox.decider.ts';

const now = '2026-11-22T00:00:00.000Z';
const metadata = { now, userId: 'u1' };
const noPermission = 'Sorry, you do not have permission for this operation';

const read = (uid: string, box: MessageBox, upTo: number): InboxCommand => ({
  type: 'ReadMessages',
  data: { uid, box, upTo },
  metadata,
});
const clean = (uid: string, id: number | null, upTo: number): InboxCommand => ({
  type: 'CleanMessages',
  data: { uid, box: 'like', id, upTo },
  metadata,
});
const cleaned = (id: number | null, upTo: number): MessageEvent => ({
  type: 'MessagesCleaned',
  data: { uid: 'u1', box: 'like', id, upTo, at: now },
});

describe('inbox decider', () => {
  const spec = deciderSpec(inboxDecider);

  it('marks a box read up to the newest message its list saw', () => {
    spec
      .given([])
      .when(read('u1', 'sys', 12))
      .then([{ type: 'MessagesRead', data: { uid: 'u1', box: 'sys', upTo: 12, at: now } }]);
    spec
      .given([])
      .when(read('u1', 'sys', 12))
      .thenState({ reads: 1 });
  });
  it('cleans one message or a whole box; an empty box is no event', () => {
    spec
      .given([])
      .when(clean('u1', 7, 9))
      .then([cleaned(7, 9)]);
    spec
      .given([])
      .when(clean('u1', null, 9))
      .then([cleaned(null, 9)]);
    spec
      .given([])
      .when(clean('u1', null, 0))
      .then([]);
  });
  it('refuses to touch another user inbox', () => {
    spec
      .given([])
      .when(read('u2', 'comment', 3))
      .thenFails(noPermission, 'forbidden');
    spec
      .given([])
      .when(clean('u2', null, 3))
      .thenFails(noPermission, 'forbidden');
  });
});
