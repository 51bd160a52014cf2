import { describe, it } from 'vitest';
import type { ResolverEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { foldVerdicts, type ContestSettings, type ScoredSubmission } from '@oj/events/scoring';
import {
  resolverDecider,
  resolverMessages as m,
  type ResolverCommand,
} from './resolver.decider.ts';

const T0 = Date.UTC(2026, 0, 10, 9);
const END = T0 + 5 * 3_600_000;
const minute = (n: number) => T0 + n * 60_000;
const settings: ContestSettings = {
  type: 'ACM',
  startTime: T0,
  endTime: END,
  sealRank: 1,
  autoRealRank: false,
  oiRankScoreType: 'Recent',
  authorUid: 'author',
  superAdminUids: [],
  starUids: ['dave'],
  award: { type: 0 },
  rankShowName: 'username',
};
let id = 0;
const run = (uid: string, pid: string, at: number, status: 'AC' | 'WA'): ScoredSubmission => ({
  submitId: ++id,
  uid,
  pid,
  submitTime: minute(at),
  status,
  score: null,
  time: null,
});
/** bob leads the frozen board; carol's B and alice's B are frozen, dave (a star) too. */
const board = foldVerdicts(settings, [
  run('bob', 'A', 100, 'AC'),
  run('bob', 'B', 200, 'AC'),
  run('alice', 'A', 20, 'AC'),
  run('alice', 'B', 250, 'AC'),
  run('carol', 'A', 50, 'AC'),
  run('carol', 'B', 245, 'WA'),
  run('dave', 'A', 260, 'WA'),
]);
const after = new Date(END + 60_000).toISOString();
const during = new Date(END - 60_000).toISOString();
const metadata = { now: after, userId: 'root' };
const medals = { gold: 1, silver: 1, bronze: 1 };

const start = (removeStar = false, now = after): ResolverCommand => ({
  type: 'StartResolver',
  data: { cid: 4, endTime: END, removeStar, medals },
  metadata: { ...metadata, now },
});
const step = (expectedStep: number, now = after): ResolverCommand => ({
  type: 'StepResolver',
  data: { cid: 4, expectedStep, board },
  metadata: { ...metadata, now },
});
const reset: ResolverCommand = { type: 'ResetResolver', data: { cid: 4 }, metadata };
const started = (removeStar = false): ResolverEvent => ({
  type: 'ResolverStarted',
  data: { cid: 4, removeStar, medals, by: 'root', at: after },
});
const stepped = (n: number, uid: string, pid: string): ResolverEvent => ({
  type: 'ResolverStepped',
  data: { cid: 4, step: n, uid, pid, by: 'root', at: after },
});
const wasReset: ResolverEvent = { type: 'ResolverReset', data: { cid: 4, by: 'root', at: after } };

describe('resolver decider', () => {
  const spec = deciderSpec(resolverDecider);

  it('starts once the contest has ended, and only once until reset', () => {
    spec.given([]).when(start()).then([started()]);
    spec.given([]).when(start(false, during)).thenFails(m.notEnded, 'conflict');
    spec.given([started()]).when(start()).thenFails(m.started, 'conflict');
    spec
      .given([started(), wasReset])
      .when(start(true))
      .then([started(true)]);
  });

  it('opens the lowest frozen row first, the way the scroll board does', () => {
    // dave (the star, lowest) first, then carol, then alice: bob has nothing frozen.
    spec
      .given([started()])
      .when(step(0))
      .then([stepped(1, 'dave', 'A')]);
    spec
      .given([started(), stepped(1, 'dave', 'A')])
      .when(step(1))
      .then([stepped(2, 'carol', 'B')]);
    spec
      .given([started(), stepped(1, 'dave', 'A'), stepped(2, 'carol', 'B')])
      .when(step(2))
      .then([stepped(3, 'alice', 'B')]);
  });

  it('skips star rows when the reveal hides them', () =>
    spec
      .given([started(true)])
      .when(step(0))
      .then([stepped(1, 'carol', 'B')]));

  it('refuses a step from a screen that was behind or ahead', () => {
    const past = [started(), stepped(1, 'dave', 'A')];
    spec.given(past).when(step(0)).thenFails(m.stale(0, 1), 'conflict');
    spec.given(past).when(step(2)).thenFails(m.stale(2, 1), 'conflict');
  });

  it('refuses a step when nothing is left frozen, before the start and before the end', () => {
    const all = [
      started(),
      stepped(1, 'dave', 'A'),
      stepped(2, 'carol', 'B'),
      stepped(3, 'alice', 'B'),
    ];
    spec.given(all).when(step(3)).thenFails(m.nothingLeft, 'conflict');
    spec.given([]).when(step(0)).thenFails(m.notStarted, 'conflict');
    spec.given([started(), wasReset]).when(step(0)).thenFails(m.notStarted);
    spec.given([started()]).when(step(0, during)).thenFails(m.notEnded, 'conflict');
  });

  it('resets a running reveal back to sealed; resetting nothing decides nothing', () => {
    spec
      .given([started(), stepped(1, 'dave', 'A')])
      .when(reset)
      .then([wasReset]);
    spec
      .given([started(), stepped(1, 'dave', 'A')])
      .when(reset)
      .thenState({ status: 'idle' });
    spec.given([]).when(reset).then([]);
  });
});
