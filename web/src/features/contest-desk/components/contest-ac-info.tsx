import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { Switch } from '../../../components/ui/switch';
import { formatDateTime } from '../../../lib/format';
import { checkContestAcInfo } from '../api/check-contest-ac-info';
import { getContestAcInfo } from '../api/get-contest-ac-info';
import type { AcRecord } from '../api/types';
import { formatUseTime } from '../desk-rules';
import { useRefreshingPage } from '../hooks/use-refreshing-page';

/** Spec section 9: the AC info shows 20 a page. */
const PAGE_SIZE = 20;

/** /contest/:contestID/ac-info: accepted runs for the balloon desk, refreshed every 10 s. */
export function ContestAcInfo({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const list = useRefreshingPage(
    (current, signal) => getContestAcInfo(cid, current, PAGE_SIZE, signal),
    page,
    `ac:${cid}`,
  );

  const toggle = async (row: AcRecord, checked: boolean) => {
    list.patch((r) => r.submitId === row.submitId, { checked });
    try {
      await checkContestAcInfo(row.submitId, cid, checked);
    } catch {
      list.patch((r) => r.submitId === row.submitId, { checked: !checked });
    }
  };
  const firstBlood = (r: AcRecord) =>
    r.firstBlood && (
      <span className="rounded-md bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200 ring-inset">
        {_('contest-desk.ac.first-blood')}
      </span>
    );
  const tick = (r: AcRecord) => (
    <Switch
      checked={r.checked}
      onChange={(checked) => void toggle(r, checked)}
      label={_('contest-desk.ac.checked-label', { id: r.submitId })}
    />
  );
  const columns: Column<AcRecord>[] = [
    { key: 'id', header: _('submission.col-id'), cell: (r) => r.submitId, className: 'font-mono' },
    {
      key: 'problem',
      header: _('contest-desk.ac.col-problem'),
      cell: (r) => <span className="font-mono font-semibold">{r.displayId}</span>,
    },
    { key: 'user', header: _('contest-desk.col-user'), cell: (r) => r.username },
    {
      key: 'time',
      header: _('contest-desk.col-time'),
      cell: (r) => formatDateTime(r.submitTime),
      className: 'whitespace-nowrap',
      hideBelow: 'lg',
    },
    {
      key: 'use',
      header: _('contest-desk.ac.col-use-time'),
      cell: (r) => <span className="tabular-nums">{formatUseTime(r.useTime)}</span>,
    },
    { key: 'first', header: _('contest-desk.ac.col-first-blood'), cell: firstBlood },
    { key: 'checked', header: _('contest-desk.ac.col-checked'), cell: tick },
  ];

  return (
    <div>
      <p className="px-4 py-3 text-sm text-slate-500">{_('contest-desk.auto-refresh')}</p>
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.submitId}
        rowProps={(r) => ({ 'data-submit-id': String(r.submitId) })}
        empty={list.failed ? _('contest-desk.load-failed') : _('contest-desk.ac.empty')}
        loading={list.loading}
        caption={_('contest.tab.ac-info')}
        className="border-t border-slate-100"
        card={(r) => (
          <div className="flex items-center gap-3" data-submit-id={r.submitId}>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-800">
                <span className="mr-1.5 font-mono">{r.displayId}</span>
                {r.username} {firstBlood(r)}
              </p>
              <p className="text-xs text-slate-500">
                #{r.submitId} · {formatUseTime(r.useTime)}
              </p>
            </div>
            {tick(r)}
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
