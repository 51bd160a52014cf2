import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PageSpinner } from '../../../components/ui/page-states';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useResource } from '../../../lib/use-resource';
import { getDiscussionCategories } from '../api/discussions';
import { getGroupDiscussionList } from '../api/group-discussions';
import { DISCUSSION_PAGE_SIZE, pinnedFirst } from '../discussion-query';
import { DiscussionFormDialog } from './discussion-form-dialog';
import { DiscussionItem } from './discussion-item';
import { GroupDiscussionAdminTable } from './group-discussion-admin-table';

export interface GroupDiscussionListPageProps {
  gid: number;
  /** The viewer's group level: 3 member, 4 group admin, 5 group root (super admin too). */
  level: number;
}

const pageOf = (value: string | null) => Math.max(1, Number(value) || 1);

/**
 * /group/:groupID/discussion and /discussion/:problemID (spec 3 section 2.8): the group's
 * discussions 10 a page (page in the URL), create in the full-screen dialog; the group's admins
 * switch to the admin table (`?admin=1`).
 */
export function GroupDiscussionListPage({ gid, level }: GroupDiscussionListPageProps) {
  const { _ } = useLingui();
  const { problemID = null } = useParams();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('currentPage'));
  const adminView = level >= 4 && params.get('admin') === '1';
  const [creating, setCreating] = useState(false);
  const base = `/group/${gid}`;
  const list = useResource(`group-discussions:${gid}:${problemID ?? ''}:${page}`, (signal) =>
    getGroupDiscussionList(gid, page, problemID, signal),
  );
  const categories = useResource('discussion-categories', (signal) =>
    getDiscussionCategories(signal),
  );
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  const go = (next: { page?: number; admin?: boolean }) => {
    const p = new URLSearchParams();
    if ((next.page ?? 1) > 1) p.set('currentPage', String(next.page));
    if (next.admin) p.set('admin', '1');
    setParams(p);
  };
  const data = list.data;
  return (
    <div className="space-y-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          {adminView
            ? _('group-discussions.admin')
            : problemID
              ? _('discussions.problem-title', { pid: problemID })
              : _('group-discussions.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {level >= 4 && (
            <Button
              variant={adminView ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={adminView}
              onClick={() => go({ admin: !adminView })}
            >
              <Icon name="settings" className="size-4" />
              {_('group-discussions.admin')}
            </Button>
          )}
          <Button size="sm" onClick={() => setCreating(true)}>
            <Icon name="plus" className="size-4" />
            {_('discussions.create')}
          </Button>
        </div>
      </div>
      {problemID && (
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link
            to={`${base}/problem/${encodeURIComponent(problemID)}`}
            className="text-primary-600 hover:underline"
          >
            {_('discussions.back-to-problem')}
          </Link>
          <Link to={`${base}/discussion`} className="text-primary-600 hover:underline">
            {_('group-discussions.all')}
          </Link>
        </div>
      )}
      {adminView ? (
        <GroupDiscussionAdminTable gid={gid} onChanged={list.reload} />
      ) : list.failed && !list.loading ? (
        <EmptyState title={_('discussions.load-failed')} icon="alert">
          <Button variant="secondary" size="sm" onClick={list.reload}>
            {_('common.refresh')}
          </Button>
        </EmptyState>
      ) : !data ? (
        <PageSpinner />
      ) : data.records.length === 0 ? (
        <EmptyState title={_('discussions.none')} />
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-busy={list.loading}
        >
          {pinnedFirst(data.records).map((item) => (
            <DiscussionItem
              key={item.id}
              item={item}
              base={base}
              category={item.categoryName ?? names.get(item.categoryId)}
            />
          ))}
        </ul>
      )}
      {!adminView && data && data.total > DISCUSSION_PAGE_SIZE && (
        <Pagination
          total={data.total}
          page={page}
          pageSize={DISCUSSION_PAGE_SIZE}
          small={phone}
          onPageChange={(p) => go({ page: p })}
        />
      )}
      {creating && (
        <DiscussionFormDialog
          categories={categories.data ?? []}
          pid={problemID}
          group={{ gid, admin: level >= 4 }}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            toast.success(_('group-discussions.posted'));
            go({});
            list.reload();
          }}
        />
      )}
    </div>
  );
}
