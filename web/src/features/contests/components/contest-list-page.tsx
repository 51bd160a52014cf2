import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageContainer } from '../../../components/ui/page-container';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { isLoggedInAtom, openAuthDialogAtom } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { getContestList } from '../api/get-contest-list';
import type { Contest } from '../api/types';
import {
  CONTEST_PAGE_SIZE,
  contestQueryFromParams,
  contestQueryToParams,
  withFilter,
  type ContestListQuery,
} from '../contest-list-query';
import { useResource } from '../../../lib/use-resource';
import { ContestFilterBar } from './contest-filter-bar';
import { ContestTable } from './contest-table';

/** /contest: public contests with rule, status and keyword filters kept in the URL. */
export function ContestListPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const [params, setParams] = useSearchParams();
  const query = contestQueryFromParams(params);
  const list = useResource(`contests:${contestQueryToParams(query).toString()}`, (signal) =>
    getContestList(query, signal),
  );
  const go = (next: ContestListQuery) => setParams(contestQueryToParams(next));

  const open = (contest: Contest) => {
    if (!loggedIn) {
      toast.warning(_('contest.login-first'));
      openAuthDialog('login');
      return;
    }
    void navigate(`/contest/${contest.id}`);
  };

  const page = list.data;
  return (
    <PageContainer>
      <Card className="overflow-hidden">
        <div className="space-y-3 border-b border-slate-100 px-4 py-4 sm:px-5">
          <h1 className="text-xl font-semibold text-slate-900">{_('contest.list.title')}</h1>
          <ContestFilterBar query={query} onChange={(change) => go(withFilter(query, change))} />
        </div>
        {list.failed && !list.loading ? (
          <EmptyState title={_('contest.list.load-failed')} icon="alert">
            <Button variant="secondary" size="sm" onClick={list.reload}>
              {_('common.refresh')}
            </Button>
          </EmptyState>
        ) : page ? (
          <ContestTable rows={page.records} loading={list.loading} onOpen={open} />
        ) : (
          <div className="flex justify-center py-20 text-slate-400">
            <Spinner className="size-6" />
            <span className="sr-only">{_('common.loading')}</span>
          </div>
        )}
        {page && page.total > 0 && (
          <Pagination
            className="border-t border-slate-100 px-4 py-3"
            total={page.total}
            page={query.currentPage}
            pageSize={CONTEST_PAGE_SIZE}
            small={phone}
            onPageChange={(currentPage) => go({ ...query, currentPage })}
          />
        )}
      </Card>
    </PageContainer>
  );
}
