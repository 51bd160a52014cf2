import { realtimeMessage, rooms } from '@oj/events';
import { defineProjection, rows } from './define-projection.ts';
import { accountChanges } from './user-account-changes.ts';

/** Accounts: sign-in lookups, the session epoch checked on every authenticated request. */
export const usersProjection = defineProjection({
  name: 'users',
  version: 2,
  handles: [
    'UserRegistered',
    'UserLoggedIn',
    'UserLoggedOut',
    'UserPasswordChanged',
    'UserEmailChanged',
    'UserProfileUpdated',
    'UserAvatarChanged',
    'UserEditedByAdmin',
    'UserDeleted',
  ],
  tables: ['read.users'],
  init: `
    CREATE TABLE IF NOT EXISTS read.users (
      uid text PRIMARY KEY,
      username text NOT NULL,
      username_lower text NOT NULL UNIQUE,
      email text NOT NULL,
      email_lower text NOT NULL,
      password_hash text NOT NULL,
      role text NOT NULL,
      role_id int NOT NULL,
      nickname text NOT NULL DEFAULT '',
      avatar text NOT NULL DEFAULT '',
      title_name text NOT NULL DEFAULT '',
      title_color text NOT NULL DEFAULT '',
      school text NOT NULL DEFAULT '',
      signature text NOT NULL DEFAULT '',
      gender text NOT NULL DEFAULT 'secrecy',
      course text NOT NULL DEFAULT '',
      number text NOT NULL DEFAULT '',
      realname text NOT NULL DEFAULT '',
      github text NOT NULL DEFAULT '',
      blog text NOT NULL DEFAULT '',
      cf_username text NOT NULL DEFAULT '',
      status int NOT NULL DEFAULT 0,
      session_epoch int NOT NULL DEFAULT 0,
      registered_at timestamptz NOT NULL,
      last_login_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS users_email_lower ON read.users (email_lower);`,
  apply: (event) => {
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        return [
          rows(
            `INSERT INTO read.users (uid, username, username_lower, email, email_lower, password_hash, role, role_id, registered_at)
             $ROWS ON CONFLICT (uid) DO NOTHING`,
            '(?, ?, ?, ?, ?, ?, ?, ?::int, ?::timestamptz)',
            [
              d.uid,
              d.username,
              d.username.toLowerCase(),
              d.email,
              d.email.toLowerCase(),
              d.passwordHash,
              d.role,
              d.roleId,
              d.registeredAt,
            ],
          ),
        ];
      }
      // Both fold duplicates within a merged batch the way one-by-one updates would.
      case 'UserLoggedIn':
        return [
          rows(
            `UPDATE read.users u SET last_login_at = GREATEST(u.last_login_at, v.at)
             FROM (SELECT uid, max(at) AS at FROM ($ROWS) x(uid, at) GROUP BY uid) v WHERE u.uid = v.uid`,
            '(?::text, ?::timestamptz)',
            [event.data.uid, event.data.at],
          ),
        ];
      case 'UserLoggedOut':
        return [
          rows(
            `UPDATE read.users u SET session_epoch = u.session_epoch + v.n
             FROM (SELECT uid, count(*)::int AS n FROM ($ROWS) x(uid) GROUP BY uid) v WHERE u.uid = v.uid`,
            '(?::text)',
            [event.data.uid],
          ),
        ];
      default:
        return accountChanges(event);
    }
  },
  // The server re-checks the user's open sockets on both messages before relaying them.
  notify: (event) => {
    if (
      event.type === 'UserLoggedOut' ||
      event.type === 'UserPasswordChanged' ||
      event.type === 'UserDeleted' ||
      (event.type === 'UserEditedByAdmin' && event.data.status !== 0)
    )
      return [realtimeMessage(rooms.user(event.data.uid), 'user:loggedOut', null)];
    if (event.type === 'UserEditedByAdmin')
      return [realtimeMessage(rooms.user(event.data.uid), 'user:changed', null)];
    return [];
  },
});
