import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import {
  CONTEST_SUBMISSION_PAGE_SIZE,
  contestFiltersFromQuery,
  contestFiltersToQuery,
  contestFiltersToRequest,
  type ContestSubmissionFilters,
} from '../contest-submission-query';
import { useContestSubmissions } from '../hooks/use-contest-submissions';
import { ContestSubmissionFilterBar } from './contest-submission-filters';
import { ContestSubmissionTable } from './contest-submission-table';

/** /contest/:contestID/submissions: the filters (in the URL query), 15 rows a page, live rows. */
export function ContestSubmissionList({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const filters = contestFiltersFromQuery(params);
  const list = useContestSubmissions(contestFiltersToRequest(cid, filters));
  const update = (change: Partial<ContestSubmissionFilters>) =>
    setParams(contestFiltersToQuery({ ...filters, page: 1, ...change }));

  return (
    <div>
      <ContestSubmissionFilterBar
        key={params.toString()}
        filters={filters}
        onChange={update}
        onRefresh={list.reload}
      />
      {list.failed ? (
        <EmptyState title={_('submission.load-failed')} icon="alert">
          <Button variant="secondary" size="sm" onClick={list.reload}>
            {_('common.refresh')}
          </Button>
        </EmptyState>
      ) : (
        <ContestSubmissionTable
          cid={cid}
          rows={list.rows ?? []}
          loading={list.loading}
          className="border-t border-slate-100"
        />
      )}
      {list.total > CONTEST_SUBMISSION_PAGE_SIZE && (
        <div className="border-t border-slate-100 px-4 py-3">
          <Pagination
            total={list.total}
            page={filters.page}
            pageSize={CONTEST_SUBMISSION_PAGE_SIZE}
            small={phone}
            onPageChange={(page) => update({ page })}
          />
        </div>
      )}
    </div>
  );
}
