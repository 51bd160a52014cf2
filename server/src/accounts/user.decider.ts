import { DomainError, roleIds, type Decider, type Role, type UserEvent } from '@oj/events';

export type UserState =
  { status: 'none' } | { status: 'active'; uid: string; username: string; sessionEpoch: number };

export type UserCommand =
  | {
      type: 'RegisterUser';
      data: { uid: string; username: string; email: string; passwordHash: string; role: Role };
      metadata: { now: string };
    }
  | {
      type: 'LogIn';
      data: { uid: string; ip: string; userAgent: string };
      metadata: { now: string };
    }
  | { type: 'LogOut'; data: { uid: string }; metadata: { now: string } };

const registerUser = (
  c: Extract<UserCommand, { type: 'RegisterUser' }>,
  s: UserState,
): UserEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The username already exists');
  return [
    {
      type: 'UserRegistered',
      data: { ...c.data, roleId: roleIds[c.data.role], registeredAt: c.metadata.now },
    },
  ];
};

const logIn = (c: Extract<UserCommand, { type: 'LogIn' }>, s: UserState): UserEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', 'The username does not exist');
  return [{ type: 'UserLoggedIn', data: { ...c.data, at: c.metadata.now } }];
};

const logOut = (c: Extract<UserCommand, { type: 'LogOut' }>, s: UserState): UserEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', 'The username does not exist');
  return [{ type: 'UserLoggedOut', data: { uid: c.data.uid, at: c.metadata.now } }];
};

/** The account aggregate (stream `user-<uid>`). */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    const e = event as UserEvent;
    switch (e.type) {
      case 'UserRegistered':
        return { status: 'active', uid: e.data.uid, username: e.data.username, sessionEpoch: 0 };
      case 'UserLoggedOut':
        return state.status === 'active'
          ? { ...state, sessionEpoch: state.sessionEpoch + 1 }
          : state;
      case 'UserLoggedIn':
        return state;
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterUser':
        return registerUser(command, state);
      case 'LogIn':
        return logIn(command, state);
      case 'LogOut':
        return logOut(command, state);
    }
  },
};
