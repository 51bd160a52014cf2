import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { describeApiError } from '../../../lib/api-error-message';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { BOARD_PAGE_SIZES, DEFAULT_BOARD_PAGE_SIZE, type BoardProblem } from '../api/types';
import { useServerClock } from '../hooks/use-server-clock';
import { useVirtualBoard } from '../hooks/use-virtual-board';
import { ScoreboardTable, type BoardRule } from './scoreboard-table';

const clock = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
};

const none = new Set<string>();

/** The run's clock and the board of everyone else at the same elapsed second. */
export function VirtualRunBoard(p: {
  cid: number;
  rule: BoardRule;
  problems: readonly BoardProblem[];
  startedAt: string;
  serverNow: string;
}) {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_BOARD_PAGE_SIZE);
  const board = useVirtualBoard(p.cid, page, limit);
  const data = board.data;
  const duration = data?.duration ?? 0;
  const now = useServerClock(p.serverNow, data === undefined || data.elapsed < duration);
  const elapsed = Math.min((now - Date.parse(p.startedAt)) / 1000, duration);
  const over = data !== undefined && elapsed >= duration;
  return (
    <div data-testid="virtual-board">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-100 px-4 py-3">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-medium text-violet-700">
          <Icon name="play" className="size-3.5" />
          {_('virtual.badge')}
        </span>
        <span className="font-mono text-sm text-slate-700 tabular-nums" data-testid="virtual-clock">
          {clock(elapsed)} / {clock(duration)}
        </span>
        <div className="h-1.5 min-w-24 flex-1 overflow-hidden rounded-full bg-slate-100">
          <div
            className="h-full bg-violet-500 transition-[width]"
            style={{ width: `${duration > 0 ? (100 * elapsed) / duration : 0}%` }}
          />
        </div>
        <span className="text-xs text-slate-500">
          {over ? _('virtual.over') : _('virtual.hint')}
        </span>
      </div>
      {data?.sealed && (
        <p className="flex items-start gap-2 border-b border-sky-100 bg-sky-50 px-4 py-2.5 text-sm text-sky-800">
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          {_('scoreboard.frozen')}
        </p>
      )}
      {board.failed && data === undefined ? (
        <EmptyState title={describeApiError(board.error)} icon="alert">
          <Button variant="secondary" size="sm" onClick={board.reload}>
            {_('common.refresh')}
          </Button>
        </EmptyState>
      ) : (
        <ScoreboardTable
          rule={p.rule}
          rows={data?.records ?? []}
          problems={p.problems}
          followed={none}
          onToggleFollow={() => undefined}
          loading={board.loading && data === undefined}
          flash={board.flash}
          scope={`${p.cid}:${page}:${limit}`}
        />
      )}
      {data && data.total > 0 && (
        <Pagination
          className="border-t border-slate-100 px-4 py-3"
          total={data.total}
          page={page}
          pageSize={limit}
          pageSizes={BOARD_PAGE_SIZES}
          small={phone}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setLimit(size);
            setPage(1);
          }}
        />
      )}
    </div>
  );
}
