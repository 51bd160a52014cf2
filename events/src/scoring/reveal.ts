import { rankedRows } from './board.ts';
import { compareIds } from './rank.ts';
import { buildRow } from './row.ts';
import type { RowState, ScoreState, UserProfile } from './types.ts';

/** The key of one (user, problem) cell in a set of revealed cells. */
export const cellKey = (uid: string, pid: string): string => `${uid}\u0000${pid}`;

/**
 * The sealed board with some frozen cells opened (the scroll board): each revealed cell shows
 * its live result in the sealed view, and its row is re-summed, so `rankedRows(state,
 * 'sealed', ...)` gives the board as the projector shows it after those reveals.
 */
export const revealCells = (state: ScoreState, revealed: ReadonlySet<string>): ScoreState => {
  const rows = new Map<string, RowState>();
  for (const [uid, row] of state.rows) {
    const opened = [...row.cells].filter(([pid]) => revealed.has(cellKey(uid, pid)));
    if (opened.length === 0) {
      rows.set(uid, row);
      continue;
    }
    const cells = new Map(row.cells);
    for (const [pid, cell] of opened) cells.set(pid, { ...cell, sealed: cell.live });
    rows.set(uid, buildRow(state.settings, state.rules, uid, cells));
  }
  return { ...state, rows };
};

/**
 * The next cell the scroll board opens: on the lowest row (in the current sealed order) that
 * still has frozen tries, its first problem by display id; null when nothing is frozen.
 */
export const nextReveal = (
  state: ScoreState,
  revealed: ReadonlySet<string>,
  o: { removeStar: boolean; users: ReadonlyMap<string, UserProfile> },
): { uid: string; pid: string } | null => {
  const shown = revealCells(state, revealed);
  const rows = rankedRows(shown, 'sealed', o.users).filter((r) => !(o.removeStar && r.star));
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = shown.rows.get(rows[i]!.uid)!;
    const frozen = [...row.cells.values()]
      .filter((c) => c.sealed.pending > 0 && !revealed.has(cellKey(row.uid, c.pid)))
      .map((c) => c.pid)
      .sort(compareIds);
    if (frozen.length > 0) return { uid: row.uid, pid: frozen[0]! };
  }
  return null;
};
