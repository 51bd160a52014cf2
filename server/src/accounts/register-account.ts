import { randomUUID } from 'node:crypto';
import {
  DomainError,
  handleCommand,
  reservationDecider,
  reservationStream,
  userStream,
  type Role,
} from '@oj/events';
import type { Deps } from '../deps.ts';
import { hashPassword } from '../auth/password.ts';
import { userDecider } from './user.decider.ts';
import { usernameHeldByLookalike } from './user.queries.ts';
import { newUsernameProblem } from './username-rule.ts';

export const usernameTaken = 'The username already exists';
export const emailTakenMsg = 'The email already exists';

/**
 * Registration across three streams: reserve the username, reserve the e-mail, then create
 * the account. A failed step releases what the earlier steps reserved, so a lost race leaves
 * the value free for its winner and nothing half-made behind. Accounts a user admin imports may
 * have no e-mail (''): nothing is reserved for them. Every way of making an account comes
 * through here, so the username rule (username-rule.ts) is kept here; the username is
 * reserved under its lookalike-folded key (`usernameKey`), and names made before that key
 * existed are compared through the read model.
 */
export const registerAccount = async (
  deps: Pick<Deps, 'store' | 'sql'>,
  input: { username: string; password: string; email: string; role: Role },
): Promise<{ uid: string; position: number }> => {
  const problem = newUsernameProblem(input.username);
  if (problem) throw new DomainError('invalid', problem);
  if (await usernameHeldByLookalike(deps.sql, input.username))
    throw new DomainError('conflict', usernameTaken);
  const uid = randomUUID().replaceAll('-', '');
  const passwordHash = await hashPassword(input.password);
  const reserve = (kind: 'username' | 'email', value: string, takenMessage: string) =>
    handleCommand(deps.store, reservationStream(kind, value), reservationDecider, {
      type: 'Reserve',
      value,
      ownerId: uid,
      takenMessage,
    });
  const release = (kind: 'username' | 'email', value: string) =>
    handleCommand(deps.store, reservationStream(kind, value), reservationDecider, {
      type: 'Release',
      value,
      ownerId: uid,
    });

  const hasEmail = input.email !== '';
  await reserve('username', input.username, usernameTaken);
  try {
    if (hasEmail) await reserve('email', input.email, emailTakenMsg);
  } catch (error) {
    await release('username', input.username);
    throw error;
  }
  try {
    const result = await handleCommand(deps.store, userStream(uid), userDecider, {
      type: 'RegisterUser',
      data: { uid, username: input.username, email: input.email, passwordHash, role: input.role },
      metadata: { now: new Date().toISOString() },
    });
    return { uid, position: result.appended?.position ?? 0 };
  } catch (error) {
    if (hasEmail) await release('email', input.email);
    await release('username', input.username);
    throw error;
  }
};
