import { describe, expect, it } from 'vitest';
import { foldEvents } from '@oj/events';
import { userDecider as d, type UserCommand } from './user.decider.ts';

const now = '2026-11-22T00:00:00.000Z';
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

describe('user decider', () => {
  it('registers a new account with the HOJ user type of its role', () => {
    const [e] = d.decide(register, d.initialState());
    expect(e).toEqual({
      type: 'UserRegistered',
      data: { ...register.data, roleId: 1002, registeredAt: now },
    });
  });
  it('refuses to register the same account twice', () => {
    const state = foldEvents(d, d.decide(register, d.initialState()));
    expect(() => d.decide(register, state)).toThrow('The username already exists');
  });
  it('counts a logout as a new session epoch', () => {
    const events = d.decide(register, d.initialState());
    const loggedOut = [
      ...events,
      ...d.decide(
        { type: 'LogOut', data: { uid: 'u1' }, metadata: { now } },
        foldEvents(d, events),
      ),
    ];
    expect(foldEvents(d, loggedOut)).toMatchObject({ status: 'active', sessionEpoch: 1 });
  });
  it('refuses login and logout for an unknown account', () => {
    expect(() =>
      d.decide(
        { type: 'LogIn', data: { uid: 'x', ip: '', userAgent: '' }, metadata: { now } },
        d.initialState(),
      ),
    ).toThrow();
  });

  it('resets a password with reason reset, which ends every session', () => {
    const events = d.decide(register, d.initialState());
    const reset = d.decide(
      { type: 'ResetPassword', data: { uid: 'u1', passwordHash: 'scrypt$new' }, metadata: { now } },
      foldEvents(d, events),
    );
    expect(reset).toEqual([
      {
        type: 'UserPasswordChanged',
        data: { uid: 'u1', passwordHash: 'scrypt$new', reason: 'reset', at: now },
      },
    ]);
    expect(foldEvents(d, [...events, ...reset])).toMatchObject({ sessionEpoch: 1 });
  });
  it('refuses a reset for an account that does not exist', () => {
    expect(() =>
      d.decide(
        { type: 'ResetPassword', data: { uid: 'x', passwordHash: 'h' }, metadata: { now } },
        d.initialState(),
      ),
    ).toThrow('The username does not exist');
  });

  const changeEmail = (email: string, userId = 'u1'): UserCommand => ({
    type: 'ChangeEmail',
    data: { uid: 'u1', email },
    metadata: { now, userId },
  });
  it('changes the e-mail and remembers the previous one', () => {
    const events = d.decide(register, d.initialState());
    const changed = d.decide(changeEmail(' new@example.com '), foldEvents(d, events));
    expect(changed).toEqual([
      {
        type: 'UserEmailChanged',
        data: { uid: 'u1', email: 'new@example.com', previous: 'a@example.com', at: now },
      },
    ]);
    expect(foldEvents(d, [...events, ...changed])).toMatchObject({ email: 'new@example.com' });
  });
  it('refuses the same address, another user, and an unknown account', () => {
    const state = foldEvents(d, d.decide(register, d.initialState()));
    expect(() => d.decide(changeEmail('A@Example.com'), state)).toThrow(
      'The new email is the same as the current one',
    );
    expect(() => d.decide(changeEmail('b@example.com', 'u2'), state)).toThrow(
      'Sorry, you do not have permission for this operation',
    );
    expect(() => d.decide(changeEmail('b@example.com'), d.initialState())).toThrow(
      'The username does not exist',
    );
  });

  describe('settings verbs (own account only)', () => {
    const registered = foldEvents(d, d.decide(register, d.initialState()));
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
      const events = d.decide(changePassword!, registered);
      expect(events).toEqual([
        {
          type: 'UserPasswordChanged',
          data: { uid: 'u1', passwordHash: 'scrypt$new', reason: 'self', at: now },
        },
      ]);
      expect(events.reduce(d.evolve, registered)).toMatchObject({ sessionEpoch: 1 });
    });
    it('updates the profile and the avatar', () => {
      const [, update, avatar] = commands('u1');
      expect(d.decide(update!, registered)).toEqual([
        { type: 'UserProfileUpdated', data: { uid: 'u1', profile, at: now } },
      ]);
      expect(d.decide(avatar!, registered)).toEqual([
        { type: 'UserAvatarChanged', data: { uid: 'u1', avatar: '/a.png', at: now } },
      ]);
    });
    it('refuses another user and an account that does not exist', () => {
      for (const command of commands('u2'))
        expect(() => d.decide(command, registered)).toThrow(
          'Sorry, you do not have permission for this operation',
        );
      for (const command of commands('u1'))
        expect(() => d.decide(command, d.initialState())).toThrow('The username does not exist');
    });
  });
});

describe('user decider: user admin verbs', () => {
  const alice = foldEvents(d, d.decide(register, d.initialState()));
  const rootState = foldEvents(
    d,
    d.decide(
      { ...register, data: { ...register.data, uid: 'r1', username: 'root', role: 'root' } },
      d.initialState(),
    ),
  );
  const byRoot = { now, userId: 'r1', actorRole: 'root' } as const;
  const byAdmin = { now, userId: 'a1', actorRole: 'admin' } as const;
  const edit = (over: Partial<Extract<UserCommand, { type: 'EditUserByAdmin' }>['data']> = {}) =>
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

  it('edits type, status, names and title as one UserEditedByAdmin', () => {
    expect(d.decide(edit(), alice)).toEqual([
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
    ]);
  });
  it('adds UserEmailChanged and an admin UserPasswordChanged when those change', () => {
    const events = d.decide(edit({ email: 'new@example.com', passwordHash: 'scrypt$p' }), alice);
    expect(events.slice(1)).toEqual([
      {
        type: 'UserEmailChanged',
        data: { uid: 'u1', email: 'new@example.com', previous: 'a@example.com', at: now },
      },
      {
        type: 'UserPasswordChanged',
        data: { uid: 'u1', passwordHash: 'scrypt$p', reason: 'admin', at: now },
      },
    ]);
  });
  it('ends the sessions of an account it disables, once', () => {
    const disabled = d.decide(edit({ status: 1 }), alice).reduce(d.evolve, alice);
    expect(disabled).toMatchObject({ disabled: true, sessionEpoch: 1 });
    const again = d.decide(edit({ status: 1 }), disabled).reduce(d.evolve, disabled);
    expect(again).toMatchObject({ disabled: true, sessionEpoch: 1 });
  });
  it('lets only a root edit a root or make one', () => {
    expect(() => d.decide({ ...edit({ uid: 'r1' }), metadata: byAdmin }, rootState)).toThrow(
      'Sorry, you do not have permission for this operation',
    );
    expect(() =>
      d.decide({ ...edit({ role: 'root', roleId: 1000 }), metadata: byAdmin }, alice),
    ).toThrow('Sorry, you do not have permission for this operation');
    expect(d.decide(edit({ role: 'admin', roleId: 1001 }), alice)).toHaveLength(1);
  });
  it('refuses to disable or demote the acting admin', () => {
    const self = { ...edit({ uid: 'r1', role: 'root', roleId: 1000, status: 1 }) };
    expect(() => d.decide(self, rootState)).toThrow(
      'You cannot disable yourself or change your own type',
    );
  });
  it('deletes an account, but not the acting admin and not a root for an admin', () => {
    const del = (uid: string, metadata: typeof byRoot | typeof byAdmin) =>
      ({ type: 'DeleteUser', data: { uid }, metadata }) as const;
    expect(d.decide(del('u1', byRoot), alice)).toEqual([
      {
        type: 'UserDeleted',
        data: { uid: 'u1', username: 'alice', email: 'a@example.com', by: 'r1', at: now },
      },
    ]);
    expect(() => d.decide(del('r1', byRoot), rootState)).toThrow('You cannot delete yourself');
    expect(() => d.decide(del('r1', byAdmin), rootState)).toThrow(
      'Sorry, you do not have permission for this operation',
    );
    const deleted = d.decide(del('u1', byRoot), alice).reduce(d.evolve, alice);
    expect(() => d.decide(del('u1', byRoot), deleted)).toThrow('The user does not exist');
    expect(() => d.decide(edit(), deleted)).toThrow('The user does not exist');
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
    expect(
      d.decide({ type: 'ImportProfile', data: { uid: 'u1', profile }, metadata: byRoot }, alice),
    ).toEqual([{ type: 'UserProfileUpdated', data: { uid: 'u1', profile, at: now } }]);
  });
});
