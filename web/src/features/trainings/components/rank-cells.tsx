import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { judgeStatusInfo, toneClasses } from '../../../lib/judge-status';
import type { TrainingProblem, TrainingRankRow } from '../api/types';
import type { TrainingPaths } from '../training-context';

/** Avatar, username (with a mark on the viewer's own row) and school. */
export function UserCell({ row, own }: { row: TrainingRankRow; own: boolean }) {
  const { _ } = useLingui();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Avatar name={row.username} src={row.avatar} className="size-8" />
      <div className="min-w-0">
        <Link
          to={`/user-home?username=${encodeURIComponent(row.username)}&uid=${encodeURIComponent(row.uid)}`}
          className="flex items-center gap-1 font-medium text-slate-800 hover:text-primary-600"
        >
          {own && (
            <span className="rounded bg-primary-50 px-1 text-[10px] font-semibold text-primary-700">
              {_('training.rank.own')}
            </span>
          )}
          <span className="truncate">{row.username}</span>
        </Link>
        {row.school && <p className="truncate text-xs text-slate-500">{row.school}</p>}
      </div>
    </div>
  );
}

/** One problem of one member: the verdict's short name and the best run time. */
export function ProblemCell({
  row,
  problem,
  paths,
}: {
  row: TrainingRankRow;
  problem: TrainingProblem;
  paths: TrainingPaths;
}) {
  const { _ } = useLingui();
  const cell = row.submissionInfo[problem.problemId];
  if (!cell || cell.status === null || cell.status === undefined) return null;
  const info = judgeStatusInfo(cell.status);
  return (
    <Link
      to={paths.status(row.username, problem.problemId)}
      title={_(info.labelId)}
      className="inline-flex flex-col items-center leading-tight"
    >
      <span
        className={cn(
          'rounded px-1.5 text-xs font-semibold ring-1 ring-inset',
          toneClasses[info.tone],
        )}
      >
        {info.short}
      </span>
      <span className="mt-0.5 text-[11px] text-slate-500 tabular-nums">
        ({cell.runTime ?? 0}ms)
      </span>
    </Link>
  );
}

/** The phone card of a member: position, user, solved count and the problems tried. */
export function RankCard(props: {
  row: TrainingRankRow;
  position: number;
  own: boolean;
  problems: TrainingProblem[];
  paths: TrainingPaths;
}) {
  const { row } = props;
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <span className="w-6 shrink-0 text-center text-sm text-slate-500 tabular-nums">
          {props.position}
        </span>
        <div className="min-w-0 flex-1">
          <UserCell row={row} own={props.own} />
        </div>
        <Link to={props.paths.status(row.username)} className="shrink-0 text-right leading-tight">
          <span className="block text-base font-semibold text-primary-600 tabular-nums">
            {row.ac}
          </span>
          <span className="text-[11px] text-slate-500 tabular-nums">({row.totalRunTime}ms)</span>
        </Link>
      </div>
      <div className="flex flex-wrap gap-2 pl-9">
        {props.problems
          .filter((p) => row.submissionInfo[p.problemId])
          .map((p) => (
            <span key={p.pid} className="inline-flex items-center gap-1">
              <span className="font-mono text-xs text-slate-500">{p.problemId}</span>
              <ProblemCell row={row} problem={p} paths={props.paths} />
            </span>
          ))}
      </div>
    </div>
  );
}
