import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { PageContainer } from '../../../components/ui/page-container';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import {
  isAdminAtom,
  isLoggedInAtom,
  openAuthDialogAtom,
  userInfoAtom,
} from '../../../lib/session';
import { useResource } from '../../../lib/use-resource';
import {
  deleteDiscussion,
  getDiscussionCategories,
  getDiscussionDetail,
  likeDiscussion,
} from '../api/discussions';
import { RoleBadge } from '../../../components/ui/role-badge';
import { DiscussionFormDialog } from './discussion-form-dialog';
import { ReportDialog } from './report-dialog';

export interface DiscussionDetailPageProps {
  /** The comment area, composed by the route (features do not import each other). */
  comments: (did: number) => ReactNode;
  /**
   * A group's discussion (/group/:gid/discussion-detail/:id): links stay in the group, and the
   * group's admins (level 4 or 5) edit and delete any.
   */
  group?: { gid: number; level: number } | undefined;
}

/** /discussion-detail/:discussionID: the post, like, report, edit and delete, then comments. */
export function DiscussionDetailPage({ comments, group }: DiscussionDetailPageProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const did = Number(useParams().discussionID);
  const user = useAtomValue(userInfoAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const siteAdmin = useAtomValue(isAdminAtom);
  const admin = group ? group.level >= 4 : siteAdmin;
  const base = group ? `/group/${group.gid}` : '';
  const back = `${base}/discussion`;
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const detail = useResource(`discussion:${did}:${loggedIn}`, (signal) =>
    getDiscussionDetail(did, signal),
  );
  const categories = useResource('discussion-categories', (signal) =>
    getDiscussionCategories(signal),
  );
  const [dialog, setDialog] = useState<'edit' | 'report' | 'delete' | null>(null);
  const [like, setLike] = useState<{ did: number; liked: boolean; count: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const d = detail.data;
  if (!Number.isInteger(did) || did <= 0 || (detail.failed && !detail.loading && !d)) {
    return (
      <PageContainer>
        <Card>
          <EmptyState title={_('discussions.load-failed')} icon="alert">
            <Link to={back} className="text-sm text-primary-600 hover:underline">
              {_('discussions.back')}
            </Link>
          </EmptyState>
        </Card>
      </PageContainer>
    );
  }
  if (!d) {
    return (
      <div className="flex justify-center py-20 text-slate-400">
        <Spinner className="size-6" />
        <span className="sr-only">{_('common.loading')}</span>
      </div>
    );
  }
  const mine = user?.uid === d.uid;
  const liked = like?.did === d.id ? like.liked : (d.hasLike ?? false);
  const likeNum = like?.did === d.id ? like.count : d.likeNum;
  const toggleLike = async () => {
    if (!loggedIn) return openAuthDialog('login');
    setBusy(true);
    try {
      await likeDiscussion(d.id, !liked);
      setLike({ did: d.id, liked: !liked, count: Math.max(0, likeNum + (liked ? -1 : 1)) });
    } catch {
      // Toasted by the API error listener.
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteDiscussion(d.id);
      toast.success(_('discussions.deleted'));
      void navigate(back);
    } catch {
      setBusy(false);
    }
  };
  return (
    <PageContainer className="space-y-4">
      <Card className="p-4 sm:p-6">
        <Link to={back} className="text-sm text-primary-600 hover:underline">
          {_('discussions.back')}
        </Link>
        <h1
          className="mt-2 text-xl font-semibold break-words text-slate-900"
          data-testid="discussion-title"
        >
          {d.topPriority && (
            <span className="mr-2 rounded bg-rose-100 px-1.5 align-middle text-xs font-medium text-rose-700">
              {_('discussions.pinned')}
            </span>
          )}
          {d.title}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
          <span className="flex items-center gap-1.5">
            <Avatar name={d.author} src={d.avatar} className="size-6 text-xs" />
            <a
              href={`/user-home?username=${encodeURIComponent(d.author)}`}
              className="text-slate-700 hover:text-primary-600"
            >
              {d.author}
            </a>
            <RoleBadge role={d.role} />
          </span>
          <span className="rounded bg-slate-100 px-1.5 text-xs">
            {d.categoryName ?? categories.data?.find((c) => c.id === d.categoryId)?.name}
          </span>
          {d.pid && (
            <Link
              to={`${base}/problem/${encodeURIComponent(d.pid)}`}
              className="hover:text-primary-600"
            >
              {d.pid}
            </Link>
          )}
          <span>{formatDateTime(d.gmtCreate)}</span>
          <span className="flex items-center gap-1">
            <Icon name="eye" className="size-3.5" />
            {d.viewNum}
          </span>
        </div>
        {d.description && (
          <p className="mt-3 text-sm break-words text-slate-600">{d.description}</p>
        )}
        <MarkdownView source={d.content} className="mt-4 border-t border-slate-100 pt-4" />
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            aria-pressed={liked}
            onClick={() => void toggleLike()}
            className={cn(liked && 'text-rose-600')}
          >
            <Icon name="heart" className="size-4" />
            {liked ? _('comments.liked') : _('comments.like')} {likeNum}
          </Button>
          {loggedIn && !mine && (
            <Button variant="ghost" size="sm" onClick={() => setDialog('report')}>
              <Icon name="warning" className="size-4" />
              {_('discussions.report.title')}
            </Button>
          )}
          {(mine || admin) && (
            <Button variant="ghost" size="sm" onClick={() => setDialog('edit')}>
              <Icon name="edit" className="size-4" />
              {_('discussions.edit')}
            </Button>
          )}
          {(mine || admin) && (
            <Button variant="ghost" size="sm" onClick={() => setDialog('delete')}>
              <Icon name="trash" className="size-4" />
              {_('discussions.delete')}
            </Button>
          )}
        </div>
      </Card>
      <Card className="p-4 sm:p-6">{comments(d.id)}</Card>
      {dialog === 'edit' && (
        <DiscussionFormDialog
          categories={categories.data ?? []}
          editing={d}
          group={group ? { gid: group.gid, admin } : undefined}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            detail.reload();
          }}
        />
      )}
      {dialog === 'report' && <ReportDialog did={d.id} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={_('discussions.delete')}
        message={_('discussions.delete-confirm')}
        danger
        loading={busy}
        onConfirm={() => void remove()}
      />
    </PageContainer>
  );
}
