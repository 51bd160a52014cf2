import { realtimeMessage, rooms, type RealtimeMessage } from '@oj/events';
import { defineProjection, q, type Statement } from './define-projection.ts';

/** Comments plus replies under a discussion, as HOJ's commentNum counts them. */
const recountComments = (did: number | null): Statement[] =>
  did === null
    ? []
    : [
        q`UPDATE read.discussions SET comment_num =
            (SELECT count(*) FROM read.comments WHERE did = ${did}) +
            (SELECT count(*) FROM read.replies WHERE did = ${did})
          WHERE id = ${did}`,
      ];

/** Recounted from the like rows, so a like applied twice can never count twice. */
const recountLikes = (target: 'discussion' | 'comment', id: number): Statement => {
  const table = target === 'discussion' ? 'read.discussions' : 'read.comments';
  return {
    text: `UPDATE ${table} SET like_num =
      (SELECT count(*) FROM read.likes WHERE target = $1 AND target_id = $2) WHERE id = $2`,
    values: [target, id],
  };
};

/**
 * Discussions, their categories, comments and replies (of discussions and of the contest
 * Q and A), likes and reports: what the discussion pages, the comment component and the
 * admin moderation read. Counts (comments, likes, views) live on the rows they count.
 */
export const discussionsProjection = defineProjection({
  name: 'discussions',
  version: 1,
  handles: [
    'DiscussionCategoriesSaved',
    'DiscussionCreated',
    'DiscussionEdited',
    'DiscussionModerated',
    'DiscussionDeleted',
    'DiscussionViewed',
    'CommentPosted',
    'CommentDeleted',
    'ReplyPosted',
    'ReplyDeleted',
    'LikeGiven',
    'LikeWithdrawn',
    'DiscussionReported',
    'DiscussionReportHandled',
  ],
  tables: [
    'read.discussion_categories',
    'read.discussions',
    'read.comments',
    'read.replies',
    'read.likes',
    'read.discussion_reports',
  ],
  init: `
    CREATE TABLE IF NOT EXISTS read.discussion_categories (
      id bigint PRIMARY KEY,
      name text NOT NULL,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE TABLE IF NOT EXISTS read.discussions (
      id bigint PRIMARY KEY,
      category_id bigint NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      content text NOT NULL,
      pid text,
      gid bigint,
      uid text NOT NULL,
      author text NOT NULL,
      view_num int NOT NULL DEFAULT 0,
      like_num int NOT NULL DEFAULT 0,
      comment_num int NOT NULL DEFAULT 0,
      top_priority boolean NOT NULL,
      status int NOT NULL DEFAULT 0,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS discussions_list
      ON read.discussions (gid, top_priority DESC, gmt_create DESC, id DESC);
    CREATE TABLE IF NOT EXISTS read.comments (
      id bigint PRIMARY KEY,
      did bigint,
      cid bigint,
      content text NOT NULL,
      from_uid text NOT NULL,
      from_name text NOT NULL,
      like_num int NOT NULL DEFAULT 0,
      gmt_create timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS comments_of_discussion ON read.comments (did, gmt_create DESC);
    CREATE INDEX IF NOT EXISTS comments_of_contest ON read.comments (cid, gmt_create DESC);
    CREATE TABLE IF NOT EXISTS read.replies (
      id bigint PRIMARY KEY,
      comment_id bigint NOT NULL,
      did bigint,
      cid bigint,
      content text NOT NULL,
      from_uid text NOT NULL,
      from_name text NOT NULL,
      to_uid text NOT NULL,
      to_name text NOT NULL,
      gmt_create timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS replies_of_comment ON read.replies (comment_id, gmt_create);
    CREATE TABLE IF NOT EXISTS read.likes (
      target text NOT NULL,
      target_id bigint NOT NULL,
      uid text NOT NULL,
      gmt_create timestamptz NOT NULL,
      PRIMARY KEY (target, target_id, uid)
    );
    CREATE TABLE IF NOT EXISTS read.discussion_reports (
      id bigint PRIMARY KEY,
      did bigint NOT NULL,
      reporter text NOT NULL,
      content text NOT NULL,
      status boolean NOT NULL DEFAULT false,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );`,
  // Only the contest's room hears of its Q and A; site discussions have no live push.
  notify: (event): RealtimeMessage[] => {
    if (event.type === 'CommentPosted' && event.data.cid !== null)
      return [
        realtimeMessage(rooms.contest(event.data.cid), 'contest:comment', {
          cid: event.data.cid,
          commentId: event.data.id,
          replyId: null,
        }),
      ];
    if (event.type === 'ReplyPosted' && event.data.cid !== null)
      return [
        realtimeMessage(rooms.contest(event.data.cid), 'contest:comment', {
          cid: event.data.cid,
          commentId: event.data.commentId,
          replyId: event.data.id,
        }),
      ];
    return [];
  },
  apply: (event) => {
    switch (event.type) {
      case 'DiscussionCategoriesSaved': {
        const d = event.data;
        const ids = d.categories.map((c) => c.id);
        return [
          q`DELETE FROM read.discussion_categories
            WHERE id NOT IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint)`,
          ...d.categories.map(
            (
              c,
            ) => q`INSERT INTO read.discussion_categories AS t (id, name, gmt_create, gmt_modified)
              VALUES (${c.id}, ${c.name}, ${d.at}, ${d.at})
              ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, gmt_modified =
                CASE WHEN t.name = EXCLUDED.name THEN t.gmt_modified ELSE EXCLUDED.gmt_modified END`,
          ),
        ];
      }
      case 'DiscussionCreated': {
        const d = event.data;
        return [
          q`INSERT INTO read.discussions (id, category_id, title, description, content, pid, gid, uid,
              author, top_priority, gmt_create, gmt_modified)
            VALUES (${d.id}, ${d.categoryId}, ${d.title}, ${d.description}, ${d.content}, ${d.pid},
              ${d.gid}, ${d.uid}, ${d.author}, ${d.topPriority}, ${d.at}, ${d.at})
            ON CONFLICT (id) DO NOTHING`,
        ];
      }
      case 'DiscussionEdited': {
        const d = event.data;
        return [
          q`UPDATE read.discussions SET category_id = ${d.categoryId}, title = ${d.title},
              description = ${d.description}, content = ${d.content}, pid = ${d.pid},
              top_priority = ${d.topPriority}, gmt_modified = ${d.at} WHERE id = ${d.id}`,
        ];
      }
      case 'DiscussionModerated': {
        const d = event.data;
        return [
          q`UPDATE read.discussions SET status = ${d.status}, top_priority = ${d.topPriority},
              gmt_modified = ${d.at} WHERE id = ${d.id}`,
        ];
      }
      case 'DiscussionDeleted': {
        const id = event.data.id;
        return [
          q`DELETE FROM read.discussions WHERE id = ${id}`,
          q`DELETE FROM read.likes WHERE target = 'comment'
              AND target_id IN (SELECT id FROM read.comments WHERE did = ${id})`,
          q`DELETE FROM read.replies WHERE did = ${id}`,
          q`DELETE FROM read.comments WHERE did = ${id}`,
          q`DELETE FROM read.likes WHERE target = 'discussion' AND target_id = ${id}`,
          q`DELETE FROM read.discussion_reports WHERE did = ${id}`,
        ];
      }
      case 'DiscussionViewed':
        return [q`UPDATE read.discussions SET view_num = view_num + 1 WHERE id = ${event.data.id}`];
      case 'CommentPosted': {
        const c = event.data;
        return [
          q`INSERT INTO read.comments (id, did, cid, content, from_uid, from_name, gmt_create)
            VALUES (${c.id}, ${c.did}, ${c.cid}, ${c.content}, ${c.fromUid}, ${c.fromName}, ${c.at})
            ON CONFLICT (id) DO NOTHING`,
          ...recountComments(c.did),
        ];
      }
      case 'CommentDeleted': {
        const c = event.data;
        return [
          q`DELETE FROM read.replies WHERE comment_id = ${c.id}`,
          q`DELETE FROM read.comments WHERE id = ${c.id}`,
          q`DELETE FROM read.likes WHERE target = 'comment' AND target_id = ${c.id}`,
          ...recountComments(c.did),
        ];
      }
      case 'ReplyPosted': {
        const r = event.data;
        return [
          q`INSERT INTO read.replies (id, comment_id, did, cid, content, from_uid, from_name, to_uid,
              to_name, gmt_create)
            VALUES (${r.id}, ${r.commentId}, ${r.did}, ${r.cid}, ${r.content}, ${r.fromUid},
              ${r.fromName}, ${r.toUid}, ${r.toName}, ${r.at})
            ON CONFLICT (id) DO NOTHING`,
          ...recountComments(r.did),
        ];
      }
      case 'ReplyDeleted':
        return [
          q`DELETE FROM read.replies WHERE id = ${event.data.id}`,
          ...recountComments(event.data.did),
        ];
      case 'LikeGiven': {
        const l = event.data;
        return [
          q`INSERT INTO read.likes (target, target_id, uid, gmt_create)
            VALUES (${l.target}, ${l.targetId}, ${l.uid}, ${l.at}) ON CONFLICT DO NOTHING`,
          recountLikes(l.target, l.targetId),
        ];
      }
      case 'LikeWithdrawn': {
        const l = event.data;
        return [
          q`DELETE FROM read.likes WHERE target = ${l.target} AND target_id = ${l.targetId}
              AND uid = ${l.uid}`,
          recountLikes(l.target, l.targetId),
        ];
      }
      case 'DiscussionReported': {
        const r = event.data;
        return [
          q`INSERT INTO read.discussion_reports (id, did, reporter, content, gmt_create, gmt_modified)
            VALUES (${r.id}, ${r.did}, ${r.reporter}, ${r.content}, ${r.at}, ${r.at})
            ON CONFLICT (id) DO NOTHING`,
        ];
      }
      case 'DiscussionReportHandled': {
        const r = event.data;
        return [
          q`UPDATE read.discussion_reports SET status = ${r.status}, gmt_modified = ${r.at}
            WHERE id = ${r.id}`,
        ];
      }
      default:
        return [];
    }
  },
});
