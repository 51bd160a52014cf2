import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { isSuperAdminAtom } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { cloneContest, CONTEST_PAGE_SIZE, deleteContest } from '../api/contests';
import type { AdminContest } from '../api/types';
import { useContestList } from '../hooks/use-contest-list';
import { ContestTable } from './contest-table';

type Pending = { kind: 'clone' | 'delete'; row: AdminContest };

/** Keyword search: sent on Enter or the button (the keyword lives in the URL). */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (k: string) => void }) {
  const { _ } = useLingui();
  const [keyword, setKeyword] = useState(initial);
  return (
    <form
      role="search"
      className="w-full sm:w-80"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(keyword.trim());
      }}
    >
      <TextField
        label={_('admin-contests.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        addon={
          <Button type="submit" variant="secondary" aria-label={_('admin-contests.search')}>
            <Icon name="search" className="size-4" />
          </Button>
        }
      />
    </form>
  );
}

/** /admin/contest: contests, 10 a page, searched by title or author. */
export function ContestListPage() {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const isRoot = useAtomValue(isSuperAdminAtom);
  const list = useContestList();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'clone') {
        const { id } = await cloneContest(pending.row.id);
        toast.success(_('admin-contests.cloned', { id }));
        list.reload();
      } else {
        await deleteContest(pending.row.id);
        toast.success(_('admin-contests.deleted'));
        // The last row of the last page: step back a page.
        if (list.rows.length === 1 && list.page > 1) list.goTo(list.page - 1);
        else list.reload();
      }
      setPending(null);
    } catch {
      // Toasted by the app shell; the dialog stays open to retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  const title = pending?.row.title ?? '';
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.contests')}</h1>
          <p className="mt-1 text-sm text-slate-500">{_('admin-contests.intro')}</p>
        </div>
        <Link
          to="/admin/contest/create"
          className="inline-flex h-10 items-center gap-2 rounded-lg bg-primary-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-primary-700"
        >
          <Icon name="plus" className="size-4" />
          {_('admin-contests.create')}
        </Link>
      </div>
      <SearchBox
        key={list.keyword}
        initial={list.keyword}
        onSearch={(keyword) => list.update({ keyword })}
      />
      <Card className="overflow-hidden">
        <ContestTable
          rows={list.rows}
          loading={list.loading}
          toggling={list.toggling}
          canDelete={isRoot}
          onToggle={(row, visible) => void list.toggle(row, visible)}
          onClone={(row) => setPending({ kind: 'clone', row })}
          onDelete={(row) => setPending({ kind: 'delete', row })}
        />
        {list.total > CONTEST_PAGE_SIZE && (
          <Pagination
            className="border-t border-slate-100 px-4 py-3"
            total={list.total}
            page={list.page}
            pageSize={CONTEST_PAGE_SIZE}
            onPageChange={list.goTo}
            small={phone}
          />
        )}
      </Card>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={_(pending?.kind === 'clone' ? 'admin-contests.clone' : 'admin-contests.delete')}
        message={_(
          pending?.kind === 'clone'
            ? 'admin-contests.clone-confirm'
            : 'admin-contests.delete-confirm',
          { title },
        )}
        confirmLabel={_(
          pending?.kind === 'clone' ? 'admin-contests.clone' : 'admin-contests.delete',
        )}
        danger={pending?.kind === 'delete'}
        loading={busy}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
