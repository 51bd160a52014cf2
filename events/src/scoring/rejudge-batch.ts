import { emptyCell } from './acm.ts';
import { applyVerdict } from './apply.ts';
import { compareIds, firstSolveOf, rankedTotals } from './rank.ts';
import type {
  CellChange,
  CellResult,
  CellView,
  RowChange,
  RowTotals,
  ScoreDelta,
  ScoreState,
  ScoredSubmission,
  ViewKind,
} from './types.ts';

const views: readonly ViewKind[] = ['live', 'sealed'];

const asView = (c: CellResult, first: number | null): CellView => ({
  ...c,
  firstBlood: c.solvedAt !== null && c.solvedAt === first,
});

const sameCell = (a: CellView, b: CellView) =>
  (Object.keys(a) as (keyof CellView)[]).every((k) => a[k] === b[k]);

const sameTotals = (a: RowTotals, b: RowTotals) =>
  a.solved === b.solved && a.penalty === b.penalty && a.score === b.score && a.time === b.time;

const rowChange = (prev: ScoreState, next: ScoreState, uid: string): RowChange[] => {
  const old = prev.rows.get(uid);
  const row = next.rows.get(uid);
  if (row === undefined || !row.present) return old?.present ? [{ uid, present: false }] : [];
  if (old?.present && views.every((k) => sameTotals(old[k], row[k]))) return [];
  const live = rankedTotals(next, uid, 'live');
  const sealed = rankedTotals(next, uid, 'sealed');
  return [{ uid, present: true, star: row.star, live, sealed }];
};

/**
 * Many verdicts folded in as one change (a rejudge applied or undone): the board after all of
 * them and one delta from the board before to the board after, so a server pushes once. Each
 * verdict's own delta names the cells and rows it touched; the merged delta re-derives those
 * from the final board, so a first blood handed on twice is reported once, as it ends up.
 * The final board equals applying the verdicts one by one.
 */
export const applyVerdicts = (
  state: ScoreState,
  subs: readonly ScoredSubmission[],
): { state: ScoreState; delta: ScoreDelta } => {
  let next = state;
  const rowUids = new Set<string>();
  const cellKeys = new Map<string, { uid: string; pid: string }>();
  for (const s of subs) {
    const step = applyVerdict(next, s);
    next = step.state;
    for (const r of step.delta.rows) rowUids.add(r.uid);
    for (const c of step.delta.cells) cellKeys.set(`${c.uid}\u0000${c.pid}`, c);
  }
  const rows = [...rowUids].sort(compareIds).flatMap((uid) => rowChange(state, next, uid));
  const firsts = new Map<string, Record<'before' | 'after', Record<ViewKind, number | null>>>();
  const firstOf = (pid: string) => {
    let f = firsts.get(pid);
    if (!f) {
      const of = (s: ScoreState) => ({
        live: firstSolveOf(s, pid, 'live'),
        sealed: firstSolveOf(s, pid, 'sealed'),
      });
      f = { before: of(state), after: of(next) };
      firsts.set(pid, f);
    }
    return f;
  };
  const cells: CellChange[] = [];
  for (const { uid, pid } of [...cellKeys.values()].sort(
    (a, b) => compareIds(a.pid, b.pid) || compareIds(a.uid, b.uid),
  )) {
    const cell = next.rows.get(uid)?.cells.get(pid);
    if (cell === undefined) continue;
    const f = firstOf(pid);
    const old = state.rows.get(uid)?.cells.get(pid) ?? { live: emptyCell, sealed: emptyCell };
    const live = asView(cell.live, f.after.live);
    const sealed = asView(cell.sealed, f.after.sealed);
    if (
      sameCell(asView(old.live, f.before.live), live) &&
      sameCell(asView(old.sealed, f.before.sealed), sealed)
    )
      continue;
    cells.push({ uid, pid, live, sealed });
  }
  return { state: next, delta: { rows, cells } };
};
