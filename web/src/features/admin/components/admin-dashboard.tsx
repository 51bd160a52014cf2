import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Icon, type IconName } from '../../../components/ui/icon';
import { formatDateTime } from '../../../lib/format';
import { userInfoAtom } from '../../../lib/session';
import { getSessions, type AdminSession } from '../api/dashboard';
import { useLiveDashboard } from '../hooks/use-live-dashboard';
import { HourlyChart } from './hourly-chart';

function Stat({ icon, label, value }: { icon: IconName; label: string; value: number | string }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <p className="text-xs leading-tight text-slate-500">{label}</p>
        <p className="text-xl font-semibold text-slate-900" data-testid={`stat-${icon}`}>
          {value}
        </p>
      </div>
    </Card>
  );
}

/** /admin: the counts, the judges and queue, submissions per hour (live) and recent logins. */
export function AdminDashboard() {
  const { _ } = useLingui();
  const user = useAtomValue(userInfoAtom);
  const { info, live } = useLiveDashboard();
  const [sessions, setSessions] = useState<AdminSession[]>([]);
  useEffect(() => {
    getSessions().then(
      (s) => setSessions(s?.recent ?? []),
      () => undefined,
    );
  }, []);

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">
            {_('admin.dashboard.welcome', { name: user?.username ?? '' })}
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {_('admin.dashboard.roles', { roles: (user?.roleList ?? []).join(', ') })}
          </p>
        </div>
        <span
          className={
            live
              ? 'flex items-center gap-1.5 text-xs text-green-700'
              : 'flex items-center gap-1.5 text-xs text-slate-500'
          }
        >
          <span
            className={
              live ? 'size-2 rounded-full bg-green-500' : 'size-2 rounded-full bg-slate-300'
            }
          />
          {live ? _('admin.dashboard.live') : _('admin.dashboard.not-live')}
        </span>
      </div>
      {info && (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat icon="users" label={_('admin.dashboard.users')} value={info.userNum} />
            <Stat icon="book" label={_('admin.dashboard.problems')} value={info.problemNum} />
            <Stat
              icon="trophy"
              label={_('admin.dashboard.contests', { recent: info.recentContestNum })}
              value={info.contestNum}
            />
            <Stat icon="code" label={_('admin.dashboard.today')} value={info.todayJudgeNum} />
          </div>
          <div className="grid gap-4 lg:grid-cols-3">
            <Card className="p-4 lg:col-span-2">
              <h2 className="mb-3 text-sm font-semibold text-slate-800">
                {_('admin.dashboard.per-hour')}
              </h2>
              <HourlyChart hourly={info.hourly} label={_('admin.dashboard.per-hour')} />
            </Card>
            <Card className="p-4">
              <h2 className="mb-3 text-sm font-semibold text-slate-800">
                {_('admin.dashboard.judges')}
              </h2>
              <p className="text-sm text-slate-600" data-testid="dashboard-queue">
                {_('admin.dashboard.queue', {
                  waiting: info.queue.waiting,
                  judging: info.queue.judging,
                })}
              </p>
              <ul className="mt-3 space-y-2">
                {info.judges.length === 0 && (
                  <li className="text-sm text-slate-500">{_('admin.config.service.no-judges')}</li>
                )}
                {info.judges.map((j) => (
                  <li key={j.name} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                    <div className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium text-slate-800">{j.name}</span>
                      <span className="shrink-0 text-xs text-slate-500">
                        {j.status === 'judging'
                          ? _('admin.config.service.judge-judging', { n: j.judging })
                          : j.status === 'offline'
                            ? _('admin.config.service.judge-offline')
                            : _('admin.config.service.judge-idle')}
                      </span>
                    </div>
                    <p className="mt-1 truncate text-xs text-slate-500">{j.languages.join(', ')}</p>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        </>
      )}
      <Card className="p-4">
        <h2 className="mb-3 text-sm font-semibold text-slate-800">
          {_('admin.dashboard.sessions')}
        </h2>
        <ul className="divide-y divide-slate-100 text-sm">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
              <span className="shrink-0 text-slate-800 sm:w-44">{formatDateTime(s.gmtCreate)}</span>
              <span className="shrink-0 font-mono text-slate-600 sm:w-36">{s.ip}</span>
              <span className="min-w-0 truncate text-xs text-slate-500 sm:text-sm">
                {s.userAgent}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
