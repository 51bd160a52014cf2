import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchForm } from '../../../components/ui/search-form';
import { Pagination } from '../../../components/ui/pagination';
import { describeApiError } from '../../../lib/api-error-message';
import { userInfoAtom } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useResource } from '../../../lib/use-resource';
import { getTrainingProblemList } from '../api/get-training-problem-list';
import { getTrainingRank, TRAINING_RANK_PAGE_SIZE } from '../api/get-training-rank';
import type { TrainingProblem, TrainingRankRow } from '../api/types';
import { useLiveRefresh } from '../hooks/use-training-socket';
import { useTraining, type TrainingPaths } from '../training-context';
import { ProblemCell, RankCard, UserCell } from './rank-cells';

type Translate = (id: string, values?: Record<string, unknown>) => string;

function columnsOf(
  _: Translate,
  o: {
    paths: TrainingPaths;
    offset: number;
    me: string | undefined;
    isAdmin: boolean;
    problems: TrainingProblem[];
  },
): Column<TrainingRankRow>[] {
  return [
    {
      key: 'seq',
      header: '#',
      cell: (_row, index) => (
        <span className="text-slate-500 tabular-nums">{o.offset + index + 1}</span>
      ),
      className: 'w-12 text-center',
      sticky: 'md',
    },
    {
      key: 'user',
      header: _('training.rank.col-user'),
      cell: (r) => <UserCell row={r} own={r.uid === o.me} />,
      className: 'w-56 min-w-48',
      sticky: 'md',
      stickyLeft: 48,
    },
    ...(o.isAdmin
      ? [
          {
            key: 'realname',
            header: _('training.rank.col-realname'),
            cell: (r: TrainingRankRow) => r.realname ?? '',
            className: 'w-28',
          },
        ]
      : []),
    {
      key: 'ac',
      header: _('training.rank.col-ac'),
      cell: (r) => (
        <Link
          to={o.paths.status(r.username)}
          className="inline-flex flex-col items-center leading-tight"
        >
          <span className="text-base font-semibold text-primary-600 tabular-nums">{r.ac}</span>
          <span className="text-[11px] text-slate-500 tabular-nums">({r.totalRunTime}ms)</span>
        </Link>
      ),
      className: 'w-24 text-center',
    },
    ...o.problems.map((p) => ({
      key: `p-${p.pid}`,
      header: (
        <Link
          to={o.paths.problem(p.problemId)}
          title={p.title}
          className="font-mono normal-case hover:text-primary-600"
        >
          {p.problemId}
        </Link>
      ),
      cell: (r: TrainingRankRow) => <ProblemCell row={r} problem={p} paths={o.paths} />,
      className: 'min-w-20 text-center',
    })),
  ];
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (k: string) => void }) {
  const { _ } = useLingui();
  const [keyword, setKeyword] = useState(initial);
  const submit = () => {
    onSearch(keyword.trim());
  };
  return (
    <SearchForm
      value={keyword}
      onValueChange={setKeyword}
      onSearch={submit}
      label={_('training.rank.search')}
      buttonLabel={_('training.filter.search')}
      className="mx-auto w-full max-w-md"
    />
  );
}

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * The rank tab: 30 members a page by solved count then total run time, with a keyword
 * search (both in the URL). A push on `training:<tid>` fetches the page again.
 */
export function TrainingRank() {
  const { _ } = useLingui();
  const { training, isAdmin, paths } = useTraining();
  const tid = training.id;
  const phone = useMediaQuery(PHONE_QUERY);
  const me = useAtomValue(userInfoAtom)?.uid;
  const [params, setParams] = useSearchParams();
  const currentPage = pageOf(params.get('currentPage'));
  const keyword = (params.get('keyword') ?? '').trim();
  const problems = useResource(`training-problems:${tid}`, (signal) =>
    getTrainingProblemList(tid, signal),
  );
  const rank = useResource(`training-rank:${tid}:${currentPage}:${keyword}`, (signal) =>
    getTrainingRank({ tid, currentPage, keyword }, signal),
  );
  useLiveRefresh(tid, () => rank.reload());

  const go = (page: number, nextKeyword = keyword) => {
    const next = new URLSearchParams();
    if (nextKeyword) next.set('keyword', nextKeyword);
    if (page > 1) next.set('currentPage', String(page));
    setParams(next);
  };
  const t: Translate = (id, values) => _(id, values);
  const page = rank.data;

  return (
    <div className="space-y-3 p-3 sm:p-4">
      <SearchBox key={keyword} initial={keyword} onSearch={(k) => go(1, k)} />
      {rank.failed && !rank.loading && !page ? (
        <EmptyState title={describeApiError(rank.error)} icon="alert">
          <Button variant="secondary" size="sm" onClick={rank.reload}>
            {_('common.refresh')}
          </Button>
        </EmptyState>
      ) : (
        <DataTable
          columns={columnsOf(t, {
            paths,
            offset: (currentPage - 1) * TRAINING_RANK_PAGE_SIZE,
            me,
            isAdmin,
            problems: problems.data ?? [],
          })}
          rows={page?.records ?? []}
          rowKey={(r) => r.uid}
          rowClassName={(r) => (r.uid === me ? 'bg-amber-50/70' : undefined)}
          rowProps={(r) => ({ 'data-uid': r.uid })}
          card={(r, index) => (
            <RankCard
              row={r}
              position={(currentPage - 1) * TRAINING_RANK_PAGE_SIZE + index + 1}
              own={r.uid === me}
              problems={problems.data ?? []}
              paths={paths}
            />
          )}
          empty={_('training.rank.empty')}
          loading={rank.loading && !page}
          minWidth={480 + (problems.data?.length ?? 0) * 80}
          caption={_('training.tab.rank')}
        />
      )}
      {page && page.total > TRAINING_RANK_PAGE_SIZE && (
        <Pagination
          total={page.total}
          page={currentPage}
          pageSize={TRAINING_RANK_PAGE_SIZE}
          small={phone}
          onPageChange={(p) => go(p)}
        />
      )}
    </div>
  );
}
