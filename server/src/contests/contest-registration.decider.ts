import { assertNever, DomainError, type ContestRegistrationEvent, type Decider } from '@oj/events';
import { accountAllowed, accountLimitMessage } from './account-limit.ts';

export type ContestRegistrationState = { status: 'none' } | { status: 'registered' };

/**
 * A user enters a contest's password (stream `contestRegistration-<cid>-<uid>`). The route
 * reads the contest's auth, password and enforced account rule (null when the account limit
 * is off) and the user's name, and passes them in, so the decision stays pure.
 */
export interface RegisterForContest {
  type: 'RegisterForContest';
  data: {
    cid: number;
    password: string;
    username: string;
    contest: { auth: number; pwd: string | null; accountRule: string | null };
  };
  metadata: { now: string; userId: string };
}

export type ContestRegistrationCommand = RegisterForContest;

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
  if (!accountAllowed(contest.accountRule, c.data.username))
    throw new DomainError('forbidden', accountLimitMessage);
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
  ContestRegistrationCommand,
  ContestRegistrationEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (s, e) => (e.type === 'ContestRegistrationAccepted' ? { status: 'registered' } : s),
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterForContest':
        return registerForContest(command, state);
      default:
        // A one-command type is no union, so only its discriminant narrows to never.
        return assertNever(command.type);
    }
  },
};
