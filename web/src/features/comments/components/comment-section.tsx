import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import {
  isAdminAtom,
  isLoggedInAtom,
  openAuthDialogAtom,
  userInfoAtom,
} from '../../../lib/session';
import type { Comment, CommentSource, Reply } from '../api/types';
import { canDelete } from '../comment-model';
import { useCommentThread } from '../hooks/use-comment-thread';
import { useContestCommentPush } from '../hooks/use-contest-comment-push';
import { CommentEditor } from './comment-editor';
import { CommentItem } from './comment-item';

export interface CommentSectionProps {
  source: CommentSource;
  /** Deletes any comment (the contest's admins in its Q and A); site admins always may. */
  moderator?: boolean;
  /** Heading; "Comments" by default ("Questions" in a contest). */
  title?: string;
}

type Pending = { comment: Comment } | { reply: Reply };

const ignore = () => undefined;

/**
 * The one comment area (discussions and the contest Q and A): the box to write, the comments
 * 10 a page with "load more", their replies, likes and deletions. In a contest the room's push
 * reloads it when a question or an answer was posted.
 */
export function CommentSection({ source, moderator = false, title }: CommentSectionProps) {
  const { _ } = useLingui();
  const user = useAtomValue(userInfoAtom);
  const signedIn = useAtomValue(isLoggedInAtom);
  const admin = useAtomValue(isAdminAtom) || moderator;
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const thread = useCommentThread(source);
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState(false);
  useContestCommentPush(source.kind === 'contest' ? source.cid : null, thread.reload);

  const viewer = signedIn && user ? { uid: user.uid, admin } : null;
  const mayDelete = (item: { fromUid: string }) => canDelete(viewer, item);
  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      if ('comment' in pending) await thread.remove(pending.comment);
      else await thread.removeReply(pending.reply);
      setPending(null);
    } catch {
      // Toasted by the API error listener; the dialog stays for another try.
    } finally {
      setDeleting(false);
    }
  };
  const data = thread.thread;
  return (
    <section aria-labelledby="comments-title" className="space-y-4" data-testid="comments">
      <h2 id="comments-title" className="text-base font-semibold text-slate-900">
        {title ?? _('comments.title')}{' '}
        {data ? <span className="text-slate-400">({data.total})</span> : null}
      </h2>
      {signedIn ? (
        <CommentEditor
          placeholder={_('comments.placeholder')}
          submitLabel={_('comments.send')}
          onSubmit={thread.add}
        />
      ) : (
        <p className="text-sm text-slate-500">
          <button
            type="button"
            className="font-medium text-primary-600 hover:underline"
            onClick={() => openAuthDialog('login')}
          >
            {_('comments.login-to-comment')}
          </button>
        </p>
      )}
      {thread.failed ? (
        <EmptyState title={_('comments.load-failed')} icon="alert">
          <Button variant="secondary" size="sm" onClick={thread.reload}>
            {_('common.refresh')}
          </Button>
        </EmptyState>
      ) : !data ? (
        <div className="flex justify-center py-8 text-slate-400">
          <Spinner className="size-5" />
          <span className="sr-only">{_('common.loading')}</span>
        </div>
      ) : data.comments.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-400">{_('comments.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              liked={data.likes[String(comment.id)] ?? false}
              signedIn={signedIn}
              canDelete={mayDelete}
              onLike={() => {
                if (!signedIn) openAuthDialog('login');
                else void thread.toggleLike(comment).catch(ignore);
              }}
              onDelete={setPending}
              onShowAll={() => thread.showAllReplies(comment)}
              onReply={thread.reply}
            />
          ))}
        </ul>
      )}
      {data && data.comments.length < data.total && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            loading={thread.loadingMore}
            onClick={() => void thread.loadMore().catch(ignore)}
          >
            {_('comments.load-more')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={_('comments.delete')}
        message={_('comments.delete-confirm')}
        danger
        loading={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
