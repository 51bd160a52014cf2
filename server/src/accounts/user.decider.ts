import {
  assertNever,
  DomainError,
  roleIds,
  type Decider,
  type Role,
  type UserEvent,
  type UserProfile,
} from '@oj/events';
import {
  deleteUser,
  editUserByAdmin,
  importProfile,
  type UserAdminCommand,
} from './user-admin.verbs.ts';
import type { UserState } from './user.state.ts';

export type { UserState } from './user.state.ts';

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
  | { type: 'LogOut'; data: { uid: string }; metadata: { now: string } }
  | {
      /** A reset through the e-mailed link; the route checked the code (no user signed in). */
      type: 'ResetPassword';
      data: { uid: string; passwordHash: string };
      metadata: { now: string };
    }
  | {
      /** The owner, signed in, confirmed the new address with its code and their password. */
      type: 'ChangeEmail';
      data: { uid: string; email: string };
      metadata: { now: string; userId: string };
    }
  | {
      /** The owner in settings; the route checked the old password against the stored hash. */
      type: 'ChangePassword';
      data: { uid: string; passwordHash: string };
      metadata: { now: string; userId: string };
    }
  | {
      type: 'UpdateProfile';
      data: { uid: string; profile: UserProfile };
      metadata: { now: string; userId: string };
    }
  | {
      /** `avatar`: the URL the site serves the stored picture at. */
      type: 'ChangeAvatar';
      data: { uid: string; avatar: string };
      metadata: { now: string; userId: string };
    }
  | UserAdminCommand;

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

const resetPassword = (
  c: Extract<UserCommand, { type: 'ResetPassword' }>,
  s: UserState,
): UserEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', 'The username does not exist');
  const { uid, passwordHash } = c.data;
  return [
    {
      type: 'UserPasswordChanged',
      data: { uid, passwordHash, reason: 'reset', at: c.metadata.now },
    },
  ];
};

const changeEmail = (
  c: Extract<UserCommand, { type: 'ChangeEmail' }>,
  s: UserState,
): UserEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', 'The username does not exist');
  if (c.metadata.userId !== s.uid)
    throw new DomainError('forbidden', 'Sorry, you do not have permission for this operation');
  if (c.data.email.trim().toLowerCase() === s.email.toLowerCase())
    throw new DomainError('invalid', 'The new email is the same as the current one');
  return [
    {
      type: 'UserEmailChanged',
      data: { uid: s.uid, email: c.data.email.trim(), previous: s.email, at: c.metadata.now },
    },
  ];
};

/** Settings verbs act on the signed-in user's own account only. */
const ownActiveAccount = (s: UserState, userId: string) => {
  if (s.status !== 'active') throw new DomainError('not_found', 'The username does not exist');
  if (userId !== s.uid)
    throw new DomainError('forbidden', 'Sorry, you do not have permission for this operation');
  return s;
};

const changePassword = (
  c: Extract<UserCommand, { type: 'ChangePassword' }>,
  s: UserState,
): UserEvent[] => {
  const { uid } = ownActiveAccount(s, c.metadata.userId);
  const { passwordHash } = c.data;
  return [
    {
      type: 'UserPasswordChanged',
      data: { uid, passwordHash, reason: 'self', at: c.metadata.now },
    },
  ];
};

const updateProfile = (
  c: Extract<UserCommand, { type: 'UpdateProfile' }>,
  s: UserState,
): UserEvent[] => {
  const { uid } = ownActiveAccount(s, c.metadata.userId);
  return [
    { type: 'UserProfileUpdated', data: { uid, profile: c.data.profile, at: c.metadata.now } },
  ];
};

const changeAvatar = (
  c: Extract<UserCommand, { type: 'ChangeAvatar' }>,
  s: UserState,
): UserEvent[] => {
  const { uid } = ownActiveAccount(s, c.metadata.userId);
  return [{ type: 'UserAvatarChanged', data: { uid, avatar: c.data.avatar, at: c.metadata.now } }];
};

/** The account aggregate (stream `user-<uid>`). */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    if (e.type === 'UserRegistered') {
      const { uid, username, email, role } = e.data;
      return { status: 'active', uid, username, email, role, sessionEpoch: 0, disabled: false };
    }
    if (state.status !== 'active') return state;
    switch (e.type) {
      case 'UserLoggedOut':
      case 'UserPasswordChanged':
        return { ...state, sessionEpoch: state.sessionEpoch + 1 };
      case 'UserEmailChanged':
        return { ...state, email: e.data.email };
      case 'UserEditedByAdmin': {
        // Disabling ends every session, like a logout (the users projection does the same).
        const disabled = e.data.status !== 0;
        const ended = disabled && !state.disabled ? 1 : 0;
        return { ...state, role: e.data.role, disabled, sessionEpoch: state.sessionEpoch + ended };
      }
      case 'UserDeleted':
        return { status: 'deleted', uid: state.uid, username: state.username };
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
      case 'ResetPassword':
        return resetPassword(command, state);
      case 'ChangeEmail':
        return changeEmail(command, state);
      case 'ChangePassword':
        return changePassword(command, state);
      case 'UpdateProfile':
        return updateProfile(command, state);
      case 'ChangeAvatar':
        return changeAvatar(command, state);
      case 'EditUserByAdmin':
        return editUserByAdmin(command, state);
      case 'DeleteUser':
        return deleteUser(command, state);
      case 'ImportProfile':
        return importProfile(command, state);
      default:
        return assertNever(command);
    }
  },
};
