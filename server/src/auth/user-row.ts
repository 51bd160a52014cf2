import type { Role, Sql } from '@oj/events';

/**
 * A row of `read.users` as authentication and every area read it. It lives with auth, the
 * plumbing every area uses, so auth depends on no area (accounts re-exports it).
 */
export interface UserRow {
  uid: string;
  username: string;
  email: string;
  password_hash: string;
  role: Role;
  role_id: number;
  nickname: string;
  avatar: string;
  title_name: string;
  title_color: string;
  school: string;
  signature: string;
  gender: 'male' | 'female' | 'secrecy';
  course: string;
  number: string;
  realname: string;
  github: string;
  blog: string;
  cf_username: string;
  status: number;
  session_epoch: number;
}

export const userColumns =
  'uid, username, email, password_hash, role, role_id, nickname, avatar, title_name, title_color, school, signature, ' +
  'gender, course, number, realname, github, blog, cf_username, status, session_epoch';

export const findUserByUid = async (sql: Sql, uid: string): Promise<UserRow | undefined> =>
  (
    await sql.unsafe<UserRow[]>(`SELECT ${userColumns} FROM read.users WHERE uid = $1`, [uid], {
      prepare: true,
    })
  )[0];
