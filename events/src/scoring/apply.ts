import { emptyCell } from './acm.ts';
import { bySubmitOrder, buildCell, buildRow, counts, deriveRules } from './row.ts';
import { rowsWith } from './row-map.ts';
import { compareIds, firstSolveOf, inheritFirsts, rankedTotals, rememberFirst } from './rank.ts';
import type {
  CellChange,
  CellResult,
  CellView,
  ContestSettings,
  RowChange,
  RowTotals,
  ScoreDelta,
  ScoreState,
  ScoredSubmission,
  ViewKind,
} from './types.ts';

/** An empty board for a contest. */
export const initialState = (settings: ContestSettings): ScoreState => ({
  settings,
  rules: deriveRules(settings),
  rows: new Map(),
});

/** The cell's submissions with this version of `s` in its submit-order place. */
const withSubmission = (subs: readonly ScoredSubmission[], s: ScoredSubmission) => {
  const rest = subs.filter((x) => x.submitId !== s.submitId);
  const at = rest.findIndex((x) => bySubmitOrder(s, x) < 0);
  return at === -1 ? [...rest, s] : [...rest.slice(0, at), s, ...rest.slice(at)];
};

/**
 * Folds one verdict (new, rejudged, or back to pending) into the board. Only the user's cell
 * is re-derived from its own submissions and only that row is re-summed; the returned delta
 * names what changed for both views. A submission's uid, pid and submitTime never change.
 */
export const applyVerdict = (
  state: ScoreState,
  s: ScoredSubmission,
): { state: ScoreState; delta: ScoreDelta } => {
  const { settings, rules } = state;
  if (!counts(settings, rules, s)) return { state, delta: { rows: [], cells: [] } };
  const prevRow = state.rows.get(s.uid);
  const subs = withSubmission(prevRow?.cells.get(s.pid)?.subs ?? [], s);
  const cells = new Map(prevRow?.cells).set(s.pid, buildCell(settings, rules, s.pid, subs));
  const { rows, handedOn } = rowsWith(state, s.uid, buildRow(settings, rules, s.uid, cells));
  const next: ScoreState = { ...state, rows };
  handedOn(next);
  inheritFirsts(state, next, s.pid);
  for (const kind of ['live', 'sealed'] as const) {
    const at = firstAfter(state, next, s, kind);
    if (at !== undefined) rememberFirst(next, s.pid, kind, at);
  }
  return {
    state: next,
    delta: {
      rows: rowChanges(state, next, s.uid),
      cells: cellChanges(state, next, s.pid, s.uid),
    },
  };
};

/**
 * The problem's first solve after one verdict, from the one before: the judged cell's solve if
 * it is earlier, else unchanged, unless the judged cell held the first and lost it (undefined:
 * then only a pass over the board can tell).
 */
const firstAfter = (
  prev: ScoreState,
  next: ScoreState,
  s: ScoredSubmission,
  kind: ViewKind,
): number | null | undefined => {
  if (prev.settings.type !== 'ACM') return null;
  const before = firstSolveOf(prev, s.pid, kind);
  const oldAt = prev.rows.get(s.uid)?.cells.get(s.pid)?.[kind].solvedAt ?? null;
  const newAt = next.rows.get(s.uid)?.cells.get(s.pid)?.[kind].solvedAt ?? null;
  if (newAt !== null && (before === null || newAt <= before)) return newAt;
  return oldAt !== null && oldAt === before && newAt !== oldAt ? undefined : before;
};

const asView = (c: CellResult, first: number | null): CellView => ({
  ...c,
  firstBlood: c.solvedAt !== null && c.solvedAt === first,
});

const sameCell = (a: CellView, b: CellView): boolean =>
  (Object.keys(a) as (keyof CellView)[]).every((k) => a[k] === b[k]);

const sameTotals = (a: RowTotals, b: RowTotals): boolean =>
  a.solved === b.solved && a.penalty === b.penalty && a.score === b.score && a.time === b.time;

const firsts = (state: ScoreState, pid: string): Record<ViewKind, number | null> => ({
  live: firstSolveOf(state, pid, 'live'),
  sealed: firstSolveOf(state, pid, 'sealed'),
});

/**
 * Cells of the verdict's problem whose view changed: the judged cell, plus any cell that
 * gained or lost first blood because the earliest solve moved. Only cells solved at the old
 * or the new first second can have done so, so a board of any size checks a handful of cells.
 */
const cellChanges = (
  prev: ScoreState,
  next: ScoreState,
  pid: string,
  judged: string,
): CellChange[] => {
  const before = firsts(prev, pid);
  const after = firsts(next, pid);
  const candidates = new Set([judged]);
  if (before.live !== after.live || before.sealed !== after.sealed)
    for (const [uid, row] of next.rows) {
      const cell = row.cells.get(pid);
      if (cell === undefined) continue;
      const { live, sealed } = cell;
      const near = (at: number | null, a: number | null, b: number | null) =>
        at !== null && (at === a || at === b);
      if (near(live.solvedAt, before.live, after.live)) candidates.add(uid);
      if (near(sealed.solvedAt, before.sealed, after.sealed)) candidates.add(uid);
    }
  const changes: CellChange[] = [];
  for (const uid of candidates) {
    const cell = next.rows.get(uid)?.cells.get(pid);
    if (cell === undefined) continue;
    const live = asView(cell.live, after.live);
    const sealed = asView(cell.sealed, after.sealed);
    // A cell seen for the first time compares with an empty one: a pending-only cell is no news.
    const old = prev.rows.get(uid)?.cells.get(pid) ?? { live: emptyCell, sealed: emptyCell };
    const same =
      sameCell(asView(old.live, before.live), live) &&
      sameCell(asView(old.sealed, before.sealed), sealed);
    if (same) continue;
    changes.push({ uid, pid, live, sealed });
  }
  return changes.sort((a, b) => compareIds(a.uid, b.uid));
};

/** The verdict's row, when its totals or its presence changed, with its new ranks. */
const rowChanges = (prev: ScoreState, next: ScoreState, uid: string): RowChange[] => {
  const old = prev.rows.get(uid);
  const row = next.rows.get(uid);
  if (row === undefined || !row.present) return old?.present ? [{ uid, present: false }] : [];
  if (old?.present && sameTotals(old.live, row.live) && sameTotals(old.sealed, row.sealed))
    return [];
  return [
    {
      uid,
      present: true,
      star: row.star,
      live: rankedTotals(next, uid, 'live'),
      sealed: rankedTotals(next, uid, 'sealed'),
    },
  ];
};

/**
 * The part of a delta one view shows: rows whose totals or presence changed in that view and
 * cells whose view (first blood included) changed, compared with the view before the verdict.
 * `applyVerdict`'s delta names what changed in either view; pushing that whole to the public
 * would tell watchers of a sealed board that a frozen run was judged, rejudged or moved a
 * first blood, even though their board shows none of it.
 */
export const viewDelta = (
  prev: ScoreState,
  next: ScoreState,
  delta: ScoreDelta,
  kind: ViewKind,
): ScoreDelta => {
  const rows = delta.rows.filter((change) => {
    const old = prev.rows.get(change.uid);
    const row = next.rows.get(change.uid);
    if (!change.present || !old?.present || row === undefined) return true;
    return !sameTotals(old[kind], row[kind]);
  });
  const firstBefore = new Map<string, number | null>();
  const cells = delta.cells.filter((c) => {
    if (!firstBefore.has(c.pid)) firstBefore.set(c.pid, firstSolveOf(prev, c.pid, kind));
    const old = prev.rows.get(c.uid)?.cells.get(c.pid)?.[kind] ?? emptyCell;
    return !sameCell(asView(old, firstBefore.get(c.pid) ?? null), c[kind]);
  });
  return { rows, cells };
};
