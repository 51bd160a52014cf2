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

const columns =
  'uid, username, email, password_hash, role, role_id, nickname, avatar, title_name, title_color, school, signature, ' +
  'gender, course, number, realname, github, blog, cf_username, status, session_epoch';

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

export const findUserByEmail = async (sql: Sql, email: string): Promise<UserRow | undefined> =>
  (
    await sql.unsafe<UserRow[]>(
      `SELECT ${columns} FROM read.users WHERE email_lower = $1`,
      [email.trim().toLowerCase()],
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
  number: u.number,
  gender: u.gender,
  school: u.school,
  course: u.course,
  signature: u.signature,
  realname: u.realname,
  github: u.github,
  blog: u.blog,
  cfUsername: u.cf_username,
  roleList: [u.role],
});
