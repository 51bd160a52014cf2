import { useLingui } from '@lingui/react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageContainer } from '../../../components/ui/page-container';
import { Pagination } from '../../../components/ui/pagination';
import { Tabs } from '../../../components/ui/tabs';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { RankType } from '../api/get-rank-list';
import { rankQueryFromParams, rankQueryToParams } from '../rank-format';
import { RankChart } from './rank-chart';
import { RankSearch } from './rank-search';
import { RankTable } from './rank-table';
import { useRankList } from '../hooks/use-rank-list';

const paths: Record<RankType, string> = { acm: '/acm-rank', oi: '/oi-rank' };
const titles: Record<RankType, string> = { acm: 'rank.acm-title', oi: 'rank.oi-title' };

/** The chart of the ten best users (page 1 without a search, whatever the table shows). */
function TopTen({ type }: { type: RankType }) {
  const { _ } = useLingui();
  const top = useRankList({ type, currentPage: 1, limit: 10, searchUser: '' });
  const rows = top.page?.records ?? [];
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{_('rank.top-ten')}</h2>
      {rows.length > 0 && <RankChart type={type} rows={rows} />}
      {rows.length === 0 && !top.loading && <EmptyState title={_('rank.empty')} />}
    </Card>
  );
}

/** /acm-rank and /oi-rank: the top-10 chart, a search box and the paged list. */
export function RankPage({ type }: { type: RankType }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const query = rankQueryFromParams(params);
  const list = useRankList({ type, ...query });
  const update = (changes: Partial<typeof query>) =>
    setParams(rankQueryToParams({ ...query, ...changes }));
  const page = list.page;

  return (
    <PageContainer className="space-y-5">
      <h1 className="sr-only">{_(titles[type])}</h1>
      <Tabs
        label={_('nav.rank')}
        value={type}
        onChange={(key) => void navigate(paths[key])}
        items={[
          { key: 'acm', label: _(titles.acm) },
          { key: 'oi', label: _(titles.oi) },
        ]}
      />
      <TopTen type={type} />
      <Card className="overflow-hidden">
        <RankSearch
          value={query.searchUser}
          onSearch={(searchUser) => update({ searchUser, currentPage: 1 })}
        />
        {list.failed ? (
          <EmptyState title={_('rank.load-failed')} icon="alert">
            <Button variant="secondary" size="sm" onClick={list.reload}>
              {_('common.refresh')}
            </Button>
          </EmptyState>
        ) : (
          <RankTable
            type={type}
            rows={page?.records ?? []}
            first={(query.currentPage - 1) * query.limit + 1}
            loading={list.loading}
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
      </Card>
    </PageContainer>
  );
}
