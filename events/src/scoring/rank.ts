import { compareAcm } from './acm.ts';
import { compareOi } from './oi.ts';
import type {
  ContestRule,
  RankedTotals,
  RowState,
  RowTotals,
  ScoreState,
  ViewKind,
} from './types.ts';

/** The rule's order without tie-break; 0 means the two rows share a rank. */
export const compareTotals = (type: ContestRule, a: RowTotals, b: RowTotals): number =>
  type === 'ACM' ? compareAcm(a, b) : compareOi(a, b);

/**
 * Code-unit order, not localeCompare: the order of tied rows and of cells must be the same on
 * every machine and never depend on storage or arrival order.
 */
export const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Display order: the rule, then uid. */
export const compareRows = (type: ContestRule, kind: ViewKind) => (a: RowState, b: RowState) =>
  compareTotals(type, a[kind], b[kind]) || compareIds(a.uid, b.uid);

/**
 * A row's rank in one view: 1 + the ranked rows strictly ahead of it, so ties share a rank
 * (1, 1, 3) and star rows (-1) take no number. Linear: a verdict never re-sorts the board.
 */
export const rankOf = (state: ScoreState, uid: string, kind: ViewKind): number => {
  const row = state.rows.get(uid);
  if (row === undefined || !row.present || row.star) return -1;
  let ahead = 0;
  for (const other of state.rows.values()) {
    if (!other.present || other.star) continue;
    if (compareTotals(state.settings.type, other[kind], row[kind]) < 0) ahead += 1;
  }
  return ahead + 1;
};

/**
 * A row's totals in one view with its rank, worked out (one pass over the board) only when
 * read: a server pushing the ranked rows it keeps never reads it, and a board of 10,000 rows
 * would pay two passes per verdict for it.
 */
export const rankedTotals = (state: ScoreState, uid: string, kind: ViewKind): RankedTotals => {
  const row = state.rows.get(uid)!;
  let rank: number | undefined;
  return Object.defineProperty({ ...row[kind] }, 'rank', {
    enumerable: true,
    get: () => (rank ??= rankOf(state, uid, kind)),
  }) as RankedTotals;
};

/**
 * Earliest solve second per problem in one view (ACM only: OI has no first blood). Star rows
 * are included: the contract names no exception, and removeStar only hides rows.
 */
export const firstSolves = (state: ScoreState, kind: ViewKind): ReadonlyMap<string, number> => {
  const first = new Map<string, number>();
  if (state.settings.type !== 'ACM') return first;
  for (const row of state.rows.values()) {
    for (const cell of row.cells.values()) {
      const at = cell[kind].solvedAt;
      const best = first.get(cell.pid);
      if (at !== null && (best === undefined || at < best)) first.set(cell.pid, at);
    }
  }
  return first;
};

/**
 * First solves already known of states `applyVerdict` made (their rows are theirs alone and
 * never change): a verdict then finds its problem's first solve without a pass over the board,
 * and the next verdict inherits every other problem's.
 */
const knownFirsts = new WeakMap<ScoreState, Map<string, number | null>>();
const firstKey = (pid: string, kind: ViewKind) => `${kind}\u0000${pid}`;

/** Marks `next` (made from `prev` by one verdict on `pid`) as memoising its first solves. */
export const inheritFirsts = (prev: ScoreState, next: ScoreState, pid: string): void => {
  const known = new Map(knownFirsts.get(prev));
  known.delete(firstKey(pid, 'live'));
  known.delete(firstKey(pid, 'sealed'));
  knownFirsts.set(next, known);
};

/** Records a first solve of a state marked by `inheritFirsts` (no-op for other states). */
export const rememberFirst = (
  state: ScoreState,
  pid: string,
  kind: ViewKind,
  at: number | null,
): void => void knownFirsts.get(state)?.set(firstKey(pid, kind), at);

/** The same for one problem, in one pass over the rows (what a single verdict needs). */
export const firstSolveOf = (state: ScoreState, pid: string, kind: ViewKind): number | null => {
  if (state.settings.type !== 'ACM') return null;
  const known = knownFirsts.get(state)?.get(firstKey(pid, kind));
  if (known !== undefined) return known;
  let first: number | null = null;
  for (const row of state.rows.values()) {
    const at = row.cells.get(pid)?.[kind].solvedAt ?? null;
    if (at !== null && (first === null || at < first)) first = at;
  }
  rememberFirst(state, pid, kind, first);
  return first;
};
