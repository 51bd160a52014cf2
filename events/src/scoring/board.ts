import { awardFor, awardSlots, canWin } from './awards.ts';
import { compareIds, compareRows, compareTotals, firstSolves } from './rank.ts';
import { viewKind } from './seal.ts';
import type {
  Board,
  BoardRow,
  BoardView,
  CellView,
  ContestSettings,
  RowState,
  RowTotals,
  ScoreState,
  UserProfile,
  ViewKind,
} from './types.ts';

/**
 * A board row built field by field, in one order: every row then shares one object shape, and
 * a pass over 10,000 of them stays fast (spreads of other objects make rows of many shapes,
 * and copying one by a spread is several times slower).
 */
export const boardRow = (
  who: { uid: string; username: string; name: string },
  t: RowTotals,
  o: Pick<BoardRow, 'rank' | 'star' | 'concerned' | 'award' | 'cells'>,
): BoardRow => ({
  uid: who.uid,
  username: who.username,
  name: who.name,
  solved: t.solved,
  penalty: t.penalty,
  score: t.score,
  time: t.time,
  rank: o.rank,
  star: o.star,
  concerned: o.concerned,
  award: o.award,
  cells: o.cells,
});

/** Ranks in display order: ties share (1, 1, 3), star rows get -1 and take no number. */
const withRanks = (type: ContestSettings['type'], kind: ViewKind, ordered: readonly RowState[]) => {
  const ranks: number[] = [];
  let numbered = 0;
  let last: RowState | undefined;
  let lastRank = 0;
  for (const row of ordered) {
    if (row.star) {
      ranks.push(-1);
      continue;
    }
    numbered += 1;
    const tied = last !== undefined && compareTotals(type, last[kind], row[kind]) === 0;
    lastRank = tied ? lastRank : numbered;
    ranks.push(lastRank);
    last = row;
  }
  return { ranks, rankedCount: numbered };
};

export const shownName = (settings: ContestSettings, uid: string, p: UserProfile | undefined) => {
  const username = p?.username ?? uid;
  const wanted = settings.rankShowName === 'username' ? username : p?.[settings.rankShowName];
  return { username, name: wanted !== undefined && wanted !== '' ? wanted : username };
};

/**
 * A row's cells in one view. With `kept` (the row's cells before) and `pids`, only those
 * problems' cells are built again; the others are the very same objects as before.
 */
export const cellsOf = (
  row: RowState,
  kind: ViewKind,
  first: { get(pid: string): number | undefined },
  kept?: Readonly<Record<string, CellView>>,
  pids?: ReadonlySet<string>,
) =>
  // fromEntries defines keys, so a display id such as "__proto__" stays an ordinary key.
  Object.fromEntries(
    [...row.cells.values()]
      // A cell holding only unjudged submissions has nothing to show in any view.
      .filter((cell) => cell[kind].tries > 0 || cell[kind].pending > 0)
      .sort((a, b) => compareIds(a.pid, b.pid))
      .map((cell): [string, CellView] => {
        const same = kept && pids && !pids.has(cell.pid) ? kept[cell.pid] : undefined;
        if (same && Object.hasOwn(kept!, cell.pid)) return [cell.pid, same];
        const c = cell[kind];
        return [
          cell.pid,
          { ...c, firstBlood: c.solvedAt !== null && c.solvedAt === first.get(cell.pid) },
        ];
      }),
  );

/**
 * Search runs on what the viewer can already see: username, the shown name and school (a
 * real name is searchable only where the board shows real names).
 */
const matches = (row: BoardRow, school: string | undefined, keyword: string): boolean => {
  const k = keyword.trim().toLowerCase();
  if (k === '') return true;
  return [row.username, row.name, school ?? ''].some((s) => s.toLowerCase().includes(k));
};

/**
 * Every present row of one view in board order with its rank and award: what removeStar,
 * following and search then pick from, so none of those ever changes a rank or an award.
 * `users` gives the names; the result depends on nothing else, so a server may cache it.
 */
export const rankedRows = (
  state: ScoreState,
  kind: ViewKind,
  users: ReadonlyMap<string, UserProfile>,
  o: { cells?: boolean } = {},
): BoardRow[] => {
  const { settings } = state;
  const ordered = [...state.rows.values()]
    .filter((r) => r.present)
    .sort(compareRows(settings.type, kind));
  const { ranks, rankedCount } = withRanks(settings.type, kind, ordered);
  const slots = awardSlots(settings.award, rankedCount);
  // Without cells (`o.cells` false) a caller showing one page fills them in with `withCells`.
  const first = o.cells === false ? new Map<string, number>() : firstSolves(state, kind);
  return ordered.map((row, i): BoardRow => {
    const rank = ranks[i] ?? -1;
    const { username, name } = shownName(settings, row.uid, users.get(row.uid));
    return boardRow({ uid: row.uid, username, name }, row[kind], {
      rank,
      star: row.star,
      concerned: false,
      award: row.star ? null : awardFor(slots, rank, canWin(settings.type, row[kind])),
      cells: o.cells === false ? {} : cellsOf(row, kind, first),
    });
  });
};

/**
 * Rows of `rankedRows(..., { cells: false })` with their cells: a board rendered once for one
 * page (time travel) builds the cells of that page's rows only, not of every row.
 */
export const withCells = (
  state: ScoreState,
  kind: ViewKind,
  rows: readonly BoardRow[],
): BoardRow[] => {
  const first = firstSolves(state, kind);
  return rows.map((r) => {
    const row = state.rows.get(r.uid);
    return row
      ? boardRow(r, r, {
          rank: r.rank,
          star: r.star,
          concerned: r.concerned,
          award: r.award,
          cells: cellsOf(row, kind, first),
        })
      : r;
  });
};

/** One viewer's pick of ranked rows: removeStar, search, then followed rows pinned first. */
export const pickRows = (
  rows: readonly BoardRow[],
  view: Pick<BoardView, 'removeStar' | 'concernedUids' | 'keyword' | 'users'>,
): readonly BoardRow[] => {
  // The common case (no filter, nobody followed) is the ranked list itself: no copy.
  if (!view.removeStar && view.keyword.trim() === '' && view.concernedUids.length === 0)
    return rows;
  const concerned = new Set(view.concernedUids);
  const picked = rows.flatMap((row): BoardRow[] => {
    if (view.removeStar && row.star) return [];
    const out = concerned.has(row.uid)
      ? boardRow(row, row, {
          rank: row.rank,
          star: row.star,
          concerned: true,
          award: row.award,
          cells: row.cells,
        })
      : row;
    return matches(out, view.users.get(row.uid)?.school, view.keyword) ? [out] : [];
  });
  // Followed rows move to the top in their board order; their rank stays the real one.
  return [...picked.filter((r) => r.concerned), ...picked.filter((r) => !r.concerned)];
};

/** The board one viewer sees. */
export const board = (state: ScoreState, view: BoardView): Board => {
  const kind = viewKind(state.settings, state.rules, view);
  return {
    sealed: kind === 'sealed',
    rows: [...pickRows(rankedRows(state, kind, view.users), view)],
  };
};
