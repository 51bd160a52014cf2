import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { getRecentSevenAcRank } from '../api/get-recent-seven-ac-rank';
import type { AcRankRow } from '../api/types';
import { useResource } from '../../../lib/use-resource';
import { HomePanel, PanelStatus } from './home-panel';

const medal = ['bg-amber-400 text-white', 'bg-slate-400 text-white', 'bg-orange-400 text-white'];

function UserCell({ row }: { row: AcRankRow }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar name={row.username} src={row.avatar} className="size-8" />
      <div className="flex min-w-0 flex-wrap items-center gap-1.5">
        <Link
          to={`/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`}
          className="truncate font-medium text-slate-800 hover:text-primary-600"
        >
          {row.username}
        </Link>
        {row.titleName && (
          <span
            className="inline-flex items-center rounded px-1.5 py-0.5 text-[11px] leading-none font-medium whitespace-nowrap text-white"
            style={{ backgroundColor: row.titleColor || '#64748b' }}
          >
            {row.titleName}
          </span>
        )}
      </div>
    </div>
  );
}

/** The ten users who solved the most problems in seven days; scrolls inside past 500 px. */
export function AcRankPanel() {
  const { _ } = useLingui();
  const rank = useResource('seven-ac-rank', getRecentSevenAcRank);
  const rows = rank.data ?? [];
  const columns: Column<AcRankRow>[] = [
    {
      key: 'rank',
      header: '#',
      className: 'w-12 text-center',
      cell: (_row, i) => (
        <span
          className={cn(
            'inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
            medal[i] ?? 'text-slate-500',
          )}
        >
          {i + 1}
        </span>
      ),
    },
    { key: 'user', header: _('home.rank.user'), cell: (row) => <UserCell row={row} /> },
    {
      key: 'ac',
      header: _('home.rank.ac'),
      className: 'w-16 text-right tabular-nums font-semibold text-slate-900',
      cell: (row) => row.ac,
    },
  ];
  return (
    <HomePanel title={_('home.seven-day-rank')} icon="chart">
      {rows.length === 0 ? (
        <PanelStatus
          loading={rank.loading}
          failed={rank.failed}
          empty
          emptyText={_('home.no-rank')}
          emptyIcon="user"
          onRetry={rank.reload}
        />
      ) : (
        <div className="max-h-[500px] overflow-y-auto rounded-b-xl">
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.uid}
            empty={_('home.no-rank')}
            minWidth={280}
            caption={_('home.seven-day-rank')}
          />
        </div>
      )}
    </HomePanel>
  );
}
