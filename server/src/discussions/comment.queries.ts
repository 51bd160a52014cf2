import type { Sql } from '@oj/events';
import { discussionLimits } from './discussion.policy.ts';

interface Author {
  from_avatar: string | null;
  from_role: string | null;
  from_title_name: string | null;
  from_title_color: string | null;
}
export interface CommentRow extends Author {
  id: number;
  did: number | null;
  cid: number | null;
  content: string;
  from_uid: string;
  from_name: string;
  like_num: number;
  gmt_create: Date;
}
export interface ReplyRow extends Author {
  id: number;
  comment_id: number;
  did: number | null;
  cid: number | null;
  content: string;
  from_uid: string;
  from_name: string;
  to_uid: string;
  to_name: string;
  to_avatar: string | null;
  gmt_create: Date;
}

const author = (alias: string) => `${alias}.avatar AS from_avatar, ${alias}.role AS from_role,
  ${alias}.title_name AS from_title_name, ${alias}.title_color AS from_title_color`;
const selectComment = `SELECT c.*, ${author('u')} FROM read.comments c
  LEFT JOIN read.users u ON u.uid = c.from_uid`;
const selectReply = `SELECT r.*, ${author('u')}, t.avatar AS to_avatar FROM read.replies r
  LEFT JOIN read.users u ON u.uid = r.from_uid LEFT JOIN read.users t ON t.uid = r.to_uid`;
const nonEmpty = (s: string | null) => (s === null || s === '' ? null : s);

export const findCommentRow = async (sql: Sql, id: number) =>
  (await sql.unsafe<CommentRow[]>(`${selectComment} WHERE c.id = $1`, [id]))[0];
export const findReplyRow = async (sql: Sql, id: number) =>
  (await sql.unsafe<ReplyRow[]>(`${selectReply} WHERE r.id = $1`, [id]))[0];

/** HOJ's ReplyVO. */
export const replyVo = (r: ReplyRow) => ({
  id: r.id,
  commentId: r.comment_id,
  fromUid: r.from_uid,
  fromName: r.from_name,
  fromAvatar: nonEmpty(r.from_avatar),
  fromRole: r.from_role ?? 'user',
  fromTitleName: nonEmpty(r.from_title_name),
  fromTitleColor: nonEmpty(r.from_title_color),
  toUid: r.to_uid,
  toName: r.to_name,
  toAvatar: nonEmpty(r.to_avatar),
  content: r.content,
  status: 0,
  gmtCreate: r.gmt_create,
  gmtModified: r.gmt_create,
});

/** HOJ's CommentVO: the first replies shown and how many there are in all. */
export const commentVo = (c: CommentRow, replies: ReplyRow[], totalReplyNum: number) => ({
  id: c.id,
  content: c.content,
  fromUid: c.from_uid,
  fromName: c.from_name,
  fromAvatar: nonEmpty(c.from_avatar),
  fromRole: c.from_role ?? 'user',
  fromTitleName: nonEmpty(c.from_title_name),
  fromTitleColor: nonEmpty(c.from_title_color),
  likeNum: c.like_num,
  totalReplyNum,
  gmtCreate: c.gmt_create,
  replyList: replies.map(replyVo),
});

/** Every reply of a comment, oldest first (HOJ's get-all-reply). */
export const listReplies = (sql: Sql, commentId: number) =>
  sql.unsafe<ReplyRow[]>(`${selectReply} WHERE r.comment_id = $1 ORDER BY r.gmt_create, r.id`, [
    commentId,
  ]);

/**
 * One page of comments, newest first, each with its first replies and reply count. `only`
 * narrows a contest's Q and A for a contestant: their own and the organisers' (site admins, the contest's creator) comments.
 */
export const listComments = async (
  sql: Sql,
  o: {
    did: number | null;
    cid: number | null;
    offset: number;
    limit: number;
    only?: { uid: string | null; organiser: string } | undefined;
  },
) => {
  const values: unknown[] = [o.did ?? o.cid];
  let where = o.did !== null ? 'c.did = $1' : 'c.cid = $1';
  if (o.only) {
    values.push(o.only.uid ?? '', o.only.organiser);
    where += ` AND (c.from_uid = $2 OR c.from_uid = $3 OR u.role IN ('root', 'admin'))`;
  }
  const [count] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM read.comments c LEFT JOIN read.users u ON u.uid = c.from_uid
     WHERE ${where}`,
    values as never[],
  );
  const rows = await sql.unsafe<CommentRow[]>(
    `${selectComment} WHERE ${where} ORDER BY c.gmt_create DESC, c.id DESC
     LIMIT ${Math.trunc(o.limit)} OFFSET ${Math.trunc(o.offset)}`,
    values as never[],
  );
  const ids = rows.map((r) => r.id);
  const replies = ids.length
    ? await sql.unsafe<(ReplyRow & { n: number; total: number })[]>(
        `SELECT * FROM (
           SELECT x.*, row_number() OVER (PARTITION BY x.comment_id ORDER BY x.gmt_create, x.id) AS n,
             count(*) OVER (PARTITION BY x.comment_id)::int AS total
           FROM (${selectReply} WHERE r.comment_id = ANY(string_to_array($1, ',')::bigint[])) x) y
         WHERE n <= ${discussionLimits.repliesShown} ORDER BY gmt_create, id`,
        [ids.join(',')],
      )
    : [];
  const records = rows.map((c) => {
    const mine = replies.filter((r) => r.comment_id === c.id);
    return commentVo(c, mine, mine[0]?.total ?? 0);
  });
  return { records, total: count?.n ?? 0 };
};

/** Which of these comments the viewer liked: HOJ's commentLikeMap (id to true). */
export const commentLikeMap = async (sql: Sql, ids: number[], uid: string | undefined) => {
  const map: Record<string, boolean> = {};
  if (!uid || ids.length === 0) return map;
  const rows = await sql<{ target_id: number }[]>`SELECT target_id FROM read.likes
    WHERE target = 'comment' AND uid = ${uid} AND target_id IN ${sql(ids)}`;
  for (const r of rows) map[String(r.target_id)] = true;
  return map;
};
