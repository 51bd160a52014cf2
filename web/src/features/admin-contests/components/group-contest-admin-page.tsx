import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { userInfoAtom } from '../../../lib/session';
import { useSocketEvent, useSocketRoom } from '../../../lib/socket-room';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import {
  changeContestVisible,
  CONTEST_PAGE_SIZE,
  deleteContest,
  getGroupAdminContestList,
} from '../api/contests';
import type { AdminContest } from '../api/types';
import { useContestScope } from '../contest-scope';
import { useListQuery, useLoaded } from '../hooks/use-loaded';
import { ContestScopeProvider } from './contest-scope-provider';
import { ContestTable } from './contest-table';
import { DownloadAcDialog } from './download-ac-dialog';

const linkButton =
  'inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-medium shadow-sm';

/** The group's contest admin list in its scope. */
function AdminList({ gid, root }: { gid: number; root: boolean }) {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const scope = useContestScope();
  const me = useAtomValue(userInfoAtom)?.uid;
  const { page, goTo } = useListQuery();
  const load = useCallback(
    (signal: AbortSignal) => getGroupAdminContestList(gid, page, signal),
    [gid, page],
  );
  const list = useLoaded(load);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [removal, setRemoval] = useState<AdminContest | null>(null);
  const [removing, setRemoving] = useState(false);
  const [download, setDownload] = useState<number | null>(null);
  useSocketRoom('group', gid);
  useSocketEvent('group:contest', (change) => {
    if (change.gid === gid) list.reload();
  });
  const rows = list.data?.records ?? [];
  const total = list.data?.total ?? 0;

  const toggle = async (row: AdminContest, visible: boolean) => {
    setToggling((s) => new Set(s).add(row.id));
    try {
      await changeContestVisible(row.id, visible, gid);
      toast.success(_(visible ? 'admin-contests.now-visible' : 'admin-contests.now-hidden'));
      list.reload();
    } catch (failure) {
      toast.error(describeApiError(failure));
    } finally {
      setToggling((s) => new Set([...s].filter((id) => id !== row.id)));
    }
  };
  const remove = async () => {
    if (!removal) return;
    setRemoving(true);
    try {
      await deleteContest(removal.id, gid);
      toast.success(_('admin-contests.deleted'));
      setRemoval(null);
      if (rows.length === 1 && page > 1) goTo(page - 1);
      else list.reload();
    } catch {
      // Toasted by the app shell; the dialog stays open to retry or cancel.
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{_('group-contests.admin')}</h2>
        <div className="flex flex-wrap gap-2">
          <Link
            to={scope.create}
            className={`${linkButton} bg-primary-600 text-white hover:bg-primary-700`}
          >
            <Icon name="plus" className="size-4" />
            {_('group-contests.create')}
          </Link>
          <Link
            to={`/group/${gid}/contest`}
            className={`${linkButton} border border-slate-300 bg-white text-slate-700 hover:border-slate-400`}
          >
            <Icon name="arrow-left" className="size-4" />
            {_('group-contests.back-to-list')}
          </Link>
        </div>
      </div>
      <Card className="overflow-hidden">
        <ContestTable
          rows={rows}
          loading={list.loading}
          toggling={toggling}
          canDelete
          canManage={(row) => root || row.uid === me}
          onToggle={(row, visible) => void toggle(row, visible)}
          onDelete={setRemoval}
          onDownload={(row) => setDownload(row.id)}
        />
        {total > CONTEST_PAGE_SIZE && (
          <Pagination
            className="border-t border-slate-100 px-4 py-3"
            total={total}
            page={page}
            pageSize={CONTEST_PAGE_SIZE}
            onPageChange={goTo}
            small={phone}
          />
        )}
      </Card>
      {download !== null && <DownloadAcDialog cid={download} onClose={() => setDownload(null)} />}
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={_('admin-contests.delete')}
        message={_('admin-contests.delete-confirm', { title: removal?.title ?? '' })}
        confirmLabel={_('admin-contests.delete')}
        danger
        loading={removing}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

/**
 * /group/:groupID/contest/admin (spec 3 section 2.7): every contest of the group with its
 * visibility switch, edit, problems, announcements, AC download and delete for those who
 * administer it (`root`: the viewer is a group root, who administers all of them).
 */
export function GroupContestAdminPage({ gid, root }: { gid: number; root: boolean }) {
  return (
    <ContestScopeProvider gid={gid}>
      <AdminList gid={gid} root={root} />
    </ContestScopeProvider>
  );
}
