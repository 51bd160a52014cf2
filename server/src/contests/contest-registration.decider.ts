import { DomainError, type ContestRegistrationEvent, type Decider } from '@oj/events';

export type ContestRegistrationState = { status: 'none' } | { status: 'registered' };

/**
 * A user enters a contest's password (stream `contestRegistration-<cid>-<uid>`). The route
 * reads the contest's auth and password and passes them in, so the decision stays pure.
 */
export interface RegisterForContest {
  type: 'RegisterForContest';
  data: { cid: number; password: string; contest: { auth: number; pwd: string | null } };
  metadata: { now: string; userId: string };
}

export const registrationMessages = {
  empty: 'Enter the contest password',
  wrong: 'The password is wrong',
  again: 'You have already registered for this contest',
  public: 'This contest is public: no registration is needed',
} as const;

const registerForContest = (
  c: RegisterForContest,
  s: ContestRegistrationState,
): ContestRegistrationEvent[] => {
  if (s.status === 'registered') throw new DomainError('conflict', registrationMessages.again);
  const { contest, password, cid } = c.data;
  if (contest.auth === 0) throw new DomainError('invalid', registrationMessages.public);
  if (password.trim() === '') throw new DomainError('invalid', registrationMessages.empty);
  if (password !== contest.pwd) throw new DomainError('invalid', registrationMessages.wrong);
  return [
    {
      type: 'ContestRegistrationAccepted',
      data: { cid, uid: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

/** Registration of one user for one contest: accepted once, with the right password. */
export const contestRegistrationDecider: Decider<
  ContestRegistrationState,
  RegisterForContest,
  ContestRegistrationEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (s, e) => (e.type === 'ContestRegistrationAccepted' ? { status: 'registered' } : s),
  decide: (command, state) => registerForContest(command, state),
};
