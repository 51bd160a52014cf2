import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProblemStatusMark } from '../../../components/ui/problem-status-mark';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import type { Example } from '../../../lib/problem-format';
import { isLoggedInAtom } from '../../../lib/session';
import type { ProblemInfo } from '../api/types';
import { ProblemAnnex } from './problem-annex';
import { ProblemDescription } from './problem-description';
import {
  ProblemPaneActions,
  problemPaths,
  type ProblemPaneActionsProps,
} from './problem-pane-actions';

export interface ProblemPaneProps extends ProblemPaneActionsProps {
  info: ProblemInfo | null;
  loading: boolean;
  error: { error: string; notFound: boolean } | null;
  status: number | undefined;
  examples: Example[];
  files: { name: string; content: string }[];
  /** Stacked on phones: the pane grows with its content instead of scrolling inside. */
  stacked: boolean;
  reload: () => void;
  renderMySubmissions: (problemId: string) => ReactNode;
}

type TabKey = 'description' | 'submissions' | 'annex';

/** The left pane: title, tabs (statement, my submissions, annex) and the pane actions. */
export function ProblemPane({
  info,
  loading,
  error,
  status,
  examples,
  files,
  ...props
}: ProblemPaneProps) {
  const { _ } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [tab, setTab] = useState<TabKey>('description');
  const tabs = [
    { key: 'description' as const, label: _('problem.tab-description') },
    ...(loggedIn ? [{ key: 'submissions' as const, label: _('problem.tab-my-submissions') }] : []),
    ...(files.length > 0 ? [{ key: 'annex' as const, label: _('problem.tab-annex') }] : []),
  ];
  const activeTab = tabs.some((item) => item.key === tab) ? tab : 'description';

  return (
    <section
      aria-label={_('problem.statement')}
      className={cn(
        '@container flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200/80 bg-white shadow-sm',
        !props.stacked && 'h-full',
      )}
    >
      <h1 className="flex min-w-0 items-center gap-2 border-b border-slate-100 px-4 py-3 text-lg leading-snug font-semibold text-slate-900">
        <ProblemStatusMark status={status} />
        <span className="min-w-0 break-words">
          <span className="mr-2 font-mono text-slate-500">
            {info?.problem.problemId ?? props.problemId}
          </span>
          {info?.problem.title}
        </span>
        {info && <DifficultyBadge level={info.problem.difficulty} className="shrink-0" />}
      </h1>
      <div className="flex items-end justify-between gap-2 border-b border-slate-200 px-3">
        <Tabs
          items={tabs}
          value={activeTab}
          onChange={setTab}
          label={_('problem.tabs')}
          className="min-w-0 border-b-0"
        />
        <ProblemPaneActions {...props} />
      </div>
      <div
        className={cn(
          '@container px-4 py-4 sm:px-5',
          !props.stacked && 'min-h-0 flex-1 overflow-y-auto',
        )}
      >
        {loading && (
          <p className="flex items-center justify-center gap-2 py-24 text-sm text-slate-500">
            <Spinner className="size-5 text-primary-600" /> {_('common.loading')}
          </p>
        )}
        {error && (
          <EmptyState title={error.error} icon={error.notFound ? 'inbox' : 'alert'}>
            {error.notFound ? (
              <Link
                to={problemPaths(props.problemId, props.cid, props.tid, props.gid).list}
                className="text-sm text-primary-600 hover:underline"
              >
                {_('problem.back-to-list')}
              </Link>
            ) : (
              <Button variant="secondary" size="sm" onClick={props.reload}>
                {_('common.refresh')}
              </Button>
            )}
          </EmptyState>
        )}
        {info && activeTab === 'description' && (
          <ProblemDescription info={info} examples={examples} />
        )}
        {info && activeTab === 'submissions' && props.renderMySubmissions(info.problem.problemId)}
        {info && activeTab === 'annex' && <ProblemAnnex files={files} />}
      </div>
    </section>
  );
}
