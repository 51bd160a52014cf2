import {
  historyAt,
  historyBoard,
  judgingCells,
  pickRows,
  rowDto,
  withCells,
  type BoardPage,
  type HistoryAudience,
} from '@oj/events/scoring';
import type { ContestHistory } from './board-histories.ts';

export interface HistoryQuery {
  /** Seconds from the contest's start. */
  atTime: number;
  view: HistoryAudience;
  removeStar: boolean;
  keyword: string;
  concernedUids: readonly string[];
  current: number;
  limit: number;
}

/** A board page of the past, with the instant it shows and the cells then waiting for a verdict. */
export interface HistoryPage extends BoardPage {
  atTime: number;
  view: HistoryAudience;
  /**
   * Admin view: per user on the page, per display id, submissions still being judged at that
   * instant (the public board never showed those). Empty for the public view.
   */
  judging: Record<string, Record<string, number>>;
}

/**
 * One page of the board as `q.view`'s audience saw it `q.atTime` seconds into the contest: the
 * log folded up to then, the seal as it stood then, ranks and awards of that moment.
 */
export const historyPage = ({ history, users }: ContestHistory, q: HistoryQuery): HistoryPage => {
  const at = history.settings.startTime + q.atTime * 1000;
  const state = historyAt(history, { at });
  // Ranks and awards need every row; cells only the page's rows.
  const { kind, rows } = historyBoard(state, q.view, at, users, { cells: false });
  const picked = pickRows(rows, { ...q, users });
  const from = (q.current - 1) * q.limit;
  const page = withCells(state, kind, picked.slice(from, from + q.limit));
  const waiting = q.view === 'admin' ? judgingCells(state) : new Map<string, Map<string, number>>();
  return {
    records: page.map((r) => rowDto(history.settings.type, r, users.get(r.uid))),
    total: picked.length,
    current: q.current,
    size: q.limit,
    sealed: kind === 'sealed',
    rankedCount: rows.filter((r) => !r.star).length,
    atTime: q.atTime,
    view: q.view,
    judging: Object.fromEntries(
      page.flatMap((r) => {
        const cells = waiting.get(r.uid);
        return cells ? [[r.uid, Object.fromEntries(cells)]] : [];
      }),
    ),
  };
};
