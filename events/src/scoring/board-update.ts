import { awardFor, awardSlots, canWin, type AwardSlot } from './awards.ts';
import { boardRow, cellsOf, shownName } from './board.ts';
import { compareIds, compareTotals, firstSolveOf } from './rank.ts';
import type {
  BoardRow,
  ContestRule,
  RowTotals,
  ScoreState,
  UserProfile,
  ViewKind,
} from './types.ts';

/** Board order: the rule's totals, then uid. */
const rowOrder = (type: ContestRule, a: RowTotals & { uid: string }, b: BoardRow): number =>
  compareTotals(type, a, b) || compareIds(a.uid, b.uid);

/**
 * Where the row with these totals and uid sits in a list in board order (`rankedRows`): found
 * by bisection, so a push finds its few rows without a pass over 10,000. -1 when it is not
 * there (the list is of another state than the totals).
 */
export const rowIndex = (
  rows: readonly BoardRow[],
  type: ContestRule,
  totals: RowTotals,
  uid: string,
): number => {
  const key = { ...totals, uid };
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rowOrder(type, key, rows[mid]!) > 0) lo = mid + 1;
    else hi = mid;
  }
  return rows[lo]?.uid === uid ? lo : -1;
};

/** Lists already counted: a push and every page ask again for the same list. */
const rankedCounts = new WeakMap<readonly BoardRow[], number>();

/** Ranked (non-star) rows of a list from `rankedRows` or `updateRankedRows`. */
export const rankedCountOf = (rows: readonly BoardRow[]): number => {
  let n = rankedCounts.get(rows);
  if (n === undefined) {
    n = 0;
    for (const r of rows) if (!r.star) n += 1;
    rankedCounts.set(rows, n);
  }
  return n;
};

/** Award places of one contest's award levels at two board sizes: only the places can differ. */
const samePlaces = (a: readonly AwardSlot[], b: readonly AwardSlot[]) =>
  a.length === b.length && a.every((s, i) => s.places === b[i]!.places);

/**
 * The indices in `prev` of the changed rows, found by their totals in the state `prev` was
 * rendered from, or by one pass over `prev` without that state (or if it disagrees).
 */
const changedIndices = (
  prev: readonly BoardRow[],
  type: ContestRule,
  kind: ViewKind,
  changed: ReadonlySet<string>,
  before: ScoreState | undefined,
): number[] => {
  const found: number[] = [];
  for (const uid of changed) {
    const old = before?.rows.get(uid);
    if (before && !old?.present) continue;
    const at = old ? rowIndex(prev, type, old[kind], uid) : -1;
    if (at === -1) return prev.flatMap((r, i) => (changed.has(r.uid) ? [i] : []));
    found.push(at);
  }
  return found.sort((a, b) => a - b);
};

/**
 * `rankedRows` after one verdict, from the list before it: only the rows in `changed` (the
 * delta's rows and cells) are rebuilt and put back in their places (found by bisection);
 * every other row keeps its object unless its rank or award moved, and rows ahead of every
 * change are not even looked at while the award places stay. Equal to `rankedRows(state,
 * kind, users)`. With `pids` (the problems of the delta's cells), a changed row keeps its
 * previous cells of every other problem: a cell's first blood needs a pass over the board per
 * problem, and a verdict moves one problem's. With `before` (the state `prev` shows), the
 * changed rows are found without a pass over the list.
 */
export const updateRankedRows = (
  prev: readonly BoardRow[],
  state: ScoreState,
  kind: ViewKind,
  changed: ReadonlySet<string>,
  users: ReadonlyMap<string, UserProfile>,
  pids?: ReadonlySet<string>,
  before?: ScoreState,
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
  const gone = changedIndices(prev, type, kind, changed, before);
  const old = new Map(gone.map((i) => [prev[i]!.uid, prev[i]!]));
  const fresh = [...changed]
    .flatMap((uid) => {
      const row = state.rows.get(uid);
      if (!row?.present) return [];
      const { username, name } = shownName(settings, uid, users.get(uid));
      return [
        boardRow({ uid, username, name }, row[kind], {
          rank: -1,
          star: row.star,
          concerned: false,
          award: null,
          cells: cellsOf(row, kind, first, pids && old.get(uid)?.cells, pids),
        }),
      ];
    })
    .sort((a, b) => rowOrder(type, a, b));
  // The kept rows, in order: `prev` without the changed rows, copied in runs.
  const kept: BoardRow[] = [];
  let from = 0;
  for (const i of gone) {
    for (let k = from; k < i; k++) kept.push(prev[k]!);
    from = i + 1;
  }
  for (let k = from; k < prev.length; k++) kept.push(prev[k]!);
  // Each fresh row goes where bisection puts it among the kept rows.
  const merged: BoardRow[] = [];
  let i = 0;
  let firstMoved = gone[0] ?? prev.length;
  for (const f of fresh) {
    let lo = i;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (rowOrder(type, kept[mid]!, f) <= 0) lo = mid + 1;
      else hi = mid;
    }
    for (; i < lo; i++) merged.push(kept[i]!);
    firstMoved = Math.min(firstMoved, merged.length);
    merged.push(f);
  }
  for (; i < kept.length; i++) merged.push(kept[i]!);
  const rankedCount =
    rankedCountOf(prev) -
    gone.filter((g) => !prev[g]!.star).length +
    fresh.filter((f) => !f.star).length;
  rankedCounts.set(merged, rankedCount);
  const slots = awardSlots(settings.award, rankedCount);
  // Rows ahead of every change keep their ranks; while the award places stay, their awards too.
  const start = samePlaces(slots, awardSlots(settings.award, rankedCountOf(prev))) ? firstMoved : 0;
  let numbered = 0;
  let last: BoardRow | undefined;
  for (let k = 0; k < start; k++)
    if (!merged[k]!.star) {
      numbered += 1;
      last = merged[k];
    }
  let lastRank = last?.rank ?? 0;
  for (let k = start; k < merged.length; k++) {
    const row = merged[k]!;
    let rank = -1;
    if (!row.star) {
      numbered += 1;
      lastRank = last !== undefined && compareTotals(type, last, row) === 0 ? lastRank : numbered;
      rank = lastRank;
      last = row;
    }
    const award = row.star ? null : awardFor(slots, rank, canWin(type, row));
    const same = row.rank === rank && (row.award?.name ?? null) === (award?.name ?? null);
    if (!same)
      merged[k] = boardRow(row, row, {
        rank,
        star: row.star,
        concerned: row.concerned,
        award,
        cells: row.cells,
      });
  }
  return merged;
};
