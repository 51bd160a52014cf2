import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
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
  onTagClick: (tagId: number) => void;
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

/** The desktop problem table. */
export function ProblemTable({ rows, marks, onTagClick }: ProblemRowsProps) {
  const { _ } = useLingui();
  const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[680px] border-collapse">
        <thead className="border-b border-slate-200 bg-slate-50/80">
          <tr>
            {marks && (
              <th scope="col" className={`${th} w-12 text-center`}>
                <span className="sr-only">{_('problem-list.col-status')}</span>
              </th>
            )}
            <th scope="col" className={`${th} w-20`}>
              {_('problem-list.col-id')}
            </th>
            <th scope="col" className={th}>
              {_('problem-list.col-title')}
            </th>
            <th scope="col" className={`${th} w-20`}>
              {_('problem.difficulty')}
            </th>
            <th scope="col" className={`${th} w-[28%]`}>
              {_('problem-list.tags')}
            </th>
            <th scope="col" className={`${th} w-24 xl:w-36`}>
              {_('problem-list.col-ac-rate')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.pid} className="transition-colors hover:bg-primary-50/40">
              {marks && (
                <td className="px-3 py-2.5 text-center">
                  <span className="inline-flex justify-center">
                    <ProblemStatusMark status={marks[row.pid]?.status} />
                  </span>
                </td>
              )}
              <td className="px-3 py-2.5 font-mono text-sm text-slate-600">{row.problemId}</td>
              <td className="px-3 py-2.5">
                <Link
                  to={`/problem/${encodeURIComponent(row.problemId)}`}
                  className="font-medium text-slate-800 hover:text-primary-600"
                >
                  {row.title}
                </Link>
              </td>
              <td className="px-3 py-2.5">
                <DifficultyBadge level={row.difficulty} />
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-1">
                  {row.tags.map((tag) => (
                    <TagChip
                      key={tag.id}
                      name={tag.name}
                      color={tag.color}
                      onClick={() => onTagClick(tag.id)}
                    />
                  ))}
                </div>
              </td>
              <td className="px-3 py-2.5">
                <AcRate ac={row.ac} total={row.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone variant: one card per problem. */
export function ProblemCards({ rows, marks, onTagClick }: ProblemRowsProps) {
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.pid} className="px-4 py-3">
          <div className="flex items-start gap-2">
            {marks && (
              <span className="mt-0.5 w-5 shrink-0">
                <ProblemStatusMark status={marks[row.pid]?.status} />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <Link
                to={`/problem/${encodeURIComponent(row.problemId)}`}
                className="block font-medium text-slate-800 hover:text-primary-600"
              >
                <span className="mr-2 font-mono text-sm text-slate-500">{row.problemId}</span>
                {row.title}
              </Link>
              <div className="mt-2 flex flex-wrap items-center gap-1.5">
                <DifficultyBadge level={row.difficulty} />
                {row.tags.map((tag) => (
                  <TagChip
                    key={tag.id}
                    name={tag.name}
                    color={tag.color}
                    onClick={() => onTagClick(tag.id)}
                  />
                ))}
                <span className="ml-auto">
                  <AcRate ac={row.ac} total={row.total} />
                </span>
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
