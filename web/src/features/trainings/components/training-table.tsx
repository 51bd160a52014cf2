import { useLingui } from '@lingui/react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import type { Training } from '../api/types';
import { trainingPaths } from '../training-context';
import { TrainingProgressBar } from './training-progress-bar';
import { CategoryTag, TrainingAuthTag } from './training-tags';

export interface TrainingTableProps {
  rows: readonly Training[];
  loading: boolean;
  /** Progress is the viewer's own: shown to signed-in users only. */
  showProgress: boolean;
  /** Opens a training (or asks a visitor to log in first). */
  onOpen: (training: Training) => void;
}

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The training's name: a real link for keyboards and new tabs; a click goes through `onOpen`. */
function TitleLink({ row, onOpen }: { row: Training; onOpen: (t: Training) => void }) {
  const open = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    onOpen(row);
  };
  return (
    <a
      href={trainingPaths(row.id, row.gid).home}
      onClick={open}
      className="font-medium break-words text-slate-800 hover:text-primary-600"
    >
      {row.title}
    </a>
  );
}

function AuthorLink({ author }: { author: string }) {
  return (
    <Link
      to={`/user-home?username=${encodeURIComponent(author)}`}
      onClick={(event) => event.stopPropagation()}
      className="text-slate-600 hover:text-primary-600"
    >
      {author}
    </Link>
  );
}

function columnsOf(
  _: Translate,
  onOpen: (t: Training) => void,
  showProgress: boolean,
): Column<Training>[] {
  return [
    {
      key: 'rank',
      header: _('training.col.number'),
      cell: (r) => <span className="text-slate-500 tabular-nums">{r.rank}</span>,
      className: 'w-16',
    },
    {
      key: 'title',
      header: _('training.col.title'),
      cell: (r) => <TitleLink row={r} onOpen={onOpen} />,
    },
    {
      key: 'auth',
      header: _('training.col.auth'),
      cell: (r) => <TrainingAuthTag auth={r.auth} />,
      className: 'w-24',
    },
    {
      key: 'category',
      header: _('training.col.category'),
      cell: (r) => <CategoryTag name={r.categoryName} color={r.categoryColor} />,
      className: 'w-36',
    },
    ...(showProgress
      ? [
          {
            key: 'progress',
            header: _('training.col.progress'),
            cell: (r: Training) => (
              <TrainingProgressBar acCount={r.acCount} problemCount={r.problemCount} />
            ),
            className: 'w-40',
          },
        ]
      : []),
    {
      key: 'count',
      header: _('training.col.problems'),
      cell: (r) => <span className="tabular-nums">{r.problemCount}</span>,
      className: 'w-20',
      hideBelow: 'lg',
    },
    {
      key: 'author',
      header: _('training.col.author'),
      cell: (r) => <AuthorLink author={r.author} />,
      className: 'w-32',
      hideBelow: 'lg',
    },
    {
      key: 'updated',
      header: _('training.col.updated'),
      cell: (r) => (
        <span className="whitespace-nowrap text-slate-500 tabular-nums">
          {formatDateTime(r.gmtModified)}
        </span>
      ),
      className: 'w-44',
      hideBelow: 'xl',
    },
  ];
}

/** The phone card: number and title, tags, progress and author. */
function TrainingCard({
  row,
  onOpen,
  showProgress,
}: {
  row: Training;
  onOpen: (t: Training) => void;
  showProgress: boolean;
}) {
  const { _ } = useLingui();
  return (
    <div onClick={() => onOpen(row)}>
      <div className="flex items-start gap-2">
        <span className="mt-0.5 shrink-0 text-sm text-slate-400 tabular-nums">#{row.rank}</span>
        <TitleLink row={row} onOpen={onOpen} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <TrainingAuthTag auth={row.auth} />
        <CategoryTag name={row.categoryName} color={row.categoryColor} />
        <span className="text-xs text-slate-500">
          {_('training.problem-count', { count: row.problemCount })}
        </span>
      </div>
      {showProgress && (
        <TrainingProgressBar
          acCount={row.acCount}
          problemCount={row.problemCount}
          className="mt-2"
        />
      )}
      <p className="mt-2 flex flex-wrap gap-x-3 text-xs text-slate-500">
        <AuthorLink author={row.author} />
        <span className="tabular-nums">{formatDateTime(row.gmtModified)}</span>
      </p>
    </div>
  );
}

/** The training rows: a table on wide screens, one card per training on phones. */
export function TrainingTable({ rows, loading, showProgress, onOpen }: TrainingTableProps) {
  const { _ } = useLingui();
  return (
    <DataTable
      columns={columnsOf(_, onOpen, showProgress)}
      rows={rows}
      rowKey={(r) => r.id}
      empty={_('training.list.empty')}
      loading={loading}
      onRowClick={onOpen}
      card={(r) => <TrainingCard row={r} onOpen={onOpen} showProgress={showProgress} />}
      minWidth={760}
      caption={_('training.list.title')}
    />
  );
}
