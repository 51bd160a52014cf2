import { useLingui } from '@lingui/react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Switch } from '../../../components/ui/switch';
import { formatDateTime } from '../../../lib/format';
import type { AdminContest } from '../api/types';
import { AuthBadge, RuleBadge, StatusBadge } from './contest-badges';
import { IconAction, IconLink } from '../../../components/ui/icon-action';
import { useContestScope } from '../contest-scope';

export interface ContestTableProps {
  rows: readonly AdminContest[];
  loading: boolean;
  /** Ids whose visible switch is being saved. */
  toggling: ReadonlySet<number>;
  /** Root alone deletes a contest (the server refuses everyone else). */
  canDelete: boolean;
  onToggle: (row: AdminContest, visible: boolean) => void;
  /** The back office's copy action (none for group contests). */
  onClone?: (row: AdminContest) => void;
  onDelete: (row: AdminContest) => void;
  /** A group's AC code download (spec 3 section 2.7). */
  onDownload?: (row: AdminContest) => void;
  /**
   * Whether the viewer administers the row (a group's list shows every contest of the group,
   * its roots administer all, other admins their own); every row when absent.
   */
  canManage?: (row: AdminContest) => boolean;
}

type Row = AdminContest;
type P = ContestTableProps;

function RowActions({ row, p }: { row: Row; p: P }) {
  const { _ } = useLingui();
  const scope = useContestScope();
  const title = row.title;
  if (p.canManage && !p.canManage(row)) return null;
  const { onClone, onDownload } = p;
  return (
    <div className="flex flex-wrap justify-end gap-0.5">
      <IconLink
        to={scope.page(row.id, 'edit')}
        icon="edit"
        label={_('admin-contests.edit-named', { title })}
      />
      <IconLink
        to={scope.page(row.id, 'problems')}
        icon="list"
        label={_('admin-contests.problems-named', { title })}
      />
      <IconLink
        to={scope.page(row.id, 'announcement')}
        icon="bell"
        label={_('admin-contests.announcements-named', { title })}
      />
      {onDownload && (
        <IconAction
          icon="download"
          label={_('group-contests.download-named', { title })}
          onClick={() => onDownload(row)}
        />
      )}
      {onClone && (
        <IconAction
          icon="copy"
          label={_('admin-contests.clone-named', { title })}
          onClick={() => onClone(row)}
        />
      )}
      {p.canDelete && (
        <IconAction
          icon="trash"
          danger
          label={_('admin-contests.delete-named', { title })}
          onClick={() => p.onDelete(row)}
        />
      )}
    </div>
  );
}

function RowSwitch({ row, p }: { row: Row; p: P }) {
  const { _ } = useLingui();
  return (
    <Switch
      checked={row.visible}
      disabled={p.toggling.has(row.id) || (p.canManage !== undefined && !p.canManage(row))}
      onChange={(visible) => p.onToggle(row, visible)}
      label={_('admin-contests.visible-named', { title: row.title })}
    />
  );
}

function TitleCell({ row }: { row: Row }) {
  const { _ } = useLingui();
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-slate-800">{row.title}</p>
      <p className="text-xs text-slate-500">{_('admin-contests.by', { author: row.author })}</p>
    </div>
  );
}

/** The phone variant of a row. */
function RowCard({ row, p }: { row: Row; p: P }) {
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2">
        <span className="mt-0.5 text-xs text-slate-400 tabular-nums">#{row.id}</span>
        <div className="min-w-0 flex-1">
          <TitleCell row={row} />
        </div>
        <RowSwitch row={row} p={p} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <RuleBadge type={row.type} />
        <AuthBadge auth={row.auth} />
        <StatusBadge status={row.status} />
      </div>
      <p className="text-xs text-slate-500 tabular-nums">
        {formatDateTime(row.startTime)} – {formatDateTime(row.endTime)}
      </p>
      <RowActions row={row} p={p} />
    </div>
  );
}

const time = 'w-44 whitespace-nowrap tabular-nums';

/** ID, title, rule, access, status, times, visible switch and actions (cards on phones). */
export function ContestTable(p: P) {
  const { _ } = useLingui();
  const columns: Column<Row>[] = [
    { key: 'id', header: 'ID', className: 'w-16 tabular-nums text-slate-500', cell: (r) => r.id },
    { key: 'title', header: _('admin-contests.title'), cell: (r) => <TitleCell row={r} /> },
    {
      key: 'rule',
      header: _('admin-contests.rule'),
      className: 'w-20',
      cell: (r) => <RuleBadge type={r.type} />,
    },
    {
      key: 'auth',
      header: _('admin-contests.auth'),
      className: 'w-24',
      cell: (r) => <AuthBadge auth={r.auth} />,
    },
    {
      key: 'status',
      header: _('admin-contests.status'),
      className: 'w-28',
      cell: (r) => <StatusBadge status={r.status} />,
    },
    {
      key: 'start',
      header: _('admin-contests.start-time'),
      className: time,
      cell: (r) => formatDateTime(r.startTime),
    },
    {
      key: 'end',
      header: _('admin-contests.end-time'),
      className: time,
      hideBelow: 'xl',
      cell: (r) => formatDateTime(r.endTime),
    },
    {
      key: 'visible',
      header: _('admin-contests.visible'),
      className: 'w-20',
      cell: (r) => <RowSwitch row={r} p={p} />,
    },
    {
      key: 'actions',
      header: _('admin-contests.actions'),
      className: 'w-48 text-right',
      cell: (r) => <RowActions row={r} p={p} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={p.rows}
      rowKey={(row) => row.id}
      loading={p.loading}
      empty={_('admin-contests.empty')}
      minWidth={960}
      caption={_('admin.nav.contests')}
      card={(row) => <RowCard row={row} p={p} />}
    />
  );
}
