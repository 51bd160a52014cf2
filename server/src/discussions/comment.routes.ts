import { Router } from 'express';
import { z } from 'zod';
import { commentStream, likeStream, nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { commentDecider } from './comment.decider.ts';
import { likeDecider } from './like.decider.ts';
import { discussionLimits as limits, discussionMessages as m } from './discussion.policy.ts';
import { commentLikeMap, commentVo, findCommentRow, listComments } from './comment.queries.ts';
import { assertMayComment, takeLikeSlot } from './discussion-gates.ts';
import { assertCommentVisible, openPlace } from './comment-place.ts';
import { content, optionalId, placeOf, sourceType } from './comment-fields.ts';
import { nowIso, placeUrl, runAndWait, tell } from './discussion-run.ts';

const listQuery = z.object({
  did: optionalId,
  cid: optionalId,
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).catch(limits.pageSize).default(limits.pageSize),
});
const commentBody = z.object({ id: optionalId, did: optionalId, cid: optionalId, content });
const deleteBody = z.object({ id: id('Comment id') });
const likeQuery = z.object({ cid: id('cid'), toLike: z.boolean({ error: 'toLike is required' }) });

/** Comments of discussions and of the contest Q and A, and comment likes. */
export const registerCommentRoutes = (deps: Deps): Router => {
  const r = Router();
  const metadata = (uid: string, moderator: boolean) => ({ now: nowIso(), userId: uid, moderator });

  r.get('/comments', async (req, res) => {
    const q = parseQuery(listQuery, req);
    const place = await openPlace(deps, req.auth.user, { did: q.did ?? null, cid: q.cid ?? null });
    const { records, total } = await listComments(deps.sql, {
      did: place.did,
      cid: place.cid,
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
      only: place.only,
    });
    const likes = await commentLikeMap(
      deps.sql,
      records.map((c) => c.id),
      req.auth.user?.uid,
    );
    ok(res, { commentList: page(records, total, q.currentPage, q.limit), commentLikeMap: likes });
  });

  r.post('/comment', async (req, res) => {
    const user = requireUser(req);
    const b = parseBody(commentBody, req);
    const place = await openPlace(deps, user, { did: b.did ?? null, cid: b.cid ?? null });
    await assertMayComment(deps, user);
    const commentId = await nextId(deps.sql, 'comment');
    await runAndWait(deps, commentStream(commentId), commentDecider, {
      type: 'PostComment',
      data: {
        id: commentId,
        did: place.did,
        cid: place.cid,
        content: b.content,
        fromName: user.username,
      },
      metadata: metadata(user.uid, place.moderator),
    });
    if (place.ownerUid !== null && place.did !== null)
      await tell(deps, {
        kind: 'comment',
        recipientId: place.ownerUid,
        senderId: user.uid,
        senderUsername: user.username,
        sourceType: 'Discussion',
        sourceId: place.did,
        sourceTitle: place.title,
        sourceContent: b.content,
        quoteId: null,
        quoteType: null,
        quoteContent: '',
        url: placeUrl(place),
      });
    const row = await findCommentRow(deps.sql, commentId);
    ok(res, row ? commentVo(row, [], 0) : null, 'success');
  });

  r.delete('/comment', async (req, res) => {
    const user = requireUser(req);
    const { id: commentId } = parseBody(deleteBody, req);
    const c = await findCommentRow(deps.sql, commentId);
    if (!c) throw new HttpError(404, m.commentMissing);
    const place = await openPlace(deps, user, placeOf(c));
    await runAndWait(deps, commentStream(commentId), commentDecider, {
      type: 'DeleteComment',
      data: { id: commentId },
      metadata: metadata(user.uid, place.moderator),
    });
    ok(res, null, 'success');
  });

  r.get('/comment-like', async (req, res) => {
    const user = requireUser(req);
    const { cid: commentId, toLike } = parseQuery(likeQuery, req);
    const c = await findCommentRow(deps.sql, commentId);
    if (!c) throw new HttpError(404, m.commentMissing);
    const place = await openPlace(deps, user, placeOf(c));
    assertCommentVisible(place, c);
    await takeLikeSlot(deps, user);
    const result = await runAndWait(deps, likeStream('comment', commentId, user.uid), likeDecider, {
      type: 'ToggleLike',
      data: { target: 'comment', targetId: commentId, toLike },
      metadata: { now: nowIso(), userId: user.uid },
    });
    if (result.events.some((e) => e.type === 'LikeGiven'))
      await tell(deps, {
        kind: 'like',
        recipientId: c.from_uid,
        senderId: user.uid,
        senderUsername: user.username,
        sourceType: sourceType(c),
        sourceId: place.did ?? place.cid ?? 0,
        sourceTitle: place.title,
        sourceContent: '',
        quoteId: commentId,
        quoteType: 'Comment',
        quoteContent: c.content,
        url: placeUrl(place),
      });
    ok(res, null, 'success');
  });

  return r;
};
