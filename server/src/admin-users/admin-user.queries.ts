import type { Sql } from '@oj/events';
import { adminRoles } from '../auth/roles.ts';
import { likePattern } from '../infra/like-pattern.ts';

interface ListedUser {
  uid: string;
  username: string;
  nickname: string;
  school: string;
  course: string;
  number: string;
  gender: string;
  realname: string;
  cf_username: string;
  github: string;
  blog: string;
  email: string;
  avatar: string;
  title_name: string;
  title_color: string;
  signature: string;
  status: number;
  role: string;
  role_id: number;
  registered_at: Date;
}

/** Newest accounts first; the keyword matches username, real name, nickname or e-mail. */
export const listUsers = async (
  sql: Sql,
  o: { keyword: string; onlyAdmin: boolean; offset: number; limit: number },
) => {
  const like = likePattern(o.keyword);
  const where = sql`WHERE (${o.keyword} = '' OR username ILIKE ${like} OR realname ILIKE ${like}
      OR nickname ILIKE ${like} OR email ILIKE ${like})
    AND (NOT ${o.onlyAdmin} OR role = ANY(${adminRoles as string[]}))`;
  const rows = await sql<ListedUser[]>`
    SELECT uid, username, nickname, school, course, number, gender, realname, cf_username, github,
           blog, email, avatar, title_name, title_color, signature, status, role, role_id, registered_at
    FROM read.users ${where}
    ORDER BY registered_at DESC, uid OFFSET ${o.offset} LIMIT ${o.limit}`;
  const [count] = await sql<
    { total: number }[]
  >`SELECT count(*)::int AS total FROM read.users ${where}`;
  return { rows, total: count?.total ?? 0 };
};

/** HOJ's UserRolesVO (never the password); `roles` holds the user type and its role name. */
export const userRolesVo = (u: ListedUser) => ({
  uid: u.uid,
  username: u.username,
  nickname: u.nickname,
  school: u.school,
  course: u.course,
  number: u.number,
  gender: u.gender,
  realname: u.realname,
  cfUsername: u.cf_username,
  github: u.github,
  blog: u.blog,
  email: u.email,
  avatar: u.avatar,
  titleName: u.title_name,
  titleColor: u.title_color,
  signature: u.signature,
  status: u.status,
  type: u.role_id,
  gmtCreate: u.registered_at.toISOString(),
  gmtModified: u.registered_at.toISOString(),
  roles: [{ id: u.role_id, role: u.role }],
});
