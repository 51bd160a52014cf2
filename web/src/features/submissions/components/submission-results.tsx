import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { SubmissionTable } from './submission-table';
import type { useSubmissionList } from '../hooks/use-submission-list';

export interface SubmissionResultsProps {
  list: ReturnType<typeof useSubmissionList>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  compact?: boolean;
}

/** Loading, error, empty, the rows (table or phone cards) and the pager of a submission list. */
export function SubmissionResults({
  list,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  compact,
}: SubmissionResultsProps) {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  if (list.loading && !list.rows) {
    return (
      <p className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
        <Spinner className="size-5 text-primary-600" /> {_('common.loading')}
      </p>
    );
  }
  if (list.failed) {
    return (
      <EmptyState title={_('submission.load-failed')} icon="alert">
        <Button variant="secondary" size="sm" onClick={list.reload}>
          {_('common.refresh')}
        </Button>
      </EmptyState>
    );
  }
  if (!list.rows || list.rows.length === 0) return <EmptyState title={_('submission.empty')} />;
  return (
    <>
      <SubmissionTable rows={list.rows} compact={compact ?? false} onRowChange={list.updateRow} />
      <div className="border-t border-slate-100 px-4 py-3">
        <Pagination
          total={list.total}
          page={page}
          pageSize={pageSize}
          small={phone}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      </div>
    </>
  );
}
