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
import { userInfoAtom } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { deleteProblem, downloadTestCases, PROBLEM_PAGE_SIZE } from '../api/problems';
import type { AdminProblem } from '../api/types';
import { useProblemList } from '../hooks/use-problem-list';
import { ProblemTable } from './problem-table';

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
        label={_('admin-problems.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        addon={
          <Button type="submit" variant="secondary" aria-label={_('admin-problems.search')}>
            <Icon name="search" className="size-4" />
          </Button>
        }
      />
    </form>
  );
}

/** /admin/problems: the site's problems, 10 a page, searched by id, title or author. */
export function ProblemListPage() {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const roles = useAtomValue(userInfoAtom)?.roleList ?? [];
  // Deleting is for root and problem admins (server: problemDeleters).
  const canDelete = roles.includes('root') || roles.includes('problem_admin');
  const list = useProblemList();
  const [pending, setPending] = useState<AdminProblem | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await deleteProblem(pending.id);
      toast.success(_('admin-problems.deleted'));
      if (list.rows.length === 1 && list.page > 1) list.goTo(list.page - 1);
      else list.reload();
      setPending(null);
    } catch {
      // Toasted by the app shell; the dialog stays open to retry or cancel.
    } finally {
      setDeleting(false);
    }
  };

  const download = async (row: AdminProblem) => {
    try {
      await downloadTestCases(row.id);
      toast.success(_('admin-problems.downloaded'));
    } catch {
      // Toasted by the app shell.
    }
  };

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.problems')}</h1>
          <p className="mt-1 text-sm text-slate-500">{_('admin-problems.intro')}</p>
        </div>
        <Link
          to="/admin/problem/create"
          className="inline-flex h-10 items-center gap-2 rounded-lg bg-primary-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-primary-700"
        >
          <Icon name="plus" className="size-4" />
          {_('admin-problems.create')}
        </Link>
      </div>
      <SearchBox key={list.keyword} initial={list.keyword} onSearch={list.search} />
      <Card className="overflow-hidden">
        <ProblemTable
          rows={list.rows}
          loading={list.loading}
          busy={list.busy}
          canDelete={canDelete}
          onAuth={(row, auth) => void list.changeAuth(row, auth)}
          onDelete={setPending}
          onDownload={(row) => void download(row)}
        />
        {list.total > PROBLEM_PAGE_SIZE && (
          <Pagination
            className="border-t border-slate-100 px-4 py-3"
            total={list.total}
            page={list.page}
            pageSize={PROBLEM_PAGE_SIZE}
            onPageChange={list.goTo}
            small={phone}
          />
        )}
      </Card>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={_('admin-problems.delete')}
        message={_('admin-problems.delete-confirm', { title: pending?.title ?? '' })}
        confirmLabel={_('admin-problems.delete')}
        danger
        loading={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
