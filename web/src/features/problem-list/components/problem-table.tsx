import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { ProblemStatusMark } from '../../../components/ui/problem-status-mark';
import { TagChip } from '../../../components/ui/tag-chip';
import { formatAcRate } from '../../../lib/format';
import type { UserProblemStatus } from '../../../lib/user-problem-status';
import type { ProblemListRow } from '../api/types';

export interface ProblemRowsProps {
  rows: ProblemListRow[];
  /** pid -> the user's status; undefined when signed out (no status column). */
  marks: Record<string, UserProblemStatus> | undefined;
  /** A tag chip filters the list by it; absent, the chips are plain labels. */
  onTagClick?: ((tagId: number) => void) | undefined;
  /** Where a row leads (default the problem set's page). */
  linkTo?: ((row: ProblemListRow) => string) | undefined;
  /** The tags column and chips (a group's list can hide them, spec 3 section 2.5). */
  showTags?: boolean | undefined;
  /** A click anywhere on a desktop row (the group's list opens the problem so). */
  onRowClick?: ((row: ProblemListRow) => void) | undefined;
}

const problemLink = (row: ProblemListRow) => `/problem/${encodeURIComponent(row.problemId)}`;

function Tags({ row, onTagClick }: Pick<ProblemRowsProps, 'onTagClick'> & { row: ProblemListRow }) {
  return row.tags.map((tag) => (
    <TagChip
      key={tag.id}
      name={tag.name}
      color={tag.color}
      static={!onTagClick}
      onClick={() => onTagClick?.(tag.id)}
    />
  ));
}

export function AcRate({ ac, total }: { ac: number; total: number }) {
  const { _ } = useLingui();
  const rate = formatAcRate(ac, total);
  return (
    <span
      className="inline-flex items-center gap-2"
      title={_('problem-list.ac-detail', { ac, total })}
    >
      <span className="hidden h-1.5 w-14 overflow-hidden rounded-full bg-slate-200 xl:block">
        <span className="block h-full rounded-full bg-emerald-500" style={{ width: rate }} />
      </span>
      <span className="text-sm text-slate-600 tabular-nums">{rate}</span>
    </span>
  );
}

type Translate = (id: string, values?: Record<string, unknown>) => string;

function columnsOf(
  _: Translate,
  { marks, onTagClick, linkTo = problemLink, showTags = true }: Omit<ProblemRowsProps, 'rows'>,
): Column<ProblemListRow>[] {
  return [
    ...(marks
      ? [
          {
            key: 'status',
            header: <span className="sr-only">{_('problem-list.col-status')}</span>,
            cell: (row: ProblemListRow) => (
              <span className="inline-flex justify-center">
                <ProblemStatusMark status={marks[row.pid]?.status} />
              </span>
            ),
            className: 'w-12 text-center',
          },
        ]
      : []),
    {
      key: 'id',
      header: _('problem-list.col-id'),
      cell: (row) => <span className="font-mono text-slate-600">{row.problemId}</span>,
      className: 'w-20',
    },
    {
      key: 'title',
      header: _('problem-list.col-title'),
      cell: (row) => (
        <Link to={linkTo(row)} className="font-medium text-slate-800 hover:text-primary-600">
          {row.title}
        </Link>
      ),
    },
    {
      key: 'difficulty',
      header: _('problem.difficulty'),
      cell: (row) => <DifficultyBadge level={row.difficulty} />,
      className: 'w-20',
    },
    ...(showTags
      ? [
          {
            key: 'tags',
            header: _('problem-list.tags'),
            cell: (row: ProblemListRow) => (
              <div className="flex flex-wrap gap-1">
                <Tags row={row} onTagClick={onTagClick} />
              </div>
            ),
            className: 'w-[28%]',
          },
        ]
      : []),
    {
      key: 'acRate',
      header: _('problem-list.col-ac-rate'),
      cell: (row) => <AcRate ac={row.ac} total={row.total} />,
      className: 'w-24 xl:w-36',
    },
  ];
}

/** The phone card of one problem: status, id and title, then difficulty, tags and AC rate. */
function ProblemCard({
  row,
  marks,
  onTagClick,
  linkTo = problemLink,
  showTags = true,
}: Omit<ProblemRowsProps, 'rows'> & { row: ProblemListRow }) {
  return (
    <div className="flex items-start gap-2">
      {marks && (
        <span className="mt-0.5 w-5 shrink-0">
          <ProblemStatusMark status={marks[row.pid]?.status} />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Link to={linkTo(row)} className="block font-medium text-slate-800 hover:text-primary-600">
          <span className="mr-2 font-mono text-sm text-slate-500">{row.problemId}</span>
          {row.title}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <DifficultyBadge level={row.difficulty} />
          {showTags && <Tags row={row} onTagClick={onTagClick} />}
          <span className="ml-auto">
            <AcRate ac={row.ac} total={row.total} />
          </span>
        </div>
      </div>
    </div>
  );
}

/** The problem list: a table from 768 px, one card per problem below. */
export function ProblemTable({ rows, onRowClick, ...options }: ProblemRowsProps) {
  const { _ } = useLingui();
  return (
    <DataTable
      columns={columnsOf(_, options)}
      rows={rows}
      rowKey={(row) => row.pid}
      empty={_('problem-list.empty')}
      minWidth={680}
      card={(row) => <ProblemCard row={row} {...options} />}
      {...(onRowClick ? { onRowClick } : {})}
    />
  );
}
