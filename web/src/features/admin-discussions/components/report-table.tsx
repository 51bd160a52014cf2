import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from '../../../lib/format';
import { useResource } from '../../../lib/use-resource';
import {
  ADMIN_DISCUSSION_PAGE_SIZE,
  getDiscussionReports,
  markReportHandled,
} from '../api/admin-discussions';
import type { DiscussionReport } from '../api/types';

/** The report queue: the discussion (a link to it), who reported, why, and "mark handled". */
export function ReportTable() {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const [marking, setMarking] = useState<number | null>(null);
  const list = useResource(`discussion-reports:${page}`, (signal) =>
    getDiscussionReports(page, signal),
  );
  const mark = async (report: DiscussionReport) => {
    setMarking(report.id);
    try {
      await markReportHandled(report);
      list.reload();
    } catch {
      // Toasted by the API error listener.
    } finally {
      setMarking(null);
    }
  };
  const columns: Column<DiscussionReport>[] = [
    { key: 'id', header: 'ID', cell: (r) => r.id, className: 'w-16' },
    {
      key: 'discussion',
      header: _('admin-discussions.col-discussion'),
      cell: (r) => (
        <Link
          to={`/discussion-detail/${r.did}`}
          className="break-words text-primary-600 hover:underline"
        >
          {r.discussionTitle ?? `#${r.did}`}
        </Link>
      ),
    },
    { key: 'reporter', header: _('admin-discussions.col-reporter'), cell: (r) => r.reporter },
    {
      key: 'content',
      header: _('admin-discussions.col-reason'),
      cell: (r) => <span className="break-words">{r.content}</span>,
    },
    {
      key: 'time',
      header: _('admin-discussions.col-time'),
      cell: (r) => formatDateTime(r.gmtCreate),
      hideBelow: 'lg',
    },
    {
      key: 'status',
      header: _('admin-discussions.col-status'),
      cell: (r) =>
        r.status === true || r.status === 1 ? (
          <span className="text-xs text-emerald-700">{_('admin-discussions.handled')}</span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={marking === r.id}
            onClick={() => void mark(r)}
          >
            {_('admin-discussions.mark-handled')}
          </Button>
        ),
    },
  ];
  return (
    <div className="space-y-3">
      <DataTable
        columns={columns}
        rows={list.data?.records ?? []}
        rowKey={(r) => r.id}
        loading={list.loading}
        empty={_('admin-discussions.no-reports')}
        minWidth={640}
      />
      {list.data && list.data.total > 0 && (
        <Pagination
          total={list.data.total}
          page={page}
          pageSize={ADMIN_DISCUSSION_PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
