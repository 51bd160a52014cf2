import { useLingui } from '@lingui/react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { describeApiError } from '../../../lib/api-error-message';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { BOARD_PAGE_SIZES, type BoardProblem, type BoardSource } from '../api/types';
import { boardQueryFromParams, boardQueryToParams, type BoardUrlQuery } from '../board-query';
import { loadFollowed, toggleFollowed } from '../followed-users';
import { useScoreboard } from '../hooks/use-scoreboard';
import { BoardControls } from './board-controls';
import { ScoreboardTable, type BoardRule } from './scoreboard-table';

export interface ScoreboardPanelProps {
  cid: number;
  source: BoardSource;
  rule: BoardRule;
  problems: readonly BoardProblem[];
  /** The contest is over (by the server's clock): no polling, auto-refresh disabled. */
  ended: boolean;
  endTime: number;
  /** The viewer manages the contest: the force-refresh switch shows before the socket says so. */
  isAdmin: boolean;
}

const storage = () => window.localStorage;

/**
 * A contest's scoreboard with its controls: search and page in the URL query, the switches
 * in the page, followed users in localStorage, rows kept current by socket pushes.
 */
export function ScoreboardPanel({
  cid,
  source,
  rule,
  problems,
  ended,
  endTime,
  isAdmin,
}: ScoreboardPanelProps) {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const query = boardQueryFromParams(params);
  const [showStars, setShowStars] = useState(true);
  const [forceRefresh, setForceRefresh] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [followed, setFollowed] = useState(() => loadFollowed(storage(), cid));
  const onToggleFollow = useCallback(
    (uid: string) => setFollowed(toggleFollowed(storage(), cid, uid)),
    [cid],
  );
  const followedSet = useMemo(() => new Set(followed), [followed]);
  const update = (changes: Partial<BoardUrlQuery>) =>
    setParams(boardQueryToParams({ ...query, ...changes }, params));

  const board = useScoreboard({
    cid,
    source,
    request: {
      ...query,
      removeStar: !showStars,
      forceRefresh,
      concernedList: [...followed].sort(),
    },
    autoRefresh,
    ended,
    endTime,
    isAdmin,
    onLoadFailed: () => setAutoRefresh(false),
  });
  const page = board.page;
  const scope = JSON.stringify([cid, query, showStars, forceRefresh, followed]);

  return (
    <div data-testid="scoreboard" data-sealed={page?.sealed ? 'true' : 'false'}>
      <BoardControls
        keyword={query.keyword}
        onSearch={(keyword) => update({ keyword, currentPage: 1 })}
        showStars={showStars}
        onShowStars={setShowStars}
        canForceRefresh={board.admin}
        forceRefresh={forceRefresh}
        onForceRefresh={setForceRefresh}
        autoRefresh={autoRefresh}
        onAutoRefresh={setAutoRefresh}
        ended={ended}
        connection={board.connection}
      />
      {page?.sealed && (
        <p
          role="status"
          data-testid="board-frozen"
          className="flex items-start gap-2 border-b border-sky-100 bg-sky-50 px-4 py-2.5 text-sm text-sky-800"
        >
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          {_('scoreboard.frozen')}
        </p>
      )}
      {board.error !== null && page !== null && (
        <p
          role="alert"
          className="flex items-center gap-3 border-b border-red-100 bg-red-50 px-4 py-2 text-sm text-red-700"
        >
          {describeApiError(board.error)}
          <Button variant="link" size="sm" onClick={board.reload}>
            {_('common.refresh')}
          </Button>
        </p>
      )}
      {board.error !== null && page === null ? (
        <EmptyState title={describeApiError(board.error)} icon="alert">
          <Button variant="secondary" size="sm" onClick={board.reload}>
            {_('common.refresh')}
          </Button>
        </EmptyState>
      ) : (
        <ScoreboardTable
          rule={rule}
          rows={page?.records ?? []}
          problems={problems}
          followed={followedSet}
          onToggleFollow={onToggleFollow}
          loading={board.loading}
          flash={board.flash}
          scope={scope}
        />
      )}
      {page && page.total > 0 && (
        <Pagination
          className="border-t border-slate-100 px-4 py-3"
          total={page.total}
          page={query.currentPage}
          pageSize={query.limit}
          pageSizes={BOARD_PAGE_SIZES}
          small={phone}
          onPageChange={(currentPage) => update({ currentPage })}
          onPageSizeChange={(limit) => update({ limit, currentPage: 1 })}
        />
      )}
    </div>
  );
}
