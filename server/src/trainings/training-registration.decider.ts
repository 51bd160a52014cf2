import { assertNever, DomainError, type Decider, type TrainingRegistrationEvent } from '@oj/events';

export type TrainingRegistrationState =
  { status: 'none' } | { status: 'registered'; epoch: number };

/**
 * A user enters a private training's password (stream `trainingRegistration-<tid>-<uid>`). The
 * route reads the training's auth, password and password epoch and passes them in, so the
 * decision stays pure.
 */
export interface RegisterForTraining {
  type: 'RegisterForTraining';
  data: {
    tid: number;
    password: string;
    training: { auth: string; pwd: string | null; epoch: number };
  };
  metadata: { now: string; userId: string };
}

export type TrainingRegistrationCommand = RegisterForTraining;

export const trainingRegistrationMessages = {
  empty: 'Enter the training password',
  wrong: 'The training password is wrong, please enter it again',
  again: 'You have already registered for this training',
  public: 'This training is public: no registration is needed',
} as const;

const registerForTraining = (
  c: RegisterForTraining,
  s: TrainingRegistrationState,
): TrainingRegistrationEvent[] => {
  const { training, password, tid } = c.data;
  // A registration of an older password epoch is void: the member enters the new password.
  if (s.status === 'registered' && s.epoch === training.epoch)
    throw new DomainError('conflict', trainingRegistrationMessages.again);
  if (training.auth !== 'Private')
    throw new DomainError('invalid', trainingRegistrationMessages.public);
  if (password.trim() === '') throw new DomainError('invalid', trainingRegistrationMessages.empty);
  if (password !== training.pwd)
    throw new DomainError('invalid', trainingRegistrationMessages.wrong);
  return [
    {
      type: 'TrainingRegistered',
      data: { tid, uid: c.metadata.userId, epoch: training.epoch, at: c.metadata.now },
    },
  ];
};

/** Registration of one user for one private training: once per password, with the password. */
export const trainingRegistrationDecider: Decider<
  TrainingRegistrationState,
  TrainingRegistrationCommand,
  TrainingRegistrationEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (s, e) =>
    e.type === 'TrainingRegistered' ? { status: 'registered', epoch: e.data.epoch } : s,
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterForTraining':
        return registerForTraining(command, state);
      default:
        // A one-command type is no union, so only its discriminant narrows to never.
        return assertNever(command.type);
    }
  },
};
