import type { Role } from '@oj/events';

/** The account aggregate's state (stream `user-<uid>`), folded by userDecider.evolve. */
export type UserState =
  | { status: 'none' }
  | {
      status: 'active';
      uid: string;
      username: string;
      email: string;
      role: Role;
      sessionEpoch: number;
      /** Set by a user admin (status 1); a disabled account cannot sign in. */
      disabled: boolean;
    }
  | { status: 'deleted'; uid: string; username: string };
