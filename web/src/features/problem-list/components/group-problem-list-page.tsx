import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { ProblemListRow } from '../api/types';
import { useGroupProblemList } from '../hooks/use-group-problem-list';
import { ProblemTable } from './problem-table';

const PAGE_SIZE = 10;

/**
 * /group/:groupID/problem (spec 3 section 2.5): the problems public in the group with the
 * viewer's marks, the level tag, the tags (shown or hidden) and the AC rate; a row opens the
 * problem inside the group.
 */
export function GroupProblemListPage({ gid }: { gid: number }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('currentPage') ?? '1', 10) || 1);
  const [showTags, setShowTags] = useState(true);
  const { list, marks } = useGroupProblemList(gid, page, PAGE_SIZE);
  const linkTo = (row: ProblemListRow) =>
    `/group/${gid}/problem/${encodeURIComponent(row.problemId)}`;
  const goTo = (target: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (target <= 1) next.delete('currentPage');
      else next.set('currentPage', String(target));
      return next;
    });
  const data = list.data;

  return (
    <div>
      <div className="flex items-center justify-end gap-2 border-b border-slate-100 px-4 py-2.5">
        <span className="text-sm text-slate-600">{_('group-problems.show-tags')}</span>
        <Switch checked={showTags} onChange={setShowTags} label={_('group-problems.show-tags')} />
      </div>
      {!data && list.loading && (
        <p className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
          <Spinner className="size-5 text-primary-600" /> {_('common.loading')}
        </p>
      )}
      {!data && list.failed && (
        <EmptyState title={_('problem-list.load-failed')} icon="alert">
          <Button variant="secondary" size="sm" onClick={list.reload}>
            {_('common.refresh')}
          </Button>
        </EmptyState>
      )}
      {data && data.records.length === 0 && <EmptyState title={_('group-problems.empty')} />}
      {data && data.records.length > 0 && (
        <ProblemTable
          rows={data.records}
          marks={marks}
          showTags={showTags}
          linkTo={linkTo}
          onRowClick={(row) => void navigate(linkTo(row))}
        />
      )}
      {data && data.total > PAGE_SIZE && (
        <div className="border-t border-slate-100 px-4 py-3">
          <Pagination
            total={data.total}
            page={page}
            pageSize={PAGE_SIZE}
            small={phone}
            onPageChange={goTo}
          />
        </div>
      )}
    </div>
  );
}
