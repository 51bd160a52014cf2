import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { JudgeStatus } from '../../../lib/judge-status';
import { useResource } from '../../../lib/use-resource';
import { getFullScreenProblemList } from '../api/get-full-screen-problem-list';
import { problemPaths } from './problem-pane-actions';

export interface ProblemStripProps {
  /** The problem on screen (its display id inside a contest). */
  problemId: string;
  cid: number;
  tid: number;
  /** A group training's group (its problems' pages live under /group/:gid), else 0. */
  gid?: number;
  /** Changes when the viewer's status may have moved (a verdict came in). */
  version: number;
}

const markClass = (status: number | null | undefined) => {
  if (status === JudgeStatus.ACCEPTED) return 'bg-emerald-500 text-white ring-emerald-500';
  if (status === null || status === undefined || status === JudgeStatus.NOT_SUBMITTED)
    return 'bg-white text-slate-700 ring-slate-300';
  return 'bg-red-50 text-red-700 ring-red-300';
};

/**
 * The bottom problem navigation of the full-screen contest and training pages (spec 1 section
 * 2): one chip per problem, coloured by the viewer's status, the current one outlined. Hidden
 * when the list cannot be loaded.
 */
export function ProblemStrip({ problemId, cid, tid, gid = 0, version }: ProblemStripProps) {
  const { _ } = useLingui();
  const list = useResource(`full-screen:${cid}:${tid}:${version}`, (signal) =>
    getFullScreenProblemList({ cid, tid }, signal),
  );
  const current = useRef<HTMLAnchorElement>(null);
  const rows = list.data ?? [];
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [problemId, rows.length]);
  if (rows.length === 0) return null;
  return (
    <nav
      aria-label={_('problem.strip')}
      className="shrink-0 border-t border-slate-200 bg-white px-2 py-1.5 shadow-[0_-1px_3px_rgba(15,23,42,0.05)]"
    >
      <ol className="flex items-center gap-1.5 overflow-x-auto p-1">
        {rows.map((row, index) => {
          const here = row.problemId === problemId;
          return (
            <li key={row.pid} className="shrink-0">
              <Link
                ref={here ? current : undefined}
                to={`${problemPaths(row.problemId, cid, tid, gid).page}/full-screen`}
                aria-current={here ? 'page' : undefined}
                title={`${row.problemId} ${row.title}`}
                className={cn(
                  'inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 font-mono text-sm font-semibold ring-1 transition-shadow ring-inset hover:shadow',
                  markClass(row.status),
                  here && 'outline-2 outline-offset-2 outline-primary-500',
                )}
              >
                {cid > 0 ? row.problemId : index + 1}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
