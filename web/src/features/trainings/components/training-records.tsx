import { useLingui } from '@lingui/react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { describeApiError } from '../../../lib/api-error-message';
import { formatDateTime } from '../../../lib/format';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useResource } from '../../../lib/use-resource';
import {
  getTrainingRegisterList,
  TRAINING_RECORD_PAGE_SIZE,
  type TrainingRegistration,
} from '../api/get-training-register-list';
import { useTraining } from '../training-context';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** The record list tab of a private training (its admins): who registered, and when. */
export function TrainingRecords() {
  const { _ } = useLingui();
  const { training } = useTraining();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const currentPage = pageOf(params.get('currentPage'));
  const list = useResource(`training-records:${training.id}:${currentPage}`, (signal) =>
    getTrainingRegisterList({ tid: training.id, currentPage }, signal),
  );
  const columns: Column<TrainingRegistration>[] = [
    {
      key: 'user',
      header: _('training.records.col-user'),
      cell: (r) => (
        <Link
          to={`/user-home?username=${encodeURIComponent(r.username)}`}
          className="font-medium text-slate-800 hover:text-primary-600"
        >
          {r.username}
        </Link>
      ),
    },
    {
      key: 'realname',
      header: _('training.records.col-realname'),
      cell: (r) => r.realname ?? '',
    },
    {
      key: 'nickname',
      header: _('training.records.col-nickname'),
      cell: (r) => r.nickname ?? '',
      hideBelow: 'md',
    },
    {
      key: 'at',
      header: _('training.records.col-time'),
      className: 'w-48 whitespace-nowrap tabular-nums',
      cell: (r) => formatDateTime(r.gmtCreate),
    },
  ];
  if (list.failed && !list.data) {
    return (
      <EmptyState title={describeApiError(list.error)} icon="alert">
        <Button variant="secondary" size="sm" onClick={list.reload}>
          {_('common.refresh')}
        </Button>
      </EmptyState>
    );
  }
  const total = list.data?.total ?? 0;
  return (
    <div className="space-y-3 p-3 sm:p-4">
      <DataTable
        columns={columns}
        rows={list.data?.records ?? []}
        rowKey={(r) => r.uid}
        empty={_('training.records.empty')}
        loading={list.loading}
        caption={_('training.tab.records')}
      />
      {total > TRAINING_RECORD_PAGE_SIZE && (
        <Pagination
          total={total}
          page={currentPage}
          pageSize={TRAINING_RECORD_PAGE_SIZE}
          small={phone}
          onPageChange={(p) => setParams(p > 1 ? { currentPage: String(p) } : {})}
        />
      )}
    </div>
  );
}
