import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from '../../../lib/format';
import { checkContestPrintStatus } from '../api/check-contest-print-status';
import { downloadContestPrintText } from '../api/download-contest-print-text';
import { getContestPrint } from '../api/get-contest-print';
import type { PrintRecord } from '../api/types';
import { useRefreshingPage } from '../hooks/use-refreshing-page';

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** Spec section 9: the print queue shows 15 a page. */
const PAGE_SIZE = 15;

function PrintedBadge({ printed, _ }: { printed: boolean; _: Translate }) {
  return (
    <span
      className={
        printed
          ? 'rounded-md bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200 ring-inset'
          : 'rounded-md bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-700 ring-1 ring-amber-200 ring-inset'
      }
    >
      {printed ? _('contest-desk.print.printed') : _('contest-desk.print.queued')}
    </span>
  );
}

/** /contest/:contestID/admin-print: the queue, refreshed every 10 s; mark printed, download. */
export function ContestAdminPrint({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const list = useRefreshingPage(
    (current, signal) => getContestPrint(cid, current, PAGE_SIZE, signal),
    page,
    `print:${cid}`,
  );

  const markPrinted = async (row: PrintRecord) => {
    setBusy(row.id);
    try {
      await checkContestPrintStatus(row.id, cid);
      list.patch((r) => r.id === row.id, { status: 1 });
    } catch {
      // Toasted by the app shell.
    } finally {
      setBusy(null);
    }
  };
  const actions = (row: PrintRecord) => (
    <div className="flex flex-wrap justify-end gap-1.5">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void downloadContestPrintText(row.id).catch(() => undefined)}
      >
        <Icon name="download" className="size-4" />
        {_('contest-desk.print.download')}
      </Button>
      {row.status === 0 && (
        <Button size="sm" loading={busy === row.id} onClick={() => void markPrinted(row)}>
          <Icon name="check" className="size-4" />
          {_('contest-desk.print.mark')}
        </Button>
      )}
    </div>
  );
  const columns: Column<PrintRecord>[] = [
    { key: 'id', header: '#', cell: (r) => r.id, className: 'w-16 font-mono' },
    { key: 'user', header: _('contest-desk.col-user'), cell: (r) => r.username },
    {
      key: 'content',
      header: _('contest-desk.print.col-content'),
      cell: (r) => (
        <span
          className="block max-w-md truncate font-mono text-xs text-slate-600"
          title={r.content}
        >
          {r.content.slice(0, 200)}
        </span>
      ),
    },
    {
      key: 'time',
      header: _('contest-desk.col-time'),
      cell: (r) => formatDateTime(r.gmtCreate),
      className: 'whitespace-nowrap',
      hideBelow: 'lg',
    },
    {
      key: 'status',
      header: _('contest-desk.col-status'),
      cell: (r) => <PrintedBadge printed={r.status === 1} _={_} />,
    },
    { key: 'actions', header: '', cell: actions, className: 'text-right' },
  ];

  return (
    <div>
      <p className="px-4 py-3 text-sm text-slate-500">{_('contest-desk.auto-refresh')}</p>
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-print-id': String(r.id) })}
        empty={list.failed ? _('contest-desk.load-failed') : _('contest-desk.print.empty')}
        loading={list.loading}
        caption={_('contest.tab.admin-print')}
        className="border-t border-slate-100"
        card={(r) => (
          <div className="space-y-2" data-print-id={r.id}>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-800">
                #{r.id} {r.username}
              </span>
              <PrintedBadge printed={r.status === 1} _={_} />
            </div>
            <p className="line-clamp-2 font-mono text-xs text-slate-600">{r.content}</p>
            {actions(r)}
          </div>
        )}
      />
      {list.total > PAGE_SIZE && (
        <div className="border-t border-slate-100 px-4 py-3">
          <Pagination total={list.total} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
        </div>
      )}
    </div>
  );
}
