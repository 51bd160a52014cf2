import type { ProjectedEvent, Statement } from './define-projection.ts';
import { q } from './define-projection.ts';

type AccountChange =
  | 'UserPasswordChanged'
  | 'UserEmailChanged'
  | 'UserProfileUpdated'
  | 'UserAvatarChanged'
  | 'UserEditedByAdmin'
  | 'UserDeleted'
  | 'UserRegistered'
  | 'UserLoggedIn'
  | 'UserLoggedOut';

/**
 * The users projection's statements for account changes after registration (settings, reset,
 * admin edits). Plain UPDATEs in event order: these events are rare, so they are not merged.
 */
export const accountChanges = (event: ProjectedEvent<AccountChange>): Statement[] => {
  switch (event.type) {
    case 'UserPasswordChanged': {
      const d = event.data;
      return [
        q`UPDATE read.users SET password_hash = ${d.passwordHash}, session_epoch = session_epoch + 1 WHERE uid = ${d.uid}`,
      ];
    }
    case 'UserEmailChanged': {
      const d = event.data;
      return [
        q`UPDATE read.users SET email = ${d.email}, email_lower = ${d.email.toLowerCase()} WHERE uid = ${d.uid}`,
      ];
    }
    case 'UserProfileUpdated': {
      const p = event.data.profile;
      return [
        q`UPDATE read.users SET nickname = ${p.nickname}, gender = ${p.gender}, school = ${p.school},
            course = ${p.course}, number = ${p.number}, realname = ${p.realname}, signature = ${p.signature},
            github = ${p.github}, blog = ${p.blog}, cf_username = ${p.cfUsername}
          WHERE uid = ${event.data.uid}`,
      ];
    }
    case 'UserAvatarChanged':
      return [q`UPDATE read.users SET avatar = ${event.data.avatar} WHERE uid = ${event.data.uid}`];
    case 'UserEditedByAdmin': {
      const d = event.data;
      return [
        // Disabling an enabled account ends its sessions (the right-hand `status` is the old one).
        q`UPDATE read.users SET role = ${d.role}, role_id = ${d.roleId}, status = ${d.status},
            realname = ${d.realname}, title_name = ${d.titleName}, title_color = ${d.titleColor},
            session_epoch = session_epoch + CASE WHEN status = 0 AND ${d.status}::int <> 0 THEN 1 ELSE 0 END
          WHERE uid = ${d.uid}`,
      ];
    }
    case 'UserDeleted':
      return [q`DELETE FROM read.users WHERE uid = ${event.data.uid}`];
    default:
      return [];
  }
};
