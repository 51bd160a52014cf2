import { defineProjection, q } from './define-projection.ts';

/** Accounts: sign-in lookups, the session epoch checked on every authenticated request. */
export const usersProjection = defineProjection({
  name: 'users',
  version: 1,
  handles: ['UserRegistered', 'UserLoggedIn', 'UserLoggedOut'],
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
          q`INSERT INTO read.users (uid, username, username_lower, email, email_lower, password_hash, role, role_id, registered_at)
            VALUES (${d.uid}, ${d.username}, ${d.username.toLowerCase()}, ${d.email}, ${d.email.toLowerCase()},
                    ${d.passwordHash}, ${d.role}, ${d.roleId}, ${d.registeredAt})
            ON CONFLICT (uid) DO NOTHING`,
        ];
      }
      case 'UserLoggedIn':
        return [q`UPDATE read.users SET last_login_at = ${event.data.at} WHERE uid = ${event.data.uid}`];
      case 'UserLoggedOut':
        return [q`UPDATE read.users SET session_epoch = session_epoch + 1 WHERE uid = ${event.data.uid}`];
      default:
        return [];
    }
  },
  notify: (event) =>
    event.type === 'UserLoggedOut' ? [{ room: `user:${event.data.uid}`, event: 'user:loggedOut', payload: null }] : [],
});
