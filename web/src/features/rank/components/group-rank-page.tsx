import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useResource } from '../../../lib/use-resource';
import { getGroupRankList } from '../api/get-group-rank-list';
import type { RankType } from '../api/get-rank-list';
import { rankQueryFromParams, rankQueryToParams } from '../rank-format';
import { GroupRankTable } from './group-rank-table';
import { RankSearch } from './rank-search';

/** The URL's `type`: 0 ACM (the default, as HOJ's switch starts), 1 OI. */
const typeOf = (params: URLSearchParams): RankType => (params.get('type') === '1' ? 'oi' : 'acm');

function TypeSwitch({ value, onChange }: { value: RankType; onChange: (t: RankType) => void }) {
  const { _ } = useLingui();
  const item = (type: RankType, labelId: string) => (
    <button
      type="button"
      aria-pressed={value === type}
      onClick={() => onChange(type)}
      className={cn(
        'h-9 px-3 text-sm font-medium transition-colors',
        value === type
          ? 'bg-primary-600 text-white'
          : 'bg-white text-slate-600 hover:text-primary-600',
      )}
    >
      {_(labelId)}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={_('group-community.rank.type')}
      className="inline-flex shrink-0 overflow-hidden rounded-lg border border-slate-300"
    >
      {item('acm', 'group-community.rank.acm')}
      {item('oi', 'group-community.rank.oi')}
    </div>
  );
}

/**
 * /group/:gid/rank (spec 3 section 2.11): the members ranked by what they did in the group,
 * ACM or OI, with a search box; type, search and page live in the URL, 30 a page.
 */
export function GroupRankPage({ gid }: { gid: number }) {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const type = typeOf(params);
  const query = rankQueryFromParams(params);
  const list = useResource(`group-rank:${gid}:${type}:${JSON.stringify(query)}`, (signal) =>
    getGroupRankList({ gid, type, ...query }, signal),
  );
  const update = (changes: Partial<typeof query> & { type?: RankType }) => {
    const next = rankQueryToParams({ ...query, ...changes });
    if ((changes.type ?? type) === 'oi') next.set('type', '1');
    setParams(next);
  };
  const page = list.data;

  return (
    <div>
      <h2 className="sr-only">{_('group-community.rank.title')}</h2>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 p-3 sm:p-4">
        <RankSearch
          className="min-w-0 flex-1 border-0 p-0 sm:p-0"
          value={query.searchUser}
          onSearch={(searchUser) => update({ searchUser, currentPage: 1 })}
        />
        <TypeSwitch value={type} onChange={(t) => update({ type: t, currentPage: 1 })} />
      </div>
      {list.failed ? (
        <EmptyState title={_('rank.load-failed')} icon="alert">
          <Button variant="secondary" size="sm" onClick={list.reload}>
            {_('common.refresh')}
          </Button>
        </EmptyState>
      ) : (
        <GroupRankTable
          gid={gid}
          rows={page?.records ?? []}
          first={(query.currentPage - 1) * query.limit + 1}
          loading={list.loading}
          caption={_(
            type === 'acm' ? 'group-community.rank.acm-caption' : 'group-community.rank.oi-caption',
          )}
        />
      )}
      {page && page.total > 0 && (
        <Pagination
          className="border-t border-slate-100 px-4 py-3"
          total={page.total}
          page={query.currentPage}
          pageSize={query.limit}
          small={phone}
          onPageChange={(currentPage) => update({ currentPage })}
          onPageSizeChange={(limit) => update({ limit, currentPage: 1 })}
        />
      )}
    </div>
  );
}
