import { Router } from 'express';
import { z } from 'zod';
import { nextId, replyStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { replyDecider } from './comment.decider.ts';
import { discussionMessages as m } from './discussion.policy.ts';
import { findCommentRow, findReplyRow, listReplies, replyVo } from './comment.queries.ts';
import { assertMayComment } from './discussion-gates.ts';
import { assertCommentVisible, openPlace } from './comment-place.ts';
import { nowIso, placeUrl, runAndWait, tell } from './discussion-run.ts';
import { content, optionalId, placeOf, sourceType } from './comment-fields.ts';

const replyBody = z.object({
  reply: z.object({ id: optionalId, commentId: id('commentId'), content }).optional(),
  quoteId: optionalId,
  // 'Reply' quotes a reply; anything else (HOJ sends 'Comment' or nothing) quotes the comment.
  quoteType: z.string().optional(),
});
const replyDeleteBody = z.object({
  reply: z.object({ id: id('Reply id') }).optional(),
});
const repliesQuery = z.object({ commentId: id('commentId') });

/** Replies under comments (of discussions and of the contest Q and A). */
export const registerReplyRoutes = (deps: Deps): Router => {
  const r = Router();
  const metadata = (uid: string, moderator: boolean) => ({ now: nowIso(), userId: uid, moderator });

  r.get('/reply', async (req, res) => {
    const { commentId } = parseQuery(repliesQuery, req);
    const c = await findCommentRow(deps.sql, commentId);
    if (!c) throw new HttpError(404, m.commentMissing);
    assertCommentVisible(await openPlace(deps, req.auth.user, placeOf(c)), c);
    ok(res, (await listReplies(deps.sql, commentId)).map(replyVo));
  });

  r.post('/reply', async (req, res) => {
    const user = requireUser(req);
    const b = parseBody(replyBody, req);
    if (!b.reply) throw new HttpError(400, 'commentId is required');
    const posted = b.reply;
    const c = await findCommentRow(deps.sql, posted.commentId);
    if (!c) throw new HttpError(404, m.commentMissing);
    const place = await openPlace(deps, user, placeOf(c));
    assertCommentVisible(place, c);
    // Whom it answers comes from the quoted reply (or the comment), never from the client.
    const quoted =
      b.quoteType === 'Reply' && b.quoteId ? await findReplyRow(deps.sql, b.quoteId) : null;
    if (b.quoteType === 'Reply' && (!quoted || quoted.comment_id !== c.id))
      throw new HttpError(404, m.replyMissing);
    const to = quoted
      ? { uid: quoted.from_uid, name: quoted.from_name, text: quoted.content, id: quoted.id }
      : { uid: c.from_uid, name: c.from_name, text: c.content, id: c.id };
    await assertMayComment(deps, user);
    const replyId = await nextId(deps.sql, 'reply');
    await runAndWait(deps, replyStream(replyId), replyDecider, {
      type: 'PostReply',
      data: {
        id: replyId,
        commentId: c.id,
        did: c.did,
        cid: c.cid,
        content: posted.content,
        fromName: user.username,
        toUid: to.uid,
        toName: to.name,
      },
      metadata: metadata(user.uid, place.moderator),
    });
    await tell(deps, {
      kind: 'reply',
      recipientId: to.uid,
      senderId: user.uid,
      senderUsername: user.username,
      sourceType: sourceType(c),
      sourceId: place.did ?? place.cid ?? 0,
      sourceTitle: place.title,
      sourceContent: posted.content,
      quoteId: to.id,
      quoteType: quoted ? 'Reply' : 'Comment',
      quoteContent: to.text,
      url: placeUrl(place),
    });
    const row = await findReplyRow(deps.sql, replyId);
    ok(res, row ? replyVo(row) : null, 'success');
  });

  r.delete('/reply', async (req, res) => {
    const user = requireUser(req);
    const { reply } = parseBody(replyDeleteBody, req);
    if (!reply) throw new HttpError(400, 'Reply id is required');
    const found = await findReplyRow(deps.sql, reply.id);
    if (!found) throw new HttpError(404, m.replyMissing);
    const place = await openPlace(deps, user, placeOf(found));
    await runAndWait(deps, replyStream(reply.id), replyDecider, {
      type: 'DeleteReply',
      data: { id: reply.id },
      metadata: metadata(user.uid, place.moderator),
    });
    ok(res, null, 'success');
  });

  return r;
};
