import type { Sql } from '@oj/events';
import { userColumns as columns, type UserRow } from '../auth/user-row.ts';

export { findUserByUid, type UserRow } from '../auth/user-row.ts';

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
