import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { isLoggedInAtom, openAuthDialogAtom } from '../../../lib/session';
import { getRecentContest } from '../api/get-recent-contest';
import type { RecentContest } from '../api/types';
import { useResource } from '../../../lib/use-resource';
import { HomePanel, PanelStatus } from './home-panel';

const statusStyle: Record<number, { id: string; className: string }> = {
  [-1]: { id: 'home.contest.scheduled', className: 'bg-sky-50 text-sky-700 ring-sky-200' },
  0: { id: 'home.contest.running', className: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  1: { id: 'home.contest.ended', className: 'bg-slate-100 text-slate-600 ring-slate-200' },
};

const hours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

/** Public contests running now or starting soon; opening one needs a signed-in user. */
export function RecentContestsPanel() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const contests = useResource('recent-contests', getRecentContest);
  const rows = contests.data ?? [];

  const openContest = (contest: RecentContest) => {
    if (!loggedIn) {
      toast.warning(_('home.login-first'));
      openAuthDialog('login');
      return;
    }
    void navigate(`/contest/${contest.id}`);
  };

  return (
    <HomePanel title={_('home.recent-contests')} icon="trophy">
      <PanelStatus
        loading={contests.loading}
        failed={contests.failed && !contests.data}
        empty={rows.length === 0}
        emptyText={_('home.no-contest')}
        emptyIcon="trophy"
        onRetry={contests.reload}
      />
      {rows.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {rows.map((contest) => {
            const status = statusStyle[contest.status] ?? statusStyle[1]!;
            return (
              <li key={contest.id}>
                <button
                  type="button"
                  onClick={() => openContest(contest)}
                  className="flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-primary-50/50 focus-visible:bg-primary-50 focus-visible:outline-none sm:px-5"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-800">
                      {contest.title}
                    </span>
                    <span className="mt-0.5 block text-xs text-slate-500">
                      {formatDateTime(contest.startTime)}
                      <span aria-hidden="true"> · </span>
                      {_('home.contest.duration', { hours: hours(contest.duration) })}
                      <span aria-hidden="true"> · </span>
                      {contest.type === 1 ? 'OI' : 'ACM'}
                    </span>
                  </span>
                  <span
                    className={cn(
                      'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                      status.className,
                    )}
                  >
                    {_(status.id)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </HomePanel>
  );
}
