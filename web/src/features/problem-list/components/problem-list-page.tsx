import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';

const WIDE_QUERY = '(min-width: 1024px)';
import { getRandomProblem } from '../api/get-random-problem';
import { filtersFromQuery, filtersToQuery, type ProblemListFilters } from '../problem-list-query';
import { ProblemFilterBar } from './problem-filter-bar';
import { ProblemTable } from './problem-table';
import { TagFilterPanel } from './tag-filter-panel';
import { useProblemList } from '../hooks/use-problem-list';

/** /problem: the public problem set with its filters, tag panel and status marks. */
export function ProblemListPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromQuery(params);
  const phone = useMediaQuery(PHONE_QUERY);
  const wide = useMediaQuery(WIDE_QUERY);
  const { loading, list, marks, reload } = useProblemList(filters);
  const [picking, setPicking] = useState(false);
  const [tagsOpen, setTagsOpen] = useState(false);

  const update = (patch: Partial<ProblemListFilters>) => {
    // Any filter change goes back to page 1 unless the patch names a page.
    setParams(filtersToQuery({ ...filters, page: 1, ...patch }));
  };
  const addTag = (tagId: number) => {
    if (!filters.tagIds.includes(tagId)) update({ tagIds: [...filters.tagIds, tagId] });
  };
  const pickOne = async () => {
    setPicking(true);
    try {
      const { problemId } = await getRandomProblem();
      toast.success(_('problem-list.good-luck'));
      void navigate(`/problem/${encodeURIComponent(problemId)}`);
    } catch {
      // The app shell already showed the error.
    } finally {
      setPicking(false);
    }
  };

  const page = list?.status === 'ready' ? list.page : undefined;
  const tagPanel = (
    <TagFilterPanel
      oj={filters.oj}
      selected={filters.tagIds}
      onChange={(tagIds) => update({ tagIds })}
    />
  );

  return (
    <PageContainer className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_300px]">
      <Card className="min-w-0 overflow-hidden">
        <div className="space-y-3 border-b border-slate-100 px-4 py-4 sm:px-5">
          <div className="flex items-center justify-between gap-3">
            <h1 className="text-xl font-semibold text-slate-900">{_('problem-list.title')}</h1>
            {!wide && (
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={tagsOpen}
                onClick={() => setTagsOpen((open) => !open)}
              >
                <Icon name="tag" className="size-4" />
                {_('problem-list.tags')}
                {filters.tagIds.length > 0 && (
                  <span className="rounded-full bg-primary-600 px-1.5 text-xs text-white">
                    {filters.tagIds.length}
                  </span>
                )}
              </Button>
            )}
          </div>
          <ProblemFilterBar
            filters={filters}
            onChange={update}
            onReset={() => setParams(new URLSearchParams())}
            onPickOne={() => void pickOne()}
            picking={picking}
          />
          {tagsOpen && !wide && (
            <div className="rounded-lg border border-slate-200">{tagPanel}</div>
          )}
        </div>
        <div className={cn('relative', loading && page && 'opacity-60')} aria-busy={loading}>
          {!page && loading && (
            <p className="flex items-center justify-center gap-2 py-20 text-sm text-slate-500">
              <Spinner className="size-5 text-primary-600" /> {_('common.loading')}
            </p>
          )}
          {list?.status === 'error' && !loading && (
            <EmptyState title={_('problem-list.load-failed')} icon="alert">
              <Button variant="secondary" size="sm" onClick={reload}>
                {_('common.refresh')}
              </Button>
            </EmptyState>
          )}
          {page && page.records.length === 0 && <EmptyState title={_('problem-list.empty')} />}
          {page && page.records.length > 0 && (
            <ProblemTable rows={page.records} marks={marks} onTagClick={addTag} />
          )}
        </div>
        {page && page.total > 0 && (
          <div className="border-t border-slate-100 px-4 py-3">
            <Pagination
              total={page.total}
              page={filters.page}
              pageSize={filters.limit}
              small={phone}
              onPageChange={(target) => update({ page: target })}
              onPageSizeChange={(limit) => update({ limit })}
            />
          </div>
        )}
      </Card>
      {wide && <Card className="sticky top-20">{tagPanel}</Card>}
    </PageContainer>
  );
}
