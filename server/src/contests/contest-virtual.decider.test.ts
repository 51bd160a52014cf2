import { describe, it } from 'vitest';
import type { ContestVirtualEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  contestVirtualDecider,
  virtualMessages as vm,
  type ContestVirtualCommand,
} from './contest-virtual.decider.ts';

const contest = { startTime: '2026-11-20T09:00:00.000Z', endTime: '2026-11-20T14:00:00.000Z' };
const start = (now: string, tookPart = false): ContestVirtualCommand => ({
  type: 'StartVirtualParticipation',
  data: { cid: 4, contest, tookPart },
  metadata: { now, userId: 'u-2' },
});
const after = '2026-11-27T10:00:00.000Z';
const started: ContestVirtualEvent = {
  type: 'ContestVirtualStarted',
  data: { cid: 4, uid: 'u-2', at: after },
};

describe('virtual participation decider', () => {
  const spec = deciderSpec(contestVirtualDecider);

  it('starts a finished contest once, at the moment asked', () => {
    spec.given([]).when(start(after)).then([started]);
    spec
      .given([])
      .when(start(contest.endTime))
      .then([{ ...started, data: { ...started.data, at: contest.endTime } }]);
    spec.given([]).when(start(after)).thenState({ status: 'started', at: after });
  });

  it.each([
    ['a contest not started yet', start('2026-11-20T08:00:00.000Z'), vm.notEnded, 'invalid'],
    ['a running contest', start('2026-11-20T13:59:59.999Z'), vm.notEnded, 'invalid'],
    ['a user who took part for real', start(after, true), vm.tookPart, 'conflict'],
  ] as const)('refuses %s', (_n, c, msg, code) => spec.given([]).when(c).thenFails(msg, code));

  it('refuses a second start', () => {
    spec.given([started]).when(start(after)).thenFails(vm.again, 'conflict');
  });
});
