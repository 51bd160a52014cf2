import { usernameKey, type Sql } from '@oj/events';
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

/**
 * Whether an account made before the username rule holds a name that looks like `username`
 * (same `usernameKey`): such names may have letters of other scripts or invisible characters,
 * and were reserved under their plain lower case. Only names with non-ASCII characters can
 * differ that way, so only they are read.
 */
export const usernameHeldByLookalike = async (sql: Sql, username: string): Promise<boolean> => {
  const key = usernameKey(username);
  const rows = await sql<{ username: string }[]>`
    SELECT username FROM read.users WHERE octet_length(username) <> char_length(username)`;
  return rows.some((r) => usernameKey(r.username) === key);
};

/** Whether a new account may not take `username`: someone has it, in any case or lookalike. */
export const usernameHeld = async (sql: Sql, username: string): Promise<boolean> =>
  Boolean(await findUserByName(sql, username)) || (await usernameHeldByLookalike(sql, username));

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
