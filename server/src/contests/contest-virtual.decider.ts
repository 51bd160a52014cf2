import { assertNever, DomainError, type ContestVirtualEvent, type Decider } from '@oj/events';

export type ContestVirtualState = { status: 'none' } | { status: 'started'; at: string };

/**
 * A user starts a finished contest as a virtual participant (stream
 * `contestVirtual-<cid>-<uid>`). The route passes in the contest's times and whether the user
 * took part in it for real, so the decision stays pure.
 */
export interface StartVirtualParticipation {
  type: 'StartVirtualParticipation';
  data: {
    cid: number;
    contest: { startTime: string; endTime: string };
    /** The user has a submission counted on the contest's real board. */
    tookPart: boolean;
  };
  metadata: { now: string; userId: string };
}

export type ContestVirtualCommand = StartVirtualParticipation;

export const virtualMessages = {
  notEnded: 'A virtual participation can start only after the contest has ended',
  again: 'You have already started a virtual participation in this contest',
  tookPart: 'You took part in this contest: a virtual participation is for those who did not',
} as const;

const start = (c: StartVirtualParticipation, s: ContestVirtualState): ContestVirtualEvent[] => {
  if (s.status === 'started') throw new DomainError('conflict', virtualMessages.again);
  if (Date.parse(c.metadata.now) < Date.parse(c.data.contest.endTime))
    throw new DomainError('invalid', virtualMessages.notEnded);
  if (c.data.tookPart) throw new DomainError('conflict', virtualMessages.tookPart);
  return [
    {
      type: 'ContestVirtualStarted',
      data: { cid: c.data.cid, uid: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

/** One virtual participation per user and contest, only once the contest is over. */
export const contestVirtualDecider: Decider<
  ContestVirtualState,
  ContestVirtualCommand,
  ContestVirtualEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (s, e) => (e.type === 'ContestVirtualStarted' ? { status: 'started', at: e.data.at } : s),
  decide: (command, state) => {
    switch (command.type) {
      case 'StartVirtualParticipation':
        return start(command, state);
      default:
        return assertNever(command.type);
    }
  },
};
