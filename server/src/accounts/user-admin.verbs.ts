import { DomainError, type Role, type UserEvent, type UserProfile } from '@oj/events';
import type { UserState } from './user.state.ts';

/** The acting user admin: who, when, and their role (only a root manages staff). */
interface AdminMetadata {
  now: string;
  userId: string;
  actorRole: Role;
}

/** The user admin's verbs of the account aggregate (dispatched by `userDecider`). */
export type UserAdminCommand =
  | {
      /**
       * The admin edit form. `email` is the address after the edit (the route reserved a new
       * one); `passwordHash` is set when the admin chose a new password.
       */
      type: 'EditUserByAdmin';
      data: {
        uid: string;
        role: Role;
        roleId: number;
        status: number;
        realname: string;
        titleName: string;
        titleColor: string;
        email: string;
        passwordHash: string | null;
      };
      metadata: AdminMetadata;
    }
  | { type: 'DeleteUser'; data: { uid: string }; metadata: AdminMetadata }
  | {
      /** The profile columns of a batch import (nickname, school, gender, real name). */
      type: 'ImportProfile';
      data: { uid: string; profile: UserProfile };
      metadata: AdminMetadata;
    };

const noPermission = 'Sorry, you do not have permission for this operation';

/**
 * Only a root manages staff (root, admin, problem admin): grants or takes a staff type, and
 * edits or deletes a staff account (its password, e-mail, status). Otherwise an admin could
 * make an account a problem admin and then set its password: the test data in two steps.
 */
const isStaff = (role: Role) => role !== 'user';

const managedAccount = (s: UserState) => {
  if (s.status !== 'active') throw new DomainError('not_found', 'The user does not exist');
  return s;
};

export const editUserByAdmin = (
  c: Extract<UserAdminCommand, { type: 'EditUserByAdmin' }>,
  state: UserState,
): UserEvent[] => {
  const s = managedAccount(state);
  const d = c.data;
  const { now: at, userId: by, actorRole } = c.metadata;
  if (actorRole !== 'root' && by !== s.uid && (isStaff(s.role) || isStaff(d.role)))
    throw new DomainError('forbidden', noPermission);
  // An admin who disables or demotes themselves could lock the site out of its back office.
  if (by === s.uid && (d.status !== 0 || d.role !== s.role))
    throw new DomainError('invalid', 'You cannot disable yourself or change your own type');
  const { uid, role, roleId, status, realname, titleName, titleColor } = d;
  const events: UserEvent[] = [
    {
      type: 'UserEditedByAdmin',
      data: { uid, role, roleId, status, realname, titleName, titleColor, by, at },
    },
  ];
  if (d.email.trim().toLowerCase() !== s.email.toLowerCase())
    events.push({
      type: 'UserEmailChanged',
      data: { uid, email: d.email.trim(), previous: s.email, at },
    });
  if (d.passwordHash !== null)
    events.push({
      type: 'UserPasswordChanged',
      data: { uid, passwordHash: d.passwordHash, reason: 'admin', at },
    });
  return events;
};

export const deleteUser = (
  c: Extract<UserAdminCommand, { type: 'DeleteUser' }>,
  state: UserState,
): UserEvent[] => {
  const s = managedAccount(state);
  const { now: at, userId: by, actorRole } = c.metadata;
  if (by === s.uid) throw new DomainError('invalid', 'You cannot delete yourself');
  if (actorRole !== 'root' && isStaff(s.role)) throw new DomainError('forbidden', noPermission);
  return [
    { type: 'UserDeleted', data: { uid: s.uid, username: s.username, email: s.email, by, at } },
  ];
};

export const importProfile = (
  c: Extract<UserAdminCommand, { type: 'ImportProfile' }>,
  state: UserState,
): UserEvent[] => {
  const { uid } = managedAccount(state);
  return [
    { type: 'UserProfileUpdated', data: { uid, profile: c.data.profile, at: c.metadata.now } },
  ];
};
