import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from '../../../lib/format';
import { isSuperAdminAtom } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { AuditRecord } from '../api/get-audit-log';
import { AUDIT_PAGE_SIZES, actionLabelId } from '../audit-actions';
import { useAuditLog } from '../hooks/use-audit-log';
import { AuditChanges } from './audit-changes';
import { AuditFiltersForm } from './audit-filters';
import { AuditTargetCell } from './audit-target';

/** /admin/audit: who did what in the back office, read from the event log (super admin only). */
export function AuditLogPage() {
  const { _ } = useLingui();
  const isRoot = useAtomValue(isSuperAdminAtom);
  const phone = useMediaQuery(PHONE_QUERY);
  const log = useAuditLog();
  const actor = (r: AuditRecord) =>
    r.actor ? (
      <span className="font-medium text-slate-800">{r.actor.username}</span>
    ) : (
      <span className="text-slate-400 italic">{_('admin-audit.system')}</span>
    );
  const action = (r: AuditRecord) => (
    <span className="font-medium text-slate-800">{_(actionLabelId(r.action))}</span>
  );

  const columns: Column<AuditRecord>[] = [
    {
      key: 'time',
      header: _('admin-audit.col.time'),
      cell: (r) => formatDateTime(r.time),
      className: 'w-40 whitespace-nowrap text-slate-500',
    },
    { key: 'actor', header: _('admin-audit.col.actor'), cell: actor, className: 'w-28' },
    { key: 'action', header: _('admin-audit.col.action'), cell: action, className: 'w-44' },
    {
      key: 'target',
      header: _('admin-audit.col.target'),
      cell: (r) => <AuditTargetCell target={r.target} />,
      className: 'w-56',
    },
    {
      key: 'changes',
      header: _('admin-audit.col.changes'),
      cell: (r) => <AuditChanges record={r} />,
    },
  ];
  const card = (r: AuditRecord) => (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        {action(r)}
        <span className="shrink-0 text-xs text-slate-400">{formatDateTime(r.time)}</span>
      </div>
      <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
        {actor(r)}
        <span className="text-slate-400">→</span>
        <AuditTargetCell target={r.target} />
      </div>
      <AuditChanges record={r} />
    </div>
  );

  if (!isRoot)
    return (
      <Card>
        <EmptyState icon="shield" title={_('admin-audit.root-only')} />
      </Card>
    );
  const page = log.data;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-semibold text-slate-900">{_('admin-audit.title')}</h1>
          <p className="mt-1 text-sm text-slate-500">{_('admin-audit.intro')}</p>
        </div>
        <Button variant="ghost" size="sm" className="h-9" onClick={log.reload}>
          <Icon name="refresh" className="size-4" />
          <span className="hidden sm:inline">{_('admin-audit.refresh')}</span>
        </Button>
      </div>
      <Card>
        <AuditFiltersForm
          key={JSON.stringify(log.filters)}
          filters={log.filters}
          onApply={(filters) => log.update(filters)}
        />
        {log.failed ? (
          <EmptyState
            icon="alert"
            title={log.error instanceof Error ? log.error.message : _('admin-audit.load-failed')}
          />
        ) : (
          <DataTable
            columns={columns}
            rows={page?.records ?? []}
            rowKey={(r) => r.id}
            empty={_('admin-audit.empty')}
            loading={log.loading}
            card={card}
            caption={_('admin-audit.title')}
          />
        )}
        {page && page.total > 0 && !log.failed && (
          <div className="border-t border-slate-100 px-4 py-3">
            <Pagination
              total={page.total}
              page={log.query.currentPage}
              pageSize={log.query.limit}
              pageSizes={AUDIT_PAGE_SIZES}
              small={phone}
              onPageChange={(next) => log.update({ currentPage: next })}
              onPageSizeChange={(size) => log.update({ limit: size })}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
