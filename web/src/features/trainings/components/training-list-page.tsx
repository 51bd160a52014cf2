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
import { useResource } from '../../../lib/use-resource';
import { getTrainingCategory } from '../api/get-training-category';
import { getTrainingList } from '../api/get-training-list';
import type { Training } from '../api/types';
import { trainingPaths } from '../training-context';
import {
  TRAINING_PAGE_SIZE,
  trainingQueryFromParams,
  trainingQueryToParams,
  withFilter,
  type TrainingListQuery,
} from '../training-list-query';
import { TrainingFilterBar } from './training-filter-bar';
import { TrainingTable } from './training-table';

/** /training: visible trainings with keyword, access and category filters kept in the URL. */
export function TrainingListPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const [params, setParams] = useSearchParams();
  const query = trainingQueryFromParams(params);
  const key = trainingQueryToParams(query).toString();
  // The progress column is the viewer's: ask again after signing in or out.
  const list = useResource(`trainings:${key}:${loggedIn}`, (signal) =>
    getTrainingList(query, signal),
  );
  const categories = useResource('training-categories', (signal) => getTrainingCategory(signal));
  const go = (next: TrainingListQuery) => setParams(trainingQueryToParams(next));

  const open = (training: Training) => {
    if (!loggedIn) {
      toast.warning(_('server.login-first'));
      openAuthDialog('login');
      return;
    }
    void navigate(trainingPaths(training.id, training.gid).home);
  };

  const page = list.data;
  return (
    <PageContainer>
      <Card className="overflow-hidden">
        <div className="space-y-3 border-b border-slate-100 px-4 py-4 sm:px-5">
          <h1 className="text-xl font-semibold text-slate-900">{_('training.list.title')}</h1>
          <TrainingFilterBar
            query={query}
            categories={categories.data ?? []}
            onChange={(change) => go(withFilter(query, change))}
          />
        </div>
        {list.failed && !list.loading ? (
          <EmptyState title={_('training.list.load-failed')} icon="alert">
            <Button variant="secondary" size="sm" onClick={list.reload}>
              {_('common.refresh')}
            </Button>
          </EmptyState>
        ) : page ? (
          <TrainingTable
            rows={page.records}
            loading={list.loading}
            showProgress={loggedIn}
            onOpen={open}
          />
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
            pageSize={TRAINING_PAGE_SIZE}
            small={phone}
            onPageChange={(currentPage) => go({ ...query, currentPage })}
          />
        )}
      </Card>
    </PageContainer>
  );
}
