import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { PROBLEM_PAGE_SIZES, removeTrainingProblem } from '../api/training-problems';
import { useTrainingProblems, type TrainingProblemRow } from '../hooks/use-training-problems';
import { adminTrainingPaths } from '../training-paths';
import { AddGroupProblemDialog } from './add-group-problem-dialog';
import { AddProblemsDialog } from './add-problems-dialog';
import { IconAction, IconLink } from '../../../components/ui/icon-action';
import { RankInput } from './rank-input';
import { SearchBox } from './search-box';

/**
 * /admin/training/:trainingId/problems: the training's problems with their rank (edited in
 * place), removal, and "add from public" (the large picker). A group's training (`gid`, at
 * /group/:gid/training/:trainingID/admin-problems) also adds the group's own problems by id.
 */
export function TrainingProblemsPage({ tid, gid }: { tid: number; gid?: number }) {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const list = useTrainingProblems(tid, gid);
  const paths = adminTrainingPaths(gid);
  const inGroup = gid !== undefined;
  const [adding, setAdding] = useState<'public' | 'group' | null>(null);
  const [removing, setRemoving] = useState<TrainingProblemRow | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeTrainingProblem(removing.problem.id, tid, gid);
      toast.success(_('admin-trainings.problem-removed'));
      if (list.rows.length === 1 && list.query.currentPage > 1)
        list.goTo(list.query.currentPage - 1);
      else list.reload();
      setRemoving(null);
    } catch {
      // Toasted by the app shell; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  const rank = (row: TrainingProblemRow) =>
    row.link ? (
      <RankInput
        value={row.link.rank}
        label={_('admin-trainings.problem-rank-of', { id: row.problem.problemId })}
        onSave={(value) => void list.saveRank(row, value)}
      />
    ) : null;
  const actions = (row: TrainingProblemRow) => (
    <div className="flex justify-end gap-0.5">
      {/* A group's problems are edited on the group's problem pages, not the back office's. */}
      {!inGroup && (
        <IconLink
          to={`/admin/problem/edit/${row.problem.id}`}
          icon="edit"
          label={_('admin-trainings.problem-edit', { id: row.problem.problemId })}
        />
      )}
      <IconAction
        icon="trash"
        danger
        label={_('admin-trainings.problem-remove-named', { id: row.problem.problemId })}
        onClick={() => setRemoving(row)}
      />
    </div>
  );
  const columns: Column<TrainingProblemRow>[] = [
    { key: 'rank', header: _('admin-trainings.problem-rank'), className: 'w-32', cell: rank },
    {
      key: 'id',
      header: _('admin-trainings.problem-id'),
      className: 'w-28 font-mono text-slate-600',
      cell: (r) => r.problem.problemId,
    },
    {
      key: 'title',
      header: _('admin-trainings.problem-title'),
      cell: (r) => <span className="break-words text-slate-800">{r.problem.title}</span>,
    },
    {
      key: 'author',
      header: _('admin-trainings.problem-author'),
      className: 'w-32',
      cell: (r) => r.problem.author ?? '',
      hideBelow: 'md',
    },
    {
      key: 'actions',
      header: <span className="sr-only">{_('admin-trainings.actions')}</span>,
      className: 'w-24',
      cell: actions,
    },
  ];

  return (
    <div className={cn('space-y-4', inGroup ? 'p-3 sm:p-4' : 'mx-auto max-w-6xl')}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={cn('font-semibold text-slate-900', inGroup ? 'text-lg' : 'text-xl')}>
            {_('admin-trainings.problems-title', { id: tid })}
          </h1>
          <p className="mt-1 text-sm text-slate-500">{_('admin-trainings.problems-intro')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Link
            to={paths.edit(tid)}
            className="inline-flex items-center gap-1 text-primary-600 hover:underline"
          >
            <Icon name="edit" className="size-4" />
            {_('admin-trainings.tab-edit')}
          </Link>
          <Link
            to={paths.list}
            className="inline-flex items-center gap-1 text-slate-600 hover:underline"
          >
            <Icon name="arrow-left" className="size-4" />
            {_('admin-trainings.back-to-list')}
          </Link>
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox
          label={_('admin-trainings.problem-search')}
          initial={list.query.keyword}
          onSearch={list.search}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAdding('public')}>
            <Icon name="plus" className="size-4" />
            {_('admin-trainings.add-from-public')}
          </Button>
          {inGroup && (
            <Button variant="secondary" onClick={() => setAdding('group')}>
              <Icon name="plus" className="size-4" />
              {_('group-trainings.add-from-group')}
            </Button>
          )}
        </div>
      </div>
      <Card className="overflow-hidden">
        <DataTable
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.problem.id}
          empty={_('admin-trainings.problems-empty')}
          loading={list.loading}
          minWidth={640}
          caption={_('admin-trainings.tab-problems')}
          card={(r) => (
            <div className="space-y-2">
              <p className="break-words">
                <span className="mr-2 font-mono text-sm text-slate-500">{r.problem.problemId}</span>
                {r.problem.title}
              </p>
              <div className="flex items-center justify-between gap-2">
                {rank(r)}
                {actions(r)}
              </div>
            </div>
          )}
        />
        {list.total > 0 && (
          <Pagination
            className="border-t border-slate-100 px-4 py-3"
            total={list.total}
            page={list.query.currentPage}
            pageSize={list.query.limit}
            pageSizes={PROBLEM_PAGE_SIZES}
            small={phone}
            onPageChange={list.goTo}
            onPageSizeChange={list.resize}
          />
        )}
      </Card>
      {adding === 'public' && (
        <AddProblemsDialog
          tid={tid}
          {...(inGroup ? { gid } : {})}
          onClose={() => setAdding(null)}
          onAdded={list.reload}
        />
      )}
      {adding === 'group' && (
        <AddGroupProblemDialog tid={tid} onClose={() => setAdding(null)} onAdded={list.reload} />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={_('admin-trainings.problem-remove')}
        message={_('admin-trainings.problem-remove-confirm', {
          id: removing?.problem.problemId ?? '',
          title: removing?.problem.title ?? '',
        })}
        confirmLabel={_('admin-trainings.problem-remove')}
        danger
        loading={busy}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
