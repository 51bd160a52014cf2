import { describe, it } from 'vitest';
import type { ContestAcCheckEvent, ContestPrintEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  contestAcCheckDecider,
  contestPrintDecider,
  printMessages as m,
  type ContestPrintCommand,
} from './contest-print.decider.ts';

const metadata = { now: '2026-11-23T10:00:00.000Z', userId: 'u1' };
const text = 'x'.repeat(50);
const submit = (
  over: Partial<{ content: string; openPrint: boolean }> = {},
): ContestPrintCommand => ({
  type: 'SubmitPrint',
  data: { cid: 3, id: 9, username: 'alice', content: text, openPrint: true, ...over },
  metadata,
});
const submitted: ContestPrintEvent = {
  type: 'ContestPrintSubmitted',
  data: { cid: 3, id: 9, uid: 'u1', username: 'alice', content: text, at: metadata.now },
};
const mark = (cid = 3): ContestPrintCommand => ({
  type: 'MarkPrinted',
  data: { cid, id: 9 },
  metadata: { now: metadata.now, userId: 'admin' },
});
const printed: ContestPrintEvent = {
  type: 'ContestPrintPrinted',
  data: { cid: 3, id: 9, by: 'admin', at: metadata.now },
};

describe('contest print decider', () => {
  const spec = deciderSpec(contestPrintDecider);
  it('queues a text of at least 50 characters', () =>
    spec.given([]).when(submit()).then([submitted]));
  it('refuses empty, short and closed prints with the spec messages', () => {
    spec
      .given([])
      .when(submit({ content: '   ' }))
      .thenFails(m.empty);
    spec
      .given([])
      .when(submit({ content: 'x'.repeat(49) }))
      .thenFails(m.short);
    spec
      .given([])
      .when(submit({ openPrint: false }))
      .thenFails(m.closed);
  });
  it('marks a queued record printed once, only in its own contest', () => {
    spec.given([submitted]).when(mark()).then([printed]);
    spec.given([submitted, printed]).when(mark()).then([]);
    spec.given([submitted]).when(mark(4)).thenFails(m.missing);
    spec.given([]).when(mark()).thenFails(m.missing);
  });
});

describe('contest AC check decider', () => {
  const spec = deciderSpec(contestAcCheckDecider);
  const set = (checked: boolean) => ({
    type: 'SetAcChecked' as const,
    data: { cid: 3, submitId: 5, checked },
    metadata,
  });
  const ticked: ContestAcCheckEvent = {
    type: 'ContestAcChecked',
    data: { cid: 3, submitId: 5, checked: true, by: 'u1', at: metadata.now },
  };
  it('ticks and unticks, deciding nothing when already so', () => {
    spec.given([]).when(set(true)).then([ticked]);
    spec.given([ticked]).when(set(true)).then([]);
    spec.given([]).when(set(false)).then([]);
    spec
      .given([ticked])
      .when(set(false))
      .then([{ ...ticked, data: { ...ticked.data, checked: false } }]);
  });
});
