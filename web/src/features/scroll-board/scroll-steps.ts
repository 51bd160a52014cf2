import {
  cellKey,
  nextReveal,
  rankedRows,
  revealCells,
  type BoardRow,
  type ScoreState,
  type UserProfile,
} from '@oj/events/scoring';
import { openRankLimit, shownMedal, type Medal, type MedalCounts } from './medals';

/**
 * Where the scroll board is: nothing chosen yet, a cell highlighted (the next step opens it),
 * or everything open.
 */
export type ScrollPhase =
  { kind: 'idle' } | { kind: 'focus'; uid: string; pid: string } | { kind: 'done' };

export interface ScrollState {
  /** `cellKey(uid, pid)` of every opened cell. */
  revealed: ReadonlySet<string>;
  phase: ScrollPhase;
}

export interface ScrollOptions {
  removeStar: boolean;
  users: ReadonlyMap<string, UserProfile>;
}

/** The frozen board before any step. */
export const startScroll = (state: ScoreState, o: ScrollOptions): ScrollState => {
  const revealed = new Set<string>();
  return {
    revealed,
    phase: nextReveal(state, revealed, o) === null ? { kind: 'done' } : { kind: 'idle' },
  };
};

/**
 * One step: from idle, highlight the next cell (the lowest row's first frozen problem); from
 * a highlight, open that cell. Two half-steps so the room sees what is about to open.
 */
export const advance = (state: ScoreState, s: ScrollState, o: ScrollOptions): ScrollState => {
  switch (s.phase.kind) {
    case 'done':
      return s;
    case 'idle': {
      const next = nextReveal(state, s.revealed, o);
      return { ...s, phase: next === null ? { kind: 'done' } : { kind: 'focus', ...next } };
    }
    case 'focus': {
      const revealed = new Set(s.revealed).add(cellKey(s.phase.uid, s.phase.pid));
      const left = nextReveal(state, revealed, o) !== null;
      return { revealed, phase: left ? { kind: 'idle' } : { kind: 'done' } };
    }
  }
};

/** A row as the projector shows it. */
export interface ScrollRow extends BoardRow {
  /** Shown once the row's rank can no longer change (see `openRankLimit`). */
  medal: Medal | null;
  /** Still has cells to open. */
  frozen: boolean;
}

export interface ScrollView {
  rows: ScrollRow[];
  /** Frozen cells still closed on the shown rows. */
  frozenCells: number;
}

/** The board after the opened cells, with the medals decided so far. */
export const scrollView = (
  state: ScoreState,
  s: ScrollState,
  o: ScrollOptions & { medals: MedalCounts },
): ScrollView => {
  const rows = rankedRows(revealCells(state, s.revealed), 'sealed', o.users).filter(
    (r) => !(o.removeStar && r.star),
  );
  const pendingOf = (row: BoardRow) =>
    Object.values(row.cells).filter((cell) => cell.pending > 0).length;
  const frozen = new Set(rows.filter((r) => pendingOf(r) > 0).map((r) => r.uid));
  const limit = openRankLimit(rows, frozen);
  return {
    rows: rows.map((row) => ({
      ...row,
      medal: shownMedal(row, limit, o.medals),
      frozen: frozen.has(row.uid),
    })),
    frozenCells: rows.reduce((n, row) => n + pendingOf(row), 0),
  };
};

/** Ranked (non-star) rows of the final board: what the default medal counts are shares of. */
export const rankedCount = (state: ScoreState): number =>
  [...state.rows.values()].filter((r) => r.present && !r.star).length;

/**
 * The scroll board following the shared reveal: the first `opened` of its cells are open, the
 * next one it has (if any) is highlighted on its way to opening, and when it has none the board
 * waits for the presenter (idle) or is done. Steps a reloaded screen already had are open at once.
 */
export const followScroll = (
  state: ScoreState,
  steps: readonly { uid: string; pid: string }[],
  opened: number,
  o: ScrollOptions,
): ScrollState => {
  const shown = Math.min(opened, steps.length);
  const revealed = new Set(steps.slice(0, shown).map((c) => cellKey(c.uid, c.pid)));
  const next = steps[shown];
  if (next !== undefined)
    return { revealed, phase: { kind: 'focus', uid: next.uid, pid: next.pid } };
  return {
    revealed,
    phase: nextReveal(state, revealed, o) === null ? { kind: 'done' } : { kind: 'idle' },
  };
};
