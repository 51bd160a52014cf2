import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { SearchForm } from '../../../components/ui/search-form';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useResource } from '../../../lib/use-resource';
import {
  changeGroupProblemProgress,
  getGroupApplyList,
  GROUP_PROBLEM_PAGE_SIZE,
} from '../api/group-problems';
import type { GroupApplyRow } from '../api/types';

type Row = GroupApplyRow;
const progressIds = {
  1: 'group-problems.applying',
  2: 'group-problems.public',
  3: 'group-problems.refused',
};
const tones = { 1: 'text-amber-600', 2: 'text-emerald-600', 3: 'text-red-600' };

/**
 * /admin/group-problem/apply (spec 2.2): the group problems applying to be public, applying
 * first, with approve (public) and refuse; a decided one may be decided again.
 */
export function GroupProblemApplyPage() {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('currentPage') ?? '1', 10) || 1);
  const keyword = params.get('keyword') ?? '';
  const list = useResource(`group-apply:${page}:${keyword}`, (signal) =>
    getGroupApplyList({ currentPage: page, keyword }, signal),
  );
  const [busy, setBusy] = useState<number | null>(null);
  const [draft, setDraft] = useState(keyword);
  const setQuery = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes))
        if (!v || (k === 'currentPage' && v === '1')) next.delete(k);
        else next.set(k, v);
      return next;
    });

  const decide = async (row: Row, progress: 2 | 3) => {
    setBusy(row.id);
    try {
      await changeGroupProblemProgress(row.id, progress);
      toast.success(_(progress === 2 ? 'group-problems.approved' : 'group-problems.refused-done'));
      list.reload();
    } catch (failure) {
      toast.error(describeApiError(failure));
    } finally {
      setBusy(null);
    }
  };

  const progressOf = (r: Row) =>
    r.applyPublicProgress === null ? null : (
      <span className={tones[r.applyPublicProgress]}>{_(progressIds[r.applyPublicProgress])}</span>
    );
  const actions = (r: Row) => (
    <div className="flex justify-end gap-1">
      {r.applyPublicProgress !== 2 && (
        <Button size="sm" disabled={busy === r.id} onClick={() => void decide(r, 2)}>
          <Icon name="check" className="size-4" />
          {_('group-problems.approve')}
        </Button>
      )}
      {r.applyPublicProgress !== 3 && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy === r.id}
          onClick={() => void decide(r, 3)}
        >
          <Icon name="x-circle" className="size-4" />
          {_('group-problems.refuse')}
        </Button>
      )}
    </div>
  );
  const columns: Column<Row>[] = [
    { key: 'id', header: 'ID', className: 'w-14 tabular-nums text-slate-500', cell: (r) => r.id },
    {
      key: 'problemId',
      header: _('admin-problems.problem-id'),
      className: 'w-32',
      cell: (r) => <span className="font-mono">{r.problemId}</span>,
    },
    { key: 'title', header: _('admin-problems.title'), cell: (r) => r.title },
    { key: 'author', header: _('group-problems.author'), hideBelow: 'lg', cell: (r) => r.author },
    { key: 'group', header: _('group-problems.group'), cell: (r) => r.groupName ?? r.gid },
    { key: 'progress', header: _('group-problems.progress'), className: 'w-28', cell: progressOf },
    {
      key: 'actions',
      header: _('admin-problems.actions'),
      className: 'w-56 text-right',
      cell: actions,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{_('group-problems.nav-apply')}</h1>
        <p className="mt-1 text-sm text-slate-500">{_('group-problems.apply-intro')}</p>
      </div>
      <SearchForm
        value={draft}
        onValueChange={setDraft}
        onSearch={() => setQuery({ keyword: draft.trim(), currentPage: '1' })}
        label={_('admin-problems.search')}
        buttonLabel={_('group-problems.search')}
        className="w-full sm:w-96"
      />
      <Card className="overflow-hidden">
        <DataTable
          columns={columns}
          rows={list.data?.records ?? []}
          rowKey={(r) => r.id}
          loading={list.loading && !list.data}
          empty={_('group-problems.apply-empty')}
          minWidth={820}
          caption={_('group-problems.nav-apply')}
          card={(r) => (
            <div className="space-y-2">
              <p className="font-medium break-words text-slate-800">
                <span className="mr-2 font-mono text-xs text-slate-500">{r.problemId}</span>
                {r.title}
              </p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                <span>{r.groupName ?? r.gid}</span>
                <span>· {r.author}</span>
                <span>· {progressOf(r)}</span>
              </p>
              {actions(r)}
            </div>
          )}
        />
        {(list.data?.total ?? 0) > GROUP_PROBLEM_PAGE_SIZE && (
          <Pagination
            className="border-t border-slate-100 px-4 py-3"
            total={list.data?.total ?? 0}
            page={page}
            pageSize={GROUP_PROBLEM_PAGE_SIZE}
            onPageChange={(p) => setQuery({ currentPage: String(p) })}
            small={phone}
          />
        )}
      </Card>
    </div>
  );
}
