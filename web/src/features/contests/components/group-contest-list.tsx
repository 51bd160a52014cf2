import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useSocketEvent, useSocketRoom } from '../../../lib/socket-room';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useResource } from '../../../lib/use-resource';
import { GROUP_CONTEST_PAGE_SIZE, getGroupContestList } from '../api/get-group-contest-list';
import { GroupContestCard } from './group-contest-card';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * /group/:groupID/contest for members: the group's visible contests as cards, 10 a page (the
 * page in the URL). A contest created, shown, hidden or removed in the group reaches the open
 * list through the group's room, and the page is fetched again under the viewer's rights.
 */
export function GroupContestList({ gid, actions }: { gid: number; actions?: ReactNode }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('currentPage'));
  const list = useResource(`group-contests:${gid}:${page}`, (signal) =>
    getGroupContestList(gid, page, signal),
  );
  useSocketRoom('group', gid);
  useSocketEvent('group:contest', (change) => {
    if (change.gid === gid) list.reload();
  });
  const goTo = (target: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (target === 1) next.delete('currentPage');
      else next.set('currentPage', String(target));
      return next;
    });

  const data = list.data;
  return (
    <section aria-labelledby="group-contests-title">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 id="group-contests-title" className="text-lg font-semibold text-slate-900">
          {_('group-contests.title')}
        </h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {list.failed && !data ? (
        <EmptyState title={_('contest.list.load-failed')} icon="alert">
          <Button variant="secondary" size="sm" onClick={list.reload}>
            {_('common.refresh')}
          </Button>
        </EmptyState>
      ) : !data ? (
        <div className="flex justify-center py-16 text-slate-400">
          <Spinner className="size-6" />
          <span className="sr-only">{_('common.loading')}</span>
        </div>
      ) : data.records.length === 0 ? (
        <EmptyState title={_('contest.list.empty')} icon="trophy" />
      ) : (
        <ol className="divide-y divide-slate-100" aria-label={_('group-contests.title')}>
          {data.records.map((contest) => (
            <GroupContestCard
              key={contest.id}
              contest={contest}
              onOpen={() => void navigate(`/contest/${contest.id}`)}
            />
          ))}
        </ol>
      )}
      {data && data.total > GROUP_CONTEST_PAGE_SIZE && (
        <Pagination
          className="border-t border-slate-100 px-4 py-3"
          total={data.total}
          page={page}
          pageSize={GROUP_CONTEST_PAGE_SIZE}
          small={phone}
          onPageChange={goTo}
        />
      )}
    </section>
  );
}
