import { z } from 'zod';
import { handleCommand, userStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/envelope.ts';
import { hashPassword } from '../auth/password.ts';
import {
  msg,
  emailTakenMsg,
  userDecider,
  findUserByUid,
  type UserRow,
  roleOfUserType,
  type UserType,
} from '../accounts/index.ts';
import { releaseValue, reserveValue } from './reservations.ts';

export interface EditUserInput {
  uid: string;
  realname: string;
  email: string;
  type: UserType;
  status: 0 | 1;
  titleName: string;
  titleColor: string;
  /** Set when the admin ticked "set a new password". */
  newPassword: string | null;
}

const userMissing = 'The user does not exist';

/**
 * One admin edit: a new e-mail is reserved first (as registration does), then the account
 * events are appended, then the old address is released; a refused edit gives the new one
 * back. Answers the store position to wait for.
 */
export const editUser = async (
  deps: Pick<Deps, 'sql' | 'store'>,
  actor: UserRow,
  input: EditUserInput,
): Promise<number> => {
  const target = await findUserByUid(deps.sql, input.uid);
  if (!target) throw new HttpError(404, userMissing);
  const email = input.email.trim();
  const emailChanges = email.toLowerCase() !== target.email.toLowerCase();
  if (emailChanges && email !== '' && !z.email().safeParse(email).success)
    throw new HttpError(400, msg.emailFormat);
  if (emailChanges && email !== '')
    await reserveValue(deps, 'email', email, target.uid, emailTakenMsg);
  try {
    const result = await handleCommand(deps.store, userStream(target.uid), userDecider, {
      type: 'EditUserByAdmin',
      data: {
        uid: target.uid,
        role: roleOfUserType(input.type),
        roleId: input.type,
        status: input.status,
        realname: input.realname,
        titleName: input.titleName,
        titleColor: input.titleColor,
        email,
        passwordHash: input.newPassword === null ? null : await hashPassword(input.newPassword),
      },
      metadata: { now: new Date().toISOString(), userId: actor.uid, actorRole: actor.role },
    });
    if (emailChanges) await releaseValue(deps, 'email', target.email, target.uid);
    return result.appended?.position ?? 0;
  } catch (error) {
    if (emailChanges) await releaseValue(deps, 'email', email, target.uid);
    throw error;
  }
};

/**
 * Deletes accounts after checking them all (so a refused one leaves the others untouched):
 * each goes through the account decider, then its username and e-mail are released.
 */
export const deleteUsers = async (
  deps: Pick<Deps, 'sql' | 'store'>,
  actor: UserRow,
  uids: readonly string[],
): Promise<number> => {
  if (uids.includes(actor.uid)) throw new HttpError(400, 'You cannot delete yourself');
  const targets: UserRow[] = [];
  for (const uid of new Set(uids)) {
    const target = await findUserByUid(deps.sql, uid);
    if (!target) throw new HttpError(404, userMissing);
    if (target.role === 'root' && actor.role !== 'root')
      throw new HttpError(403, 'Sorry, you do not have permission for this operation');
    targets.push(target);
  }
  let position = 0;
  for (const target of targets) {
    const result = await handleCommand(deps.store, userStream(target.uid), userDecider, {
      type: 'DeleteUser',
      data: { uid: target.uid },
      metadata: { now: new Date().toISOString(), userId: actor.uid, actorRole: actor.role },
    });
    position = Math.max(position, result.appended?.position ?? 0);
    await releaseValue(deps, 'username', target.username, target.uid);
    await releaseValue(deps, 'email', target.email, target.uid);
  }
  return position;
};
