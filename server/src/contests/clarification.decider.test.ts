import { describe, it } from 'vitest';
import type { ClarificationEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  CLARIFICATION_MAX,
  clarificationDecider,
  clarificationMessages as m,
  type ClarificationCommand,
} from './clarification.decider.ts';

const now = '2026-11-27T10:00:00.000Z';
const asker = { now, userId: 'u1' };
const jury = (userId = 'j1') => ({ now, userId });
const run = { startTime: '2026-11-27T09:00:00.000Z', endTime: '2026-11-27T14:00:00.000Z' };

const ask = (over: Partial<{ text: string; startTime: string; endTime: string }> = {}) =>
  ({
    type: 'AskClarification',
    data: { cid: 3, id: 7, username: 'alice', pid: 'A', text: 'Is n >= 1?', ...run, ...over },
    metadata: asker,
  }) satisfies ClarificationCommand;
const asked: ClarificationEvent = {
  type: 'ClarificationAsked',
  data: { cid: 3, id: 7, uid: 'u1', username: 'alice', pid: 'A', text: 'Is n >= 1?', at: now },
};
const claim = (userId = 'j1', cid = 3): ClarificationCommand => ({
  type: 'ClaimClarification',
  data: { cid, id: 7, byName: userId },
  metadata: jury(userId),
});
const claimed = (by = 'j1'): ClarificationEvent => ({
  type: 'ClarificationClaimed',
  data: { cid: 3, id: 7, byName: by, by, at: now },
});
const answer = (text = 'Yes.', toAll = false): ClarificationCommand => ({
  type: 'AnswerClarification',
  data: { cid: 3, id: 7, answer: text, toAll, category: 'general', byName: 'judge' },
  metadata: jury(),
});
const answered = (toAll = false): ClarificationEvent => ({
  type: 'ClarificationAnswered',
  data: {
    cid: 3,
    id: 7,
    uid: 'u1',
    answer: 'Yes.',
    toAll,
    category: 'general',
    byName: 'judge',
    by: 'j1',
    at: now,
  },
});
const post = (text: string): ClarificationCommand => ({
  type: 'PostClarification',
  data: { cid: 3, id: 8, pid: null, text, category: null, byName: 'judge' },
  metadata: jury(),
});

describe('clarification decider', () => {
  const spec = deciderSpec(clarificationDecider);

  it('takes a question of 1 to 2000 characters while the contest runs', () => {
    spec.given([]).when(ask()).then([asked]);
    const longest = 'q'.repeat(CLARIFICATION_MAX);
    spec
      .given([])
      .when(ask({ text: longest }))
      .then([{ ...asked, data: { ...asked.data, text: longest } }]);
    spec.given([asked]).when(ask()).then([]);
  });

  it('refuses empty and too long questions, and questions outside the run', () => {
    spec
      .given([])
      .when(ask({ text: '  \n' }))
      .thenFails(m.emptyQuestion);
    spec
      .given([])
      .when(ask({ text: 'q'.repeat(CLARIFICATION_MAX + 1) }))
      .thenFails(m.longQuestion);
    spec
      .given([])
      .when(ask({ startTime: '2026-11-27T10:00:01.000Z' }))
      .thenFails(m.notRunning);
    spec
      .given([])
      .when(ask({ endTime: now }))
      .thenFails(m.notRunning);
  });

  it('lets a judge claim an open question and another judge take it over', () => {
    spec.given([asked]).when(claim()).then([claimed()]);
    spec.given([asked, claimed()]).when(claim()).then([]);
    spec
      .given([asked, claimed()])
      .when(claim('j2'))
      .then([claimed('j2')]);
    spec.given([]).when(claim()).thenFails(m.missing);
    spec.given([asked]).when(claim('j1', 4)).thenFails(m.missing);
    spec.given([asked, answered()]).when(claim()).thenFails(m.answered);
  });

  it('answers once, to the asker or to everyone, claimed or not', () => {
    spec.given([asked]).when(answer()).then([answered()]);
    spec
      .given([asked, claimed('j2')])
      .when(answer('Yes.', true))
      .then([answered(true)]);
    spec.given([asked, answered()]).when(answer()).thenFails(m.answered);
    spec.given([asked]).when(answer(' ')).thenFails(m.emptyAnswer);
    spec
      .given([asked])
      .when(answer('a'.repeat(CLARIFICATION_MAX + 1)))
      .thenFails(m.longAnswer);
    spec.given([]).when(answer()).thenFails(m.missing);
  });

  it('posts a jury clarification to everyone once, and never answers or claims it', () => {
    const posted: ClarificationEvent = {
      type: 'ClarificationPosted',
      data: {
        cid: 3,
        id: 8,
        pid: null,
        text: 'B is fixed.',
        category: null,
        byName: 'judge',
        by: 'j1',
        at: now,
      },
    };
    spec.given([]).when(post('B is fixed.')).then([posted]);
    spec.given([posted]).when(post('B is fixed.')).then([]);
    spec.given([]).when(post('')).thenFails(m.emptyAnswer);
    spec
      .given([{ ...posted, data: { ...posted.data, id: 7 } }])
      .when(claim())
      .thenFails(m.answered);
  });
});
