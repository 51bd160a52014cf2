import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { cn } from '../../../lib/cn';
import type { ReplyTarget } from '../api/comments';
import type { Comment, Reply } from '../api/types';
import { hasHiddenReplies, REPLIES_SHOWN, visibleReplies } from '../comment-model';
import { AuthorLine } from './author-line';
import { CommentEditor } from './comment-editor';

export interface CommentItemProps {
  comment: Comment;
  liked: boolean;
  signedIn: boolean;
  canDelete: (item: { fromUid: string }) => boolean;
  onLike: () => void;
  onDelete: (target: { comment: Comment } | { reply: Reply }) => void;
  onShowAll: () => Promise<void>;
  onReply: (target: ReplyTarget, content: string) => Promise<void>;
}

const action =
  'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs text-slate-500 hover:bg-slate-100 hover:text-slate-700';

/** One comment: its text, like / reply / delete, and its replies (3, then "show all"). */
export function CommentItem(p: CommentItemProps) {
  const { _ } = useLingui();
  const { comment } = p;
  const [expanded, setExpanded] = useState(false);
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const replies = visibleReplies(comment.replyList, expanded);
  const answer = (quote: Comment | Reply, quoteType: ReplyTarget['quoteType']) =>
    setTarget({
      commentId: comment.id,
      toUid: quote.fromUid,
      toName: quote.fromName,
      toAvatar: quote.fromAvatar,
      quoteId: quote.id,
      quoteType,
    });
  return (
    <li className="py-4" data-comment-id={comment.id}>
      <AuthorLine
        name={comment.fromName}
        avatar={comment.fromAvatar}
        role={comment.fromRole}
        titleName={comment.fromTitleName}
        titleColor={comment.fromTitleColor}
        time={comment.gmtCreate}
      />
      <MarkdownView source={comment.content} className="mt-2 pl-9 text-sm" />
      <div className="mt-1 flex flex-wrap gap-1 pl-8">
        <button
          type="button"
          className={cn(action, p.liked && 'text-rose-600')}
          aria-pressed={p.liked}
          onClick={p.onLike}
        >
          <Icon name="heart" className="size-3.5" />
          {p.liked ? _('comments.liked') : _('comments.like')} {comment.likeNum}
        </button>
        {p.signedIn && (
          <button type="button" className={action} onClick={() => answer(comment, 'Comment')}>
            <Icon name="reply" className="size-3.5" />
            {_('comments.reply')}
          </button>
        )}
        {p.canDelete(comment) && (
          <button type="button" className={action} onClick={() => p.onDelete({ comment })}>
            <Icon name="trash" className="size-3.5" />
            {_('comments.delete')}
          </button>
        )}
      </div>
      {(replies.length > 0 || target) && (
        <ul className="mt-2 ml-9 space-y-3 rounded-lg bg-slate-50 p-3">
          {replies.map((reply) => (
            <li key={reply.id} data-reply-id={reply.id}>
              <AuthorLine
                name={reply.fromName}
                avatar={reply.fromAvatar}
                role={reply.fromRole}
                titleName={reply.fromTitleName}
                titleColor={reply.fromTitleColor}
                toName={reply.toName}
                replyLabel={_('comments.reply-to')}
                time={reply.gmtCreate}
              />
              <MarkdownView source={reply.content} className="mt-1 pl-9 text-sm" />
              <div className="mt-1 flex gap-1 pl-8">
                {p.signedIn && (
                  <button type="button" className={action} onClick={() => answer(reply, 'Reply')}>
                    <Icon name="reply" className="size-3.5" />
                    {_('comments.reply')}
                  </button>
                )}
                {p.canDelete(reply) && (
                  <button type="button" className={action} onClick={() => p.onDelete({ reply })}>
                    <Icon name="trash" className="size-3.5" />
                    {_('comments.delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
          {hasHiddenReplies(comment, comment.replyList.length, expanded) && (
            <li>
              <button
                type="button"
                className="text-xs font-medium text-primary-600 hover:underline"
                onClick={() => {
                  const fetchAll = comment.replyList.length < comment.totalReplyNum;
                  void (fetchAll ? p.onShowAll() : Promise.resolve()).then(
                    () => setExpanded(true),
                    () => undefined,
                  );
                }}
              >
                {_('comments.show-all', { count: comment.totalReplyNum })}
              </button>
            </li>
          )}
          {expanded && comment.replyList.length > REPLIES_SHOWN && (
            <li>
              <button
                type="button"
                className="text-xs font-medium text-primary-600 hover:underline"
                onClick={() => setExpanded(false)}
              >
                {_('comments.collapse')}
              </button>
            </li>
          )}
          {target && (
            <li>
              <CommentEditor
                autoFocus
                placeholder={_('comments.reply-placeholder', { name: target.toName })}
                submitLabel={_('comments.reply')}
                onCancel={() => setTarget(null)}
                onSubmit={async (content) => {
                  await p.onReply(target, content);
                  setTarget(null);
                  setExpanded(true);
                }}
              />
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
