import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProblemStatusMark } from '../../../components/ui/problem-status-mark';
import { TagChip } from '../../../components/ui/tag-chip';
import { describeApiError } from '../../../lib/api-error-message';
import { formatAcRate } from '../../../lib/format';
import { isLoggedInAtom } from '../../../lib/session';
import { useResource } from '../../../lib/use-resource';
import { getUserProblemStatus, type UserProblemStatus } from '../../../lib/user-problem-status';
import { getTrainingProblemList } from '../api/get-training-problem-list';
import type { TrainingProblem } from '../api/types';
import { useLiveRefresh } from '../hooks/use-training-socket';
import { useTraining, type TrainingPaths } from '../training-context';

type Translate = (id: string, values?: Record<string, unknown>) => string;
type Marks = Record<string, UserProblemStatus> | undefined;

function AcTotal({ row, _ }: { row: TrainingProblem; _: Translate }) {
  return (
    <span
      className="inline-flex items-center gap-2 text-sm text-slate-600 tabular-nums"
      title={_('training.problem.ac-rate', { rate: formatAcRate(row.ac, row.total) })}
    >
      {row.ac} / {row.total}
    </span>
  );
}

function Tags({ row, shown }: { row: TrainingProblem; shown: boolean }) {
  if (!shown) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {(row.tags ?? []).map((tag) => (
        <TagChip key={tag.id} static name={tag.name} color={tag.color} />
      ))}
    </span>
  );
}

function columnsOf(
  _: Translate,
  paths: TrainingPaths,
  marks: Marks,
  showTags: boolean,
  toggleTags: () => void,
): Column<TrainingProblem>[] {
  return [
    ...(marks
      ? [
          {
            key: 'status',
            header: <span className="sr-only">{_('training.problem.col-status')}</span>,
            cell: (r: TrainingProblem) => <ProblemStatusMark status={marks[r.pid]?.status} />,
            className: 'w-12 text-center',
          },
        ]
      : []),
    {
      key: 'id',
      header: _('training.problem.col-id'),
      cell: (r) => <span className="font-mono text-slate-600">{r.problemId}</span>,
      className: 'w-28',
    },
    {
      key: 'title',
      header: _('training.problem.col-title'),
      cell: (r) => (
        <Link
          to={paths.problem(r.problemId)}
          className="font-medium text-slate-800 hover:text-primary-600"
        >
          {r.title}
        </Link>
      ),
    },
    {
      key: 'difficulty',
      header: _('problem.difficulty'),
      cell: (r) => <DifficultyBadge level={r.difficulty} />,
      className: 'w-24',
    },
    {
      key: 'tags',
      header: (
        <button
          type="button"
          onClick={toggleTags}
          aria-pressed={showTags}
          className="font-semibold tracking-wide text-primary-600 uppercase hover:underline"
        >
          {_(showTags ? 'training.problem.hide-tags' : 'training.problem.show-tags')}
        </button>
      ),
      cell: (r) => <Tags row={r} shown={showTags} />,
      className: 'w-[28%]',
    },
    {
      key: 'ac',
      header: _('training.problem.col-ac-total'),
      cell: (r) => <AcTotal row={r} _={_} />,
      className: 'w-28',
    },
  ];
}

/** The problem list tab: my status, id, title, difficulty, tags and AC / total. */
export function TrainingProblems() {
  const { _ } = useLingui();
  const { training, paths } = useTraining();
  const tid = training.id;
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [showTags, setShowTags] = useState(false);
  const problems = useResource(`training-problems:${tid}`, (signal) =>
    getTrainingProblemList(tid, signal),
  );
  const rows = problems.data ?? [];
  const pids = rows.map((r) => r.pid);
  const marks = useResource(`training-marks:${tid}:${loggedIn}:${pids.join(',')}`, (signal) =>
    loggedIn && pids.length > 0
      ? getUserProblemStatus(pids, { signal })
      : Promise.resolve<Record<string, UserProblemStatus>>({}),
  );
  // A verdict on one of the problems moves its AC / total, and the viewer's mark if theirs.
  useLiveRefresh(tid, () => {
    problems.reload();
    marks.reload();
  });
  const t: Translate = (id, values) => _(id, values);

  if (problems.failed && !problems.loading) {
    return (
      <EmptyState title={describeApiError(problems.error)} icon="alert">
        <Button variant="secondary" size="sm" onClick={problems.reload}>
          {_('common.refresh')}
        </Button>
      </EmptyState>
    );
  }
  const shownMarks = loggedIn ? (marks.data ?? {}) : undefined;
  return (
    <DataTable
      columns={columnsOf(t, paths, shownMarks, showTags, () => setShowTags((s) => !s))}
      rows={rows}
      rowKey={(r) => r.pid}
      empty={_('training.problem.empty')}
      loading={problems.loading}
      card={(r) => (
        <div className="flex items-start gap-2">
          {shownMarks && (
            <span className="mt-0.5 w-5 shrink-0">
              <ProblemStatusMark status={shownMarks[r.pid]?.status} />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <Link
              to={paths.problem(r.problemId)}
              className="block font-medium text-slate-800 hover:text-primary-600"
            >
              <span className="mr-2 font-mono text-sm text-slate-500">{r.problemId}</span>
              {r.title}
            </Link>
            <div className="mt-2 flex flex-wrap items-center gap-1.5">
              <DifficultyBadge level={r.difficulty} />
              <Tags row={r} shown={showTags} />
              <span className="ml-auto">
                <AcTotal row={r} _={t} />
              </span>
            </div>
          </div>
        </div>
      )}
      minWidth={720}
      caption={_('training.tab.problems')}
    />
  );
}
