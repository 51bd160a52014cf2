import { useLingui } from '@lingui/react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import type { Contest } from '../api/types';
import { scoreboardPath, statusLook } from '../contest-looks';
import { AuthTag, StatusBadge, TypeBadge, useDurationText } from './contest-tags';

export interface ContestTableProps {
  rows: readonly Contest[];
  loading: boolean;
  /** Opens a contest (or asks a visitor to log in first). */
  onOpen: (contest: Contest) => void;
}

type Translate = (id: string) => string;

/** The contest's name: a link for keyboards and new tabs, though a click goes through `onOpen`. */
function TitleLink({ row, onOpen }: { row: Contest; onOpen: (c: Contest) => void }) {
  const open = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    onOpen(row);
  };
  return (
    <a
      href={`/contest/${row.id}`}
      onClick={open}
      className="font-medium break-words text-slate-800 hover:text-primary-600"
    >
      {row.title}
    </a>
  );
}

function ScoreboardLink({ row, _ }: { row: Contest; _: Translate }) {
  if (!row.openRank) return null;
  return (
    <Link
      to={scoreboardPath(row)}
      onClick={(event) => event.stopPropagation()}
      className="inline-flex items-center gap-1 text-sm whitespace-nowrap text-primary-600 hover:underline"
    >
      <Icon name="chart" className="size-4" />
      {_('contest.scoreboard')}
    </Link>
  );
}

function Tags({ row }: { row: Contest }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <AuthTag auth={row.auth} />
      <TypeBadge type={row.type} oiRankScoreType={row.oiRankScoreType} />
    </span>
  );
}

/** The phone card: the status border, name, tags and times. */
function ContestCard({
  row,
  onOpen,
  _,
}: {
  row: Contest;
  onOpen: (c: Contest) => void;
  _: Translate;
}) {
  const duration = useDurationText();
  return (
    <div
      className={cn('-mx-4 -my-3 border-l-4 px-4 py-3', statusLook(row.status).border)}
      onClick={() => onOpen(row)}
    >
      <div className="flex items-start justify-between gap-2">
        <TitleLink row={row} onOpen={onOpen} />
        <StatusBadge status={row.status} className="shrink-0" />
      </div>
      <div className="mt-2">
        <Tags row={row} />
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1">
          <Icon name="clock" className="size-3.5" />
          {formatDateTime(row.startTime)}
        </span>
        <span>{duration(row.duration)}</span>
        <span className="inline-flex items-center gap-1">
          <Icon name="users" className="size-3.5" />
          {row.count}
        </span>
      </p>
      {row.openRank && (
        <div className="mt-2">
          <ScoreboardLink row={row} _={_} />
        </div>
      )}
    </div>
  );
}

/** The contest rows: a table on wide screens, one card per contest on phones. */
export function ContestTable({ rows, loading, onOpen }: ContestTableProps) {
  const { _ } = useLingui();
  const duration = useDurationText();
  const columns: Column<Contest>[] = [
    {
      key: 'title',
      header: _('contest.col.title'),
      cell: (r) => (
        <div className="space-y-1.5">
          <TitleLink row={r} onOpen={onOpen} />
          <Tags row={r} />
        </div>
      ),
    },
    {
      key: 'start',
      header: _('contest.col.start'),
      cell: (r) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(r.startTime)}</span>
      ),
      className: 'w-44',
    },
    {
      key: 'duration',
      header: _('contest.col.duration'),
      cell: (r) => duration(r.duration),
      className: 'w-36',
    },
    {
      key: 'count',
      header: _('contest.col.participants'),
      cell: (r) => (
        <span className="inline-flex items-center gap-1 tabular-nums">
          <Icon name="users" className="size-4 text-slate-400" />
          {r.count}
        </span>
      ),
      className: 'w-24',
      hideBelow: 'lg',
    },
    {
      key: 'status',
      header: _('contest.col.status'),
      cell: (r) => <StatusBadge status={r.status} />,
      className: 'w-28',
    },
    {
      key: 'board',
      header: <span className="sr-only">{_('contest.scoreboard')}</span>,
      cell: (r) => <ScoreboardLink row={r} _={_} />,
      className: 'w-32',
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      empty={_('contest.list.empty')}
      loading={loading}
      onRowClick={onOpen}
      rowClassName={(r) => cn('border-l-4', statusLook(r.status).border)}
      card={(r) => <ContestCard row={r} onOpen={onOpen} _={_} />}
      minWidth={820}
      caption={_('contest.list.title')}
    />
  );
}
