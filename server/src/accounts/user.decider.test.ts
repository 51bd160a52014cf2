import { describe, it } from 'vitest';
import type { UserEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { userDecider, type UserCommand } from './user.decider.ts';

const now = '2026-11-22T00:00:00.000Z';
const noPermission = 'Sorry, you do not have permission for this operation';
const register: UserCommand = {
  type: 'RegisterUser',
  data: {
    uid: 'u1',
    username: 'alice',
    email: 'a@example.com',
    passwordHash: 'scrypt$x',
    role: 'user',
  },
  metadata: { now },
};
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { ...register.data, roleId: 1002, registeredAt: now },
};
const rootRegistered: UserEvent = {
  type: 'UserRegistered',
  data: {
    ...register.data,
    uid: 'r1',
    username: 'root',
    role: 'root',
    roleId: 1000,
    registeredAt: now,
  },
};
const passwordChanged = (
  reason: 'reset' | 'self' | 'admin',
  passwordHash = 'scrypt$new',
): UserEvent => ({
  type: 'UserPasswordChanged',
  data: { uid: 'u1', passwordHash, reason, at: now },
});

const spec = deciderSpec(userDecider);

describe('user decider', () => {
  it('registers a new account with the HOJ user type of its role', () =>
    spec.given([]).when(register).then([registered]));
  it('refuses to register the same account twice', () =>
    spec.given([registered]).when(register).thenFails('The username already exists', 'conflict'));
  it('counts a logout as a new session epoch', () => {
    const logOut: UserCommand = { type: 'LogOut', data: { uid: 'u1' }, metadata: { now } };
    spec
      .given([registered])
      .when(logOut)
      .then([{ type: 'UserLoggedOut', data: { uid: 'u1', at: now } }]);
    spec.given([registered]).when(logOut).thenState({ status: 'active', sessionEpoch: 1 });
  });
  it('refuses login and logout for an unknown account', () => {
    const logIn: UserCommand = {
      type: 'LogIn',
      data: { uid: 'x', ip: '', userAgent: '' },
      metadata: { now },
    };
    const logOut: UserCommand = { type: 'LogOut', data: { uid: 'x' }, metadata: { now } };
    spec.given([]).when(logIn).thenFails('The username does not exist', 'not_found');
    spec.given([]).when(logOut).thenFails('The username does not exist', 'not_found');
  });

  const reset = (uid: string): UserCommand => ({
    type: 'ResetPassword',
    data: { uid, passwordHash: 'scrypt$new' },
    metadata: { now },
  });
  it('resets a password with reason reset, which ends every session', () => {
    spec
      .given([registered])
      .when(reset('u1'))
      .then([passwordChanged('reset')]);
    spec.given([registered]).when(reset('u1')).thenState({ sessionEpoch: 1 });
  });
  it('refuses a reset for an account that does not exist', () =>
    spec.given([]).when(reset('x')).thenFails('The username does not exist', 'not_found'));

  const changeEmail = (email: string, userId = 'u1'): UserCommand => ({
    type: 'ChangeEmail',
    data: { uid: 'u1', email },
    metadata: { now, userId },
  });
  it('changes the e-mail and remembers the previous one', () => {
    spec
      .given([registered])
      .when(changeEmail(' new@example.com '))
      .then([
        {
          type: 'UserEmailChanged',
          data: { uid: 'u1', email: 'new@example.com', previous: 'a@example.com', at: now },
        },
      ]);
    spec
      .given([registered])
      .when(changeEmail(' new@example.com '))
      .thenState({ email: 'new@example.com' });
  });
  it('refuses the same address, another user, and an unknown account', () => {
    spec
      .given([registered])
      .when(changeEmail('A@Example.com'))
      .thenFails('The new email is the same as the current one', 'invalid');
    spec
      .given([registered])
      .when(changeEmail('b@example.com', 'u2'))
      .thenFails(noPermission, 'forbidden');
    spec
      .given([])
      .when(changeEmail('b@example.com'))
      .thenFails('The username does not exist', 'not_found');
  });

  describe('settings verbs (own account only)', () => {
    const profile = {
      nickname: 'Al',
      gender: 'female' as const,
      school: 'S',
      course: 'C',
      number: '7',
      realname: 'Alice A',
      signature: '**hi**',
      github: 'https://github.com/al',
      blog: '',
      cfUsername: 'al',
    };
    const commands = (userId: string): UserCommand[] => [
      {
        type: 'ChangePassword',
        data: { uid: 'u1', passwordHash: 'scrypt$new' },
        metadata: { now, userId },
      },
      { type: 'UpdateProfile', data: { uid: 'u1', profile }, metadata: { now, userId } },
      { type: 'ChangeAvatar', data: { uid: 'u1', avatar: '/a.png' }, metadata: { now, userId } },
    ];
    it('changes the password with reason self, which ends every session', () => {
      const [changePassword] = commands('u1');
      spec
        .given([registered])
        .when(changePassword!)
        .then([passwordChanged('self')]);
      spec.given([registered]).when(changePassword!).thenState({ sessionEpoch: 1 });
    });
    it('updates the profile and the avatar', () => {
      const [, update, avatar] = commands('u1');
      spec
        .given([registered])
        .when(update!)
        .then([{ type: 'UserProfileUpdated', data: { uid: 'u1', profile, at: now } }]);
      spec
        .given([registered])
        .when(avatar!)
        .then([{ type: 'UserAvatarChanged', data: { uid: 'u1', avatar: '/a.png', at: now } }]);
    });
    it('refuses another user and an account that does not exist', () => {
      for (const command of commands('u2'))
        spec.given([registered]).when(command).thenFails(noPermission, 'forbidden');
      for (const command of commands('u1'))
        spec.given([]).when(command).thenFails('The username does not exist', 'not_found');
    });
  });
});

describe('user decider: user admin verbs', () => {
  const byRoot = { now, userId: 'r1', actorRole: 'root' } as const;
  const byAdmin = { now, userId: 'a1', actorRole: 'admin' } as const;
  type EditData = Extract<UserCommand, { type: 'EditUserByAdmin' }>['data'];
  const edit = (over: Partial<EditData> = {}) =>
    ({
      type: 'EditUserByAdmin',
      data: {
        uid: 'u1',
        role: 'user',
        roleId: 1003,
        status: 0,
        realname: 'Alice A.',
        titleName: 'Champion',
        titleColor: '#ff0000',
        email: 'a@example.com',
        passwordHash: null,
        ...over,
      },
      metadata: byRoot,
    }) satisfies UserCommand;
  const edited = (over: Partial<EditData> = {}): UserEvent => {
    const { email: _email, passwordHash: _hash, ...data } = edit(over).data;
    return { type: 'UserEditedByAdmin', data: { ...data, by: 'r1', at: now } };
  };

  it('edits type, status, names and title as one UserEditedByAdmin', () =>
    spec
      .given([registered])
      .when(edit())
      .then([
        {
          type: 'UserEditedByAdmin',
          data: {
            uid: 'u1',
            role: 'user',
            roleId: 1003,
            status: 0,
            realname: 'Alice A.',
            titleName: 'Champion',
            titleColor: '#ff0000',
            by: 'r1',
            at: now,
          },
        },
      ]));
  it('adds UserEmailChanged and an admin UserPasswordChanged when those change', () =>
    spec
      .given([registered])
      .when(edit({ email: 'new@example.com', passwordHash: 'scrypt$p' }))
      .then([
        edited(),
        {
          type: 'UserEmailChanged',
          data: { uid: 'u1', email: 'new@example.com', previous: 'a@example.com', at: now },
        },
        passwordChanged('admin', 'scrypt$p'),
      ]));
  it('ends the sessions of an account it disables, once', () => {
    spec
      .given([registered])
      .when(edit({ status: 1 }))
      .thenState({ disabled: true, sessionEpoch: 1 });
    spec
      .given([registered, edited({ status: 1 })])
      .when(edit({ status: 1 }))
      .thenState({ disabled: true, sessionEpoch: 1 });
  });
  it('lets only a root edit a root or make one', () => {
    spec
      .given([rootRegistered])
      .when({ ...edit({ uid: 'r1' }), metadata: byAdmin })
      .thenFails(noPermission, 'forbidden');
    spec
      .given([registered])
      .when({ ...edit({ role: 'root', roleId: 1000 }), metadata: byAdmin })
      .thenFails(noPermission, 'forbidden');
    spec
      .given([registered])
      .when(edit({ role: 'admin', roleId: 1001 }))
      .then([edited({ role: 'admin', roleId: 1001 })]);
  });
  it('lets only a root grant a staff type or touch a staff account', () => {
    const setter = {
      ...registered,
      data: { ...registered.data, role: 'problem_admin', roleId: 1008 },
    } as UserEvent;
    for (const role of ['admin', 'problem_admin'] as const)
      spec
        .given([registered])
        .when({ ...edit({ role, roleId: role === 'admin' ? 1001 : 1008 }), metadata: byAdmin })
        .thenFails(noPermission, 'forbidden');
    spec
      .given([setter])
      .when({
        ...edit({ role: 'problem_admin', roleId: 1008, passwordHash: 'scrypt$p' }),
        metadata: byAdmin,
      })
      .thenFails(noPermission, 'forbidden');
    spec
      .given([setter])
      .when({
        ...edit({ role: 'problem_admin', roleId: 1008, email: 'mine@example.com' }),
        metadata: byAdmin,
      })
      .thenFails(noPermission, 'forbidden');
    spec
      .given([setter])
      .when({ type: 'DeleteUser', data: { uid: 'u1' }, metadata: byAdmin })
      .thenFails(noPermission, 'forbidden');
    // Between the user types (submit, post, comment rights) an admin still decides.
    spec
      .given([registered])
      .when({ ...edit({ roleId: 1005, passwordHash: 'scrypt$p' }), metadata: byAdmin })
      .then([
        {
          ...edited({ roleId: 1005 }),
          data: { ...edited({ roleId: 1005 }).data, by: 'a1' },
        } as UserEvent,
        { ...passwordChanged('admin', 'scrypt$p') },
      ]);
  });
  it('refuses to disable or demote the acting admin', () =>
    spec
      .given([rootRegistered])
      .when(edit({ uid: 'r1', role: 'root', roleId: 1000, status: 1 }))
      .thenFails('You cannot disable yourself or change your own type', 'invalid'));
  it('deletes an account, but not the acting admin and not a root for an admin', () => {
    const del = (uid: string, metadata: typeof byRoot | typeof byAdmin) =>
      ({ type: 'DeleteUser', data: { uid }, metadata }) as const;
    const deleted: UserEvent = {
      type: 'UserDeleted',
      data: { uid: 'u1', username: 'alice', email: 'a@example.com', by: 'r1', at: now },
    };
    spec.given([registered]).when(del('u1', byRoot)).then([deleted]);
    spec
      .given([rootRegistered])
      .when(del('r1', byRoot))
      .thenFails('You cannot delete yourself', 'invalid');
    spec.given([rootRegistered]).when(del('r1', byAdmin)).thenFails(noPermission, 'forbidden');
    spec
      .given([registered, deleted])
      .when(del('u1', byRoot))
      .thenFails('The user does not exist', 'not_found');
    spec
      .given([registered, deleted])
      .when(edit())
      .thenFails('The user does not exist', 'not_found');
  });
  it('imports the profile columns of a batch row', () => {
    const profile = {
      nickname: 'Al',
      gender: 'female',
      school: 'MIT',
      course: '',
      number: '',
      realname: 'Alice',
      signature: '',
      github: '',
      blog: '',
      cfUsername: '',
    } as const;
    spec
      .given([registered])
      .when({ type: 'ImportProfile', data: { uid: 'u1', profile }, metadata: byRoot })
      .then([{ type: 'UserProfileUpdated', data: { uid: 'u1', profile, at: now } }]);
  });
});
