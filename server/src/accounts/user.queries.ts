import type { Role, Sql } from '@oj/events';

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
  status: number;
  session_epoch: number;
}

const columns =
  'uid, username, email, password_hash, role, role_id, nickname, avatar, title_name, title_color, school, signature, status, session_epoch';

export const findUserByUid = async (sql: Sql, uid: string): Promise<UserRow | undefined> =>
  (
    await sql.unsafe<UserRow[]>(`SELECT ${columns} FROM read.users WHERE uid = $1`, [uid], {
      prepare: true,
    })
  )[0];

export const findUserByName = async (sql: Sql, username: string): Promise<UserRow | undefined> =>
  (
    await sql.unsafe<UserRow[]>(
      `SELECT ${columns} FROM read.users WHERE username_lower = $1`,
      [username.trim().toLowerCase()],
      { prepare: true },
    )
  )[0];

export const emailTaken = async (sql: Sql, email: string): Promise<boolean> =>
  (await sql`SELECT 1 FROM read.users WHERE email_lower = ${email.trim().toLowerCase()} LIMIT 1`)
    .length > 0;

/** HOJ's UserInfoVO, as login and the user menu expect it. */
export const userInfoVo = (u: UserRow) => ({
  uid: u.uid,
  username: u.username,
  nickname: u.nickname,
  avatar: u.avatar,
  titleName: u.title_name,
  titleColor: u.title_color,
  email: u.email,
  number: null,
  gender: 'secrecy',
  school: u.school,
  course: null,
  signature: u.signature,
  realname: null,
  github: null,
  blog: null,
  cfUsername: null,
  roleList: [u.role],
});
