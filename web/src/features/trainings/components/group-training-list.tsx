import { useLingui } from '@lingui/react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { describeApiError } from '../../../lib/api-error-message';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useResource } from '../../../lib/use-resource';
import { GROUP_TRAINING_PAGE_SIZE, getGroupTrainingList } from '../api/get-group-training-list';
import type { Training } from '../api/types';
import { trainingPaths } from '../training-context';
import { TrainingTable } from './training-table';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * A group's trainings for its members (spec 3 section 2.6): number, title, auth and category
 * tags, the viewer's progress, problem count, author and last update; 10 a page, the page in
 * the URL.
 */
export function GroupTrainingList({ gid }: { gid: number }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const currentPage = pageOf(params.get('currentPage'));
  const list = useResource(`group-trainings:${gid}:${currentPage}`, (signal) =>
    getGroupTrainingList(gid, currentPage, signal),
  );
  const open = (training: Training) => void navigate(trainingPaths(training.id, gid).home);
  const go = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('currentPage', String(page));
    else next.delete('currentPage');
    setParams(next);
  };

  if (list.failed && !list.loading && !list.data)
    return (
      <EmptyState title={describeApiError(list.error)} icon="alert">
        <Button variant="secondary" size="sm" onClick={list.reload}>
          {_('common.refresh')}
        </Button>
      </EmptyState>
    );
  const page = list.data;
  return (
    <>
      <TrainingTable rows={page?.records ?? []} loading={list.loading} showProgress onOpen={open} />
      {page && page.total > GROUP_TRAINING_PAGE_SIZE && (
        <Pagination
          className="border-t border-slate-100 px-4 py-3"
          total={page.total}
          page={currentPage}
          pageSize={GROUP_TRAINING_PAGE_SIZE}
          small={phone}
          onPageChange={go}
        />
      )}
    </>
  );
}
