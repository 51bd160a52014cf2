import type { Sql } from '@oj/events';
import {
  foldVerdicts,
  rankedCountOf,
  rankedRows,
  revealCells,
  updateRankedRows,
  type BoardRow,
  type ScoreDelta,
  type ScoreState,
  viewKind,
  type ViewKind,
} from '@oj/events/scoring';
import { findContestRow, type ContestRow } from '../contest.queries.ts';
import { boardHistory, type Participant } from './board-source.ts';
import { PageMemo } from './page-memo.ts';
import { revealedCells } from './revealed-cells.ts';

/** One contest's board held in memory: the fold, its participants and rendered views. */
export interface Entry {
  contest: ContestRow;
  state: ScoreState;
  users: Map<string, Participant>;
  ranked: Map<ViewKind, BoardRow[]>;
  /** Plain pages already cut from `ranked`; dropped with it on every change. */
  pages: PageMemo;
  /** `cellKey`s the contest's shared reveal opened: the sealed view shows them live. */
  revealed: Set<string>;
  usedAt: number;
}

/** A contest's board folded from the read model, with the cells its shared reveal opened. */
export const loadEntry = async (sql: Sql, cid: number): Promise<Entry> => {
  const contest = await findContestRow(sql, cid);
  if (!contest) throw new Error(`contest ${cid} is not in the read model`);
  const [{ settings, submissions, users }, revealed] = await Promise.all([
    boardHistory(sql, contest),
    revealedCells(sql, cid),
  ]);
  const folded = foldVerdicts(settings, submissions);
  return {
    contest,
    state: revealed.size > 0 ? revealCells(folded, revealed) : folded,
    users: new Map(Object.entries(users)),
    ranked: new Map(),
    pages: new PageMemo(),
    revealed,
    usedAt: Date.now(),
  };
};

/** Which view a viewer gets of this board now (admins forcing a refresh: live). */
export const entryKind = (entry: Entry, admin: boolean, now: Date): ViewKind =>
  viewKind(entry.state.settings, entry.state.rules, { admin, now: now.getTime() });

/** The board's rows in one view, ranked once and kept until the next change. */
export const rankedOf = (entry: Entry, kind: ViewKind): BoardRow[] => {
  let rows = entry.ranked.get(kind);
  if (!rows) {
    rows = rankedRows(entry.state, kind, entry.users);
    entry.ranked.set(kind, rows);
  }
  return rows;
};

export const rankedCount = (entry: Entry, kind: ViewKind): number =>
  rankedCountOf(rankedOf(entry, kind));

/**
 * Moves a board to `state` after `delta` (and any rows in `also`): ranked views already
 * rendered move in one linear pass instead of a fresh sort, rebuilding only the changed rows'
 * cells of the delta's problems; memoised pages go.
 */
export const advanceEntry = (
  entry: Entry,
  state: ScoreState,
  delta: ScoreDelta,
  also: readonly string[] = [],
): void => {
  const before = entry.state;
  entry.state = state;
  const changed = new Set([
    ...also,
    ...delta.rows.map((r) => r.uid),
    ...delta.cells.map((c) => c.uid),
  ]);
  const pids = new Set(delta.cells.map((c) => c.pid));
  for (const [kind, prev] of entry.ranked)
    entry.ranked.set(kind, updateRankedRows(prev, state, kind, changed, entry.users, pids, before));
  entry.pages.clear();
};
