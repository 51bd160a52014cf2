import { describe, it } from 'vitest';
import type { ContestRegistrationEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { accountLimitMessage } from './account-limit.ts';
import {
  contestRegistrationDecider,
  registrationMessages as rm,
  type ContestRegistrationCommand,
} from './contest-registration.decider.ts';

const now = '2026-11-23T09:30:00.000Z';

const register = (
  password: string,
  auth = 2,
  pwd: string | null = 'open sesame',
  accountRule: string | null = null,
): ContestRegistrationCommand => ({
  type: 'RegisterForContest',
  data: { cid: 7, password, username: 'team3', contest: { auth, pwd, accountRule } },
  metadata: { now, userId: 'u-9' },
});
const accepted: ContestRegistrationEvent = {
  type: 'ContestRegistrationAccepted',
  data: { cid: 7, uid: 'u-9', at: now },
};

describe('contest registration decider', () => {
  const spec = deciderSpec(contestRegistrationDecider);

  it('accepts an account the contest account limit allows', () => {
    const rule =
      '<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra></extra>';
    spec
      .given([])
      .when(register('open sesame', 1, 'open sesame', rule))
      .then([accepted]);
  });

  it('accepts the right password once', () => {
    spec.given([]).when(register('open sesame')).then([accepted]);
    spec.given([]).when(register('open sesame')).thenState({ status: 'registered' });
    spec.given([accepted]).when(register('open sesame')).thenFails(rm.again, 'conflict');
  });

  it.each([
    ['a wrong password', register('guess'), rm.wrong, 'invalid'],
    ['an empty password', register(' '), rm.empty, 'invalid'],
    ['a public contest', register('x', 0, null), rm.public, 'invalid'],
    [
      'an account outside the contest account limit',
      register(
        'open sesame',
        2,
        'open sesame',
        '<prefix>team</prefix><start>5</start><end>9</end>',
      ),
      accountLimitMessage,
      'forbidden',
    ],
  ] as const)('refuses %s', (_n, c, msg, code) => spec.given([]).when(c).thenFails(msg, code));
});
