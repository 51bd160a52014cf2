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
});
