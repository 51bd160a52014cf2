import { isJudged } from './acm.ts';
import { rankedRows } from './board.ts';
import type { VerdictLogEntry } from './history.ts';
import { viewKind } from './seal.ts';
import type { BoardRow, ScoreState, ScoredSubmission, UserProfile, ViewKind } from './types.ts';

/** Whose board a replay shows: the public one (sealed where it was) or the admins' live one. */
export type HistoryAudience = 'public' | 'admin';

/**
 * The board one audience saw at instant `at` (epoch ms) from the fold of the log up to then:
 * the seal as it stood at `at`, ranks and awards of that moment.
 */
export const historyBoard = (
  state: ScoreState,
  audience: HistoryAudience,
  at: number,
  users: ReadonlyMap<string, UserProfile>,
  o: { cells?: boolean } = {},
): { kind: ViewKind; rows: BoardRow[] } => {
  const kind = viewKind(state.settings, state.rules, { admin: audience === 'admin', now: at });
  return { kind, rows: rankedRows(state, kind, users, o) };
};

/**
 * Submissions on the board still waiting for a verdict, per user and display id: the cells
 * a replay shows as pending (the fold keeps them but no view counts them).
 */
export const judgingCells = (state: ScoreState): Map<string, Map<string, number>> => {
  const out = new Map<string, Map<string, number>>();
  for (const row of state.rows.values())
    for (const cell of row.cells.values()) {
      const waiting = cell.subs.filter((s) => !isJudged(s)).length;
      if (waiting === 0) continue;
      const byPid = out.get(row.uid) ?? new Map<string, number>();
      out.set(row.uid, byPid.set(cell.pid, waiting));
    }
  return out;
};

/** The latest version of each submission among the first `n` entries: what a fresh fold takes. */
export const latestVersions = (entries: readonly VerdictLogEntry[], n = entries.length) => {
  const latest = new Map<number, ScoredSubmission>();
  for (let i = 0; i < n; i++) {
    const { position: _p, at: _a, ...s } = entries[i]!;
    latest.delete(s.submitId);
    latest.set(s.submitId, s);
  }
  return [...latest.values()];
};
