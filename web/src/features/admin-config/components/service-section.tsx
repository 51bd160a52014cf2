import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { formatDateTime, formatMemory } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import {
  getDatabaseInfo,
  getJudgeServiceInfo,
  getServiceInfo,
  type DatabaseInfo,
  type JudgeInfo,
  type ServiceInfo,
} from '../api/service-info';
import { ConfigSection } from './config-fields';

const mb = (bytes: number) => formatMemory(Math.round(bytes / 1024));
const duration = (s: number) => {
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return d > 0 ? `${d}d ${h}h ${m}m` : `${h}h ${m}m ${s % 60}s`;
};

function Facts({ rows }: { rows: [string, string | number][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([k, v]) => (
        <div key={k} className="flex justify-between gap-3 border-b border-slate-100 py-1">
          <dt className="text-slate-500">{k}</dt>
          <dd className="min-w-0 text-right font-medium break-all text-slate-800">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Versions, uptime, CPU and memory of this server, the judges and the database. */
export function ServiceSection() {
  const { _ } = useLingui();
  const [info, setInfo] = useState<{ s: ServiceInfo; j: JudgeInfo[]; d: DatabaseInfo } | null>(
    null,
  );
  const [version, setVersion] = useState(0);
  useEffect(() => {
    Promise.all([getServiceInfo(), getJudgeServiceInfo(), getDatabaseInfo()]).then(
      ([s, j, d]) => setInfo({ s, j, d }),
      () => undefined,
    );
  }, [version]);
  if (!info) return null;
  const { s, j, d } = info;
  return (
    <ConfigSection
      title={_('admin.config.service.title')}
      icon={<Icon name="pulse" className="size-5 text-primary-600" />}
      actions={
        <Button variant="ghost" size="sm" onClick={() => setVersion((n) => n + 1)}>
          <Icon name="refresh" className="size-4" />
          {_('admin.config.service.refresh')}
        </Button>
      }
    >
      <Facts
        rows={[
          [_('admin.config.service.version'), s.server.version],
          [_('admin.config.service.node'), s.server.node],
          [_('admin.config.service.platform'), s.server.platform],
          [_('admin.config.service.host'), `${s.server.host} (pid ${s.server.pid})`],
          [_('admin.config.service.uptime'), duration(s.server.uptimeSeconds)],
          [_('admin.config.service.cores'), s.backupCores],
          [_('admin.config.service.process-cpu'), s.server.processCpuLoad],
          [_('admin.config.service.system-load'), s.backupPercentCpuLoad],
          [
            _('admin.config.service.process-memory'),
            `${mb(s.server.rssBytes)} / heap ${mb(s.server.heapUsedBytes)}`,
          ],
          [_('admin.config.service.system-memory'), s.backupPercentMemoryLoad],
        ]}
      />
      <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-800">
        {_('admin.config.service.judges', { n: j.length })}
      </h3>
      {j.length === 0 ? (
        <p className="text-sm text-slate-500">{_('admin.config.service.no-judges')}</p>
      ) : (
        <ul className="space-y-2">
          {j.map((judge) => (
            <li key={judge.name} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium break-all text-slate-800">{judge.name}</span>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs',
                    judge.status === 'judging' && 'bg-green-50 text-green-700',
                    judge.status === 'idle' && 'bg-slate-100 text-slate-600',
                    judge.status === 'offline' && 'bg-red-50 text-red-700',
                  )}
                >
                  {judge.status === 'judging'
                    ? _('admin.config.service.judge-judging', { n: judge.judging })
                    : judge.status === 'offline'
                      ? _('admin.config.service.judge-offline')
                      : _('admin.config.service.judge-idle')}
                </span>
              </div>
              <p className="mt-1 text-xs text-slate-500">
                {_('admin.config.service.judge-times', {
                  started: formatDateTime(judge.startedAt),
                  beat: judge.lastHeartbeat ? formatDateTime(judge.lastHeartbeat) : '-',
                })}
              </p>
              {judge.load && (
                <p className="mt-1 text-xs text-slate-600">
                  {_('admin.config.service.judge-load', {
                    host: judge.load.host,
                    cores: judge.load.cores,
                    cpu: judge.load.machineCpuPercent,
                    memory: judge.load.machineMemoryPercent,
                    own: judge.load.processCpuPercent,
                    rss: mb(judge.load.rssBytes),
                    beat: formatDateTime(judge.load.beatAt),
                  })}
                </p>
              )}
              <p className="mt-1 text-xs text-slate-600">
                {judge.languages.join(', ') || '-'}
                {judge.unavailable.length > 0 &&
                  ` · ${_('admin.config.service.unavailable', { list: judge.unavailable.join(', ') })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-800">
        {_('admin.config.service.database')}
      </h3>
      <Facts
        rows={[
          [_('admin.config.service.db-name'), d.dbName],
          [_('admin.config.service.db-address'), `${d.dbUsername}@${d.dbHost}:${d.dbPort ?? ''}`],
          [_('admin.config.service.db-version'), `PostgreSQL ${d.postgresVersion}`],
          [_('admin.config.service.db-size'), mb(d.sizeBytes)],
          [_('admin.config.service.db-connections'), d.connections],
          [_('admin.config.service.db-events'), d.storePosition],
          [_('admin.config.service.db-started'), formatDateTime(d.startedAt)],
        ]}
      />
    </ConfigSection>
  );
}
