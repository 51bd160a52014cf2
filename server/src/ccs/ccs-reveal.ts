import type { RecordedEvent, ResolverEvent } from '@oj/events';
import {
  cellKey,
  nextReveal,
  revealCells,
  type ScoreState,
  type UserProfile,
} from '@oj/events/scoring';

/** The contest's shared projector reveal as the public sees it: the cells opened, and when. */
export interface Reveal {
  started: boolean;
  removeStar: boolean;
  /** `cellKey(uid, displayId)` to the store position and time of the step that opened it. */
  cells: Map<string, { position: number; at: Date }>;
}

/** Folds the reveal's stream: a start or a reset closes every cell again. */
export const revealOf = (events: readonly RecordedEvent[]): Reveal => {
  const r: Reveal = { started: false, removeStar: false, cells: new Map() };
  for (const e of events as readonly (RecordedEvent & ResolverEvent)[]) {
    if (e.type === 'ResolverStarted') {
      r.started = true;
      r.removeStar = e.data.removeStar;
      r.cells.clear();
    } else if (e.type === 'ResolverReset') {
      r.started = false;
      r.cells.clear();
    } else if (e.type === 'ResolverStepped')
      r.cells.set(cellKey(e.data.uid, e.data.pid), {
        position: e.position,
        at: new Date(e.data.at),
      });
  }
  return r;
};

/** The folded board with the cells the reveal opened shown live (the public's sealed view). */
export const withReveal = (s: { admin: boolean; reveal: Reveal }, state: ScoreState): ScoreState =>
  s.admin || s.reveal.cells.size === 0 ? state : revealCells(state, new Set(s.reveal.cells.keys()));

/**
 * When the reveal thawed the board: once started, when it has no frozen cell left to open
 * (at its last step, or its start when nothing was frozen); null before.
 */
export const revealThawedAt = (
  s: {
    reveal: Reveal;
    board: { users: Record<string, UserProfile> };
    contest: { end_time: Date };
  },
  state: ScoreState,
): number | null => {
  if (!s.reveal.started) return null;
  const users = new Map(Object.entries(s.board.users));
  const opened = new Set(s.reveal.cells.keys());
  if (nextReveal(state, opened, { removeStar: s.reveal.removeStar, users }) !== null) return null;
  const times = [...s.reveal.cells.values()].map((c) => c.at.getTime());
  return Math.max(s.contest.end_time.getTime(), ...times);
};
