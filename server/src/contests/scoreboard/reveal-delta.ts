import {
  cellKey,
  rankOf,
  revealCells,
  type CellChange,
  type CellResult,
  type CellView,
  type ScoreDelta,
  type ScoreState,
  type ViewKind,
} from '@oj/events/scoring';

const firstOf = (state: ScoreState, pid: string, kind: ViewKind): number | null => {
  if (state.settings.type !== 'ACM') return null;
  let first: number | null = null;
  for (const row of state.rows.values()) {
    const at = row.cells.get(pid)?.[kind].solvedAt ?? null;
    if (at !== null && (first === null || at < first)) first = at;
  }
  return first;
};

const asView = (c: CellResult, first: number | null): CellView => ({
  ...c,
  firstBlood: c.solvedAt !== null && c.solvedAt === first,
});

/**
 * What may have changed on a board where one cell (`uid`, `pid`) changed: that row (with its
 * new ranks) and every cell of the problem, since first blood may move to or from any of them.
 * Both views are named as they are now; `scoreboardChange` keeps what one view shows differently.
 */
export const cellDelta = (after: ScoreState, uid: string, pid: string): ScoreDelta => {
  const row = after.rows.get(uid);
  const rows: ScoreDelta['rows'] =
    row === undefined || !row.present
      ? [{ uid, present: false }]
      : [
          {
            uid,
            present: true,
            star: row.star,
            live: { ...row.live, rank: rankOf(after, uid, 'live') },
            sealed: { ...row.sealed, rank: rankOf(after, uid, 'sealed') },
          },
        ];
  const first = { live: firstOf(after, pid, 'live'), sealed: firstOf(after, pid, 'sealed') };
  const cells: CellChange[] = [];
  for (const [u, r] of after.rows) {
    const cell = r.cells.get(pid);
    if (cell === undefined) continue;
    cells.push({
      uid: u,
      pid,
      live: asView(cell.live, first.live),
      sealed: asView(cell.sealed, first.sealed),
    });
  }
  return { rows, cells };
};

/**
 * The board after the shared reveal opened one more cell, and what that changed: the cell
 * shows its live result in the sealed view and its row is re-summed (`revealCells`).
 */
export const thawCell = (
  before: ScoreState,
  cell: { uid: string; pid: string },
): { state: ScoreState; delta: ScoreDelta } => {
  const state = revealCells(before, new Set([cellKey(cell.uid, cell.pid)]));
  return { state, delta: cellDelta(state, cell.uid, cell.pid) };
};

/** The cells whose results differ between two folds of one board (what a reload absorbed). */
export const changedCells = (before: ScoreState, after: ScoreState) => {
  const out: { uid: string; pid: string }[] = [];
  for (const [uid, row] of after.rows) {
    const old = row === before.rows.get(uid) ? null : before.rows.get(uid);
    if (old === null) continue;
    for (const [pid, cell] of row.cells) {
      const was = old?.cells.get(pid);
      if (!was || JSON.stringify(was) !== JSON.stringify(cell)) out.push({ uid, pid });
    }
  }
  return out;
};
