import { awardFor, awardSlots, canWin } from './awards.ts';
import { compareIds, compareRows, compareTotals, firstSolveOf, firstSolves } from './rank.ts';
import { viewKind } from './seal.ts';
import type {
  Board,
  BoardRow,
  BoardView,
  CellView,
  ContestSettings,
  RowState,
  ScoreState,
  UserProfile,
  ViewKind,
} from './types.ts';

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

const shownName = (settings: ContestSettings, uid: string, p: UserProfile | undefined) => {
  const username = p?.username ?? uid;
  const wanted = settings.rankShowName === 'username' ? username : p?.[settings.rankShowName];
  return { username, name: wanted !== undefined && wanted !== '' ? wanted : username };
};

/**
 * A row's cells in one view. With `kept` (the row's cells before) and `pids`, only those
 * problems' cells are built again; the others are the very same objects as before.
 */
const cellsOf = (
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
    return {
      uid: row.uid,
      ...shownName(settings, row.uid, users.get(row.uid)),
      ...row[kind],
      rank,
      star: row.star,
      concerned: false,
      award: row.star ? null : awardFor(slots, rank, canWin(settings.type, row[kind])),
      cells: o.cells === false ? {} : cellsOf(row, kind, first),
    };
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
    return row ? { ...r, cells: cellsOf(row, kind, first) } : r;
  });
};

/**
 * `rankedRows` after one verdict, from the list before it: only the rows in `changed` (the
 * delta's rows and cells) are rebuilt and merged back in order; every other row keeps its
 * object unless its rank or award moved. Linear in the board, where a fresh render sorts and
 * rebuilds every cell; equal to `rankedRows(state, kind, users)`. With `pids` (the problems of
 * the delta's cells), a changed row keeps its previous cells of every other problem: a cell's
 * first blood needs a pass over the board per problem, and a verdict moves one problem's.
 */
export const updateRankedRows = (
  prev: readonly BoardRow[],
  state: ScoreState,
  kind: ViewKind,
  changed: ReadonlySet<string>,
  users: ReadonlyMap<string, UserProfile>,
  pids?: ReadonlySet<string>,
): BoardRow[] => {
  const { settings } = state;
  const type = settings.type;
  const firsts = new Map<string, number | undefined>();
  const first = {
    get: (pid: string) => {
      if (!firsts.has(pid)) firsts.set(pid, firstSolveOf(state, pid, kind) ?? undefined);
      return firsts.get(pid);
    },
  };
  const order = (a: BoardRow, b: BoardRow) => compareTotals(type, a, b) || compareIds(a.uid, b.uid);
  const before = new Map<string, BoardRow>();
  if (pids) for (const r of prev) if (changed.has(r.uid)) before.set(r.uid, r);
  const fresh = [...changed]
    .flatMap((uid) => {
      const row = state.rows.get(uid);
      if (!row?.present) return [];
      const out: BoardRow = {
        uid,
        ...shownName(settings, uid, users.get(uid)),
        ...row[kind],
        rank: -1,
        star: row.star,
        concerned: false,
        award: null,
        cells: cellsOf(row, kind, first, pids && before.get(uid)?.cells, pids),
      };
      return [out];
    })
    .sort(order);
  const kept = prev.filter((r) => !changed.has(r.uid));
  const merged: BoardRow[] = [];
  let i = 0;
  let j = 0;
  while (i < kept.length || j < fresh.length)
    merged.push(
      j >= fresh.length || (i < kept.length && order(kept[i]!, fresh[j]!) <= 0)
        ? kept[i++]!
        : fresh[j++]!,
    );
  const rankedCount = merged.filter((r) => !r.star).length;
  const slots = awardSlots(settings.award, rankedCount);
  let numbered = 0;
  let last: BoardRow | undefined;
  let lastRank = 0;
  return merged.map((row) => {
    let rank = -1;
    if (!row.star) {
      numbered += 1;
      lastRank = last !== undefined && compareTotals(type, last, row) === 0 ? lastRank : numbered;
      rank = lastRank;
      last = row;
    }
    const award = row.star ? null : awardFor(slots, rank, canWin(type, row));
    const same = row.rank === rank && (row.award?.name ?? null) === (award?.name ?? null);
    return same ? row : { ...row, rank, award };
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
    const out = concerned.has(row.uid) ? { ...row, concerned: true } : row;
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
