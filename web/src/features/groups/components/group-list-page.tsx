import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { isLoggedInAtom, openAuthDialogAtom } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useResource } from '../../../lib/use-resource';
import { getGroupList } from '../api/groups';
import type { Group } from '../api/types';
import {
  GROUP_LIST_SIZES,
  groupQueryFromParams,
  groupQueryToParams,
  withGroupFilter,
  type GroupListQuery,
} from '../group-list-query';
import { GroupCard } from './group-card';
import { GroupCreateDialog } from './group-create-dialog';
import { GroupFilterBar } from './group-filter-bar';

/** /group: group cards with keyword, auth and "only mine" filters kept in the URL; create. */
export function GroupListPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const query = groupQueryFromParams(params);
  const key = groupQueryToParams(query).toString();
  const list = useResource(`groups:${key}:${loggedIn}`, (signal) => getGroupList(query, signal));
  const go = (next: GroupListQuery) => setParams(groupQueryToParams(next));

  const open = (group: Group) => {
    if (!loggedIn) {
      toast.warning(_('server.login-first'));
      openAuthDialog('login');
      return;
    }
    void navigate(`/group/${group.id}`);
  };

  const page = list.data;
  return (
    <PageContainer className="space-y-4">
      <Card className="space-y-3 px-4 py-4 sm:px-5">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-xl font-semibold text-slate-900">{_('groups.list.title')}</h1>
          {loggedIn && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Icon name="plus" className="size-4" />
              {_('groups.create')}
            </Button>
          )}
        </div>
        <GroupFilterBar query={query} onChange={(change) => go(withGroupFilter(query, change))} />
      </Card>
      {list.failed && !list.loading ? (
        <Card>
          <EmptyState title={_('groups.list.load-failed')} icon="alert">
            <Button variant="secondary" size="sm" onClick={list.reload}>
              {_('common.refresh')}
            </Button>
          </EmptyState>
        </Card>
      ) : !page ? (
        <div className="flex justify-center py-20 text-slate-400">
          <Spinner className="size-6" />
          <span className="sr-only">{_('common.loading')}</span>
        </div>
      ) : page.records.length === 0 ? (
        <Card>
          <EmptyState title={_('groups.list.empty')} />
        </Card>
      ) : (
        <ul
          aria-busy={list.loading}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {page.records.map((group) => (
            <li key={group.id} className="min-w-0">
              <GroupCard group={group} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
      {page && page.total > 0 && (
        <Pagination
          total={page.total}
          page={query.currentPage}
          pageSize={query.limit}
          pageSizes={GROUP_LIST_SIZES}
          small={phone}
          onPageChange={(currentPage) => go({ ...query, currentPage })}
          onPageSizeChange={(limit) => go(withGroupFilter(query, { limit }))}
        />
      )}
      {creating && (
        <GroupCreateDialog
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            toast.success(_('groups.created'));
            list.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
