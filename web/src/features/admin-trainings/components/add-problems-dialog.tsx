import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useResource } from '../../../lib/use-resource';
import {
  addProblemFromPublic,
  getTrainingProblems,
  PROBLEM_PAGE_SIZES,
} from '../api/training-problems';
import type { AdminProblem } from '../api/types';
import { SearchBox } from './search-box';

export interface AddProblemsDialogProps {
  tid: number;
  /** A group's training: the group's calls (the public set is the same). */
  gid?: number;
  onClose: () => void;
  /** A problem was added: the training's list should be fetched again. */
  onAdded: () => void;
}

/**
 * The large picker of public problems not yet in the training (spec 3 section 2.6), searched by
 * id or title, 10/30/50/100 a page; each row is added on its own and leaves the list.
 */
export function AddProblemsDialog({ tid, gid, onClose, onAdded }: AddProblemsDialogProps) {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const [query, setQuery] = useState({ keyword: '', currentPage: 1, limit: 10 });
  const [adding, setAdding] = useState<number | null>(null);
  const [error, setError] = useState('');
  const result = useResource(
    `training-picker:${tid}:${query.keyword}:${query.currentPage}:${query.limit}`,
    (signal) => getTrainingProblems({ tid, ...query, queryExisted: false }, signal, gid),
  );
  const page = result.data?.problemList;

  const add = async (problem: AdminProblem) => {
    setAdding(problem.id);
    setError('');
    try {
      await addProblemFromPublic({ tid, pid: problem.id, displayId: problem.problemId }, gid);
      toast.success(_('admin-trainings.problem-added', { id: problem.problemId }));
      onAdded();
      result.reload();
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setAdding(null);
    }
  };

  const columns: Column<AdminProblem>[] = [
    {
      key: 'id',
      header: _('admin-trainings.problem-id'),
      className: 'w-28 font-mono text-slate-600',
      cell: (p) => p.problemId,
    },
    {
      key: 'title',
      header: _('admin-trainings.problem-title'),
      cell: (p) => <span className="break-words text-slate-800">{p.title}</span>,
    },
    {
      key: 'author',
      header: _('admin-trainings.problem-author'),
      className: 'w-32',
      cell: (p) => p.author ?? '',
      hideBelow: 'md',
    },
    {
      key: 'add',
      header: <span className="sr-only">{_('admin-trainings.add')}</span>,
      className: 'w-24 text-right',
      cell: (p) => (
        <Button
          size="sm"
          variant="secondary"
          loading={adding === p.id}
          disabled={adding !== null && adding !== p.id}
          aria-label={_('admin-trainings.add-named', { id: p.problemId })}
          onClick={() => void add(p)}
        >
          {_('admin-trainings.add')}
        </Button>
      ),
    },
  ];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={_('admin-trainings.add-from-public')}
        closeLabel={_('common.close')}
        dismissOnOutsideClick={false}
        className="max-w-[min(1100px,calc(100%-2rem))]"
      >
        <div className="space-y-3">
          <SearchBox
            label={_('admin-trainings.problem-search')}
            initial={query.keyword}
            onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, currentPage: 1 }))}
          />
          <FormAlert message={error} />
          <div className="overflow-hidden rounded-lg border border-slate-200">
            <DataTable
              columns={columns}
              rows={page?.records ?? []}
              rowKey={(p) => p.id}
              empty={_('admin-trainings.problem-search-empty')}
              loading={result.loading}
              minWidth={560}
              caption={_('admin-trainings.public-problems')}
              card={(p) => (
                <div className="flex items-center gap-2">
                  <span className="w-16 shrink-0 font-mono text-xs text-slate-500">
                    {p.problemId}
                  </span>
                  <span className="min-w-0 flex-1 break-words">{p.title}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={adding === p.id}
                    disabled={adding !== null && adding !== p.id}
                    onClick={() => void add(p)}
                  >
                    {_('admin-trainings.add')}
                  </Button>
                </div>
              )}
            />
          </div>
          <Pagination
            total={page?.total ?? 0}
            page={query.currentPage}
            pageSize={query.limit}
            pageSizes={PROBLEM_PAGE_SIZES}
            small={phone}
            onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
            onPageSizeChange={(limit) => setQuery((q) => ({ ...q, limit, currentPage: 1 }))}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
