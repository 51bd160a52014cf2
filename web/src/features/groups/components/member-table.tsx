import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from '../../../lib/format';
import type { GroupMember, Page } from '../api/types';
import { assignableAuths, mayKick, type Manager } from '../member-rules';
import { memberAuthLabelId } from './member-auth-label';

export interface MemberTableProps {
  kind: 'member' | 'apply';
  caption: string;
  page: Page<GroupMember> | undefined;
  loading: boolean;
  currentPage: number;
  onPageChange: (page: number) => void;
  owner: string;
  manager: Manager;
  busy: boolean;
  onChangeAuth?: (row: GroupMember, auth: number) => void;
  onKick?: (row: GroupMember) => void;
  onApprove?: (row: GroupMember) => void;
  onRefuse?: (row: GroupMember) => void;
}

const PAGE = 10;

function AuthCell({ row, p }: { row: GroupMember; p: MemberTableProps }) {
  const { _ } = useLingui();
  const options = assignableAuths(p.manager, row, p.owner);
  if (!p.onChangeAuth || options.length === 0) return <>{_(memberAuthLabelId(row.auth))}</>;
  const values = options.includes(row.auth) ? options : [row.auth, ...options];
  return (
    <select
      aria-label={_('groups.members.auth-of', { username: row.username })}
      value={row.auth}
      disabled={p.busy}
      onChange={(event) => p.onChangeAuth?.(row, Number(event.target.value))}
      className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
    >
      {values.map((auth) => (
        <option key={auth} value={auth}>
          {_(memberAuthLabelId(auth))}
        </option>
      ))}
    </select>
  );
}

function Actions({ row, p }: { row: GroupMember; p: MemberTableProps }) {
  const { _ } = useLingui();
  if (p.kind === 'apply') {
    return (
      <div className="flex justify-end gap-2">
        <Button size="sm" disabled={p.busy} onClick={() => p.onApprove?.(row)}>
          {_('groups.members.approve')}
        </Button>
        {row.auth === 1 && (
          <Button size="sm" variant="secondary" disabled={p.busy} onClick={() => p.onRefuse?.(row)}>
            {_('groups.members.refuse')}
          </Button>
        )}
      </div>
    );
  }
  if (!p.onKick || !mayKick(p.manager, row, p.owner)) return null;
  return (
    <div className="flex justify-end">
      <Button size="sm" variant="danger" disabled={p.busy} onClick={() => p.onKick?.(row)}>
        {_('groups.members.kick')}
      </Button>
    </div>
  );
}

/** Members (username, joined, changed, auth) or applications (with the reason). */
export function MemberTable(p: MemberTableProps) {
  const { _ } = useLingui();
  const admin = p.manager.level >= 4;
  const user = (r: GroupMember) => (
    <Link
      to={`/user-home?username=${encodeURIComponent(r.username)}`}
      className="font-medium text-primary-700 hover:underline"
    >
      {r.username}
    </Link>
  );
  const columns: Column<GroupMember>[] = [
    { key: 'user', header: _('groups.members.username'), cell: user },
    ...(p.kind === 'apply'
      ? [
          {
            key: 'reason',
            header: _('groups.field.reason'),
            cell: (r: GroupMember) => <span className="break-words">{r.reason}</span>,
          },
        ]
      : []),
    {
      key: 'joined',
      header: _(p.kind === 'apply' ? 'groups.members.applied-at' : 'groups.members.joined-at'),
      className: 'w-44 whitespace-nowrap tabular-nums',
      cell: (r) => formatDateTime(r.gmtCreate),
    },
    {
      key: 'changed',
      header: _('groups.members.changed-at'),
      className: 'w-44 whitespace-nowrap tabular-nums',
      hideBelow: 'lg',
      cell: (r) => formatDateTime(r.gmtModify),
    },
    {
      key: 'auth',
      header: _('groups.members.auth'),
      className: 'w-36',
      cell: (r) => <AuthCell row={r} p={p} />,
    },
    ...(admin
      ? [
          {
            key: 'actions',
            header: _('groups.members.actions'),
            className: 'w-44 text-right',
            cell: (r: GroupMember) => <Actions row={r} p={p} />,
          },
        ]
      : []),
  ];
  const total = p.page?.total ?? 0;
  return (
    <section className="space-y-3">
      <h2 className="text-base font-semibold text-slate-900">{p.caption}</h2>
      {p.kind === 'apply' && p.page?.records.length === 0 ? (
        // No one waiting is the usual case: one quiet line, not a large empty state.
        <p className="text-sm text-slate-500">{_('groups.members.no-applies')}</p>
      ) : (
        <DataTable
          columns={columns}
          rows={p.page?.records ?? []}
          rowKey={(r) => r.uid}
          loading={p.loading && !p.page}
          empty={_(p.kind === 'apply' ? 'groups.members.no-applies' : 'groups.members.empty')}
          minWidth={640}
          caption={p.caption}
          card={(r) => (
            <div className="space-y-2 text-sm">
              <div className="flex items-center justify-between gap-2">
                {user(r)}
                <AuthCell row={r} p={p} />
              </div>
              {p.kind === 'apply' && <p className="break-words text-slate-600">{r.reason}</p>}
              <div className="flex items-center justify-between gap-2 text-xs text-slate-500">
                <span>{formatDateTime(r.gmtCreate)}</span>
                {admin && <Actions row={r} p={p} />}
              </div>
            </div>
          )}
        />
      )}
      {total > PAGE && (
        <Pagination
          total={total}
          page={p.currentPage}
          pageSize={PAGE}
          onPageChange={p.onPageChange}
        />
      )}
    </section>
  );
}
