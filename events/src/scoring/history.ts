import {
  applyRange,
  rollBack,
  scored,
  type MutableRows,
  type VerdictLogEntry,
} from './history-fold.ts';
import { deriveRules } from './row.ts';
import type { ContestSettings, RowState, ScoreState, ScoredSubmission } from './types.ts';

export type { VerdictLogEntry } from './history-fold.ts';

/**
 * Where history is cut: after every entry up to a store position, or at an instant (epoch ms):
 * the entries that had happened before it, folded in position order. Event times follow the
 * log almost everywhere; seeded or imported events, and judges with skewed clocks, need not.
 */
export type HistoryCut = { position: number } | { at: number };

/** The first index in [0, n) where `past` holds, `past` being false then true along it. */
const firstPast = (n: number, past: (i: number) => boolean): number => {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (past(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
};

/**
 * A cut as index ranges: every entry before `whole` is in it, none from `none` on, and in
 * between (events whose times went back) only the ones `inCut` keeps. Where times follow the
 * log, whole = none.
 */
interface CutRange {
  whole: number;
  none: number;
  inCut: (e: VerdictLogEntry) => boolean;
}

const cutRange = (
  entries: readonly VerdictLogEntry[],
  clock: readonly number[],
  floor: readonly number[],
  cut: HistoryCut,
): CutRange => {
  if ('position' in cut) {
    const n = firstPast(entries.length, (i) => entries[i]!.position > cut.position);
    return { whole: n, none: n, inCut: () => true };
  }
  // clock: running maximum of `at`; floor: minimum of `at` from each entry to the end.
  return {
    whole: firstPast(entries.length, (i) => clock[i]! >= cut.at),
    none: firstPast(entries.length, (i) => floor[i]! >= cut.at),
    inCut: (e) => e.at < cut.at,
  };
};

const runningMax = (entries: readonly VerdictLogEntry[], from = -Infinity): number[] => {
  const clock: number[] = [];
  let max = from;
  for (const e of entries) clock.push((max = Math.max(max, e.at)));
  return clock;
};

const suffixMin = (entries: readonly VerdictLogEntry[]): number[] => {
  const floor = new Array<number>(entries.length);
  let min = Infinity;
  for (let i = entries.length - 1; i >= 0; i--) floor[i] = min = Math.min(min, entries[i]!.at);
  return floor;
};

/**
 * The board as it stood at `cut`: pending cells as they were, verdicts as they were before any
 * later rejudge. `entries` must be in position order. A fold from scratch; a server answering
 * many cuts of one log builds a `history` and jumps with `historyAt`.
 */
export const foldHistory = (
  settings: ContestSettings,
  entries: readonly VerdictLogEntry[],
  cut: HistoryCut,
): ScoreState => {
  const inCut =
    'position' in cut
      ? (e: VerdictLogEntry) => e.position <= cut.position
      : (e: VerdictLogEntry) => e.at < cut.at;
  const subs = entries.filter(inCut).map(scored);
  const rules = deriveRules(settings);
  const rows: MutableRows = new Map();
  applyRange(settings, rules, rows, subs, 0, subs.length);
  return { settings, rules, rows };
};

/** A log with boards kept every `every` entries, so a jump folds at most `every` of them. */
export interface History {
  readonly settings: ContestSettings;
  readonly entries: readonly VerdictLogEntry[];
  /** Each entry as the board keeps it (made once, shared by every snapshot and jump). */
  readonly subs: readonly ScoredSubmission[];
  /** prev[i]: the index of the same submission's entry before i, -1 for its first. */
  readonly prev: readonly number[];
  /** Each submission's newest entry index (what `prev` of a newer entry points to). */
  readonly lastOf: ReadonlyMap<number, number>;
  /** Running maximum of `at`, per entry. */
  readonly clock: readonly number[];
  /** Minimum of `at` from each entry to the end. */
  readonly floor: readonly number[];
  readonly every: number;
  /** snapshots[k]: the rows after the first k x every entries (immutable row objects, shared). */
  readonly snapshots: readonly ReadonlyMap<string, RowState>[];
  /** The rows after every entry (what `extendHistory` continues from). */
  readonly tip: ReadonlyMap<string, RowState>;
}

/** Snapshot spacing of a new history: a jump folds at most this many entries on a snapshot. */
export const HISTORY_SNAPSHOT_EVERY = 2048;

/**
 * Snapshots a history keeps at most. Each one holds a map entry per row and keeps alive the row
 * versions that changed since the one before, so memory is about this many boards at worst;
 * past it, every other snapshot goes and the spacing doubles (a 10,000 x 13 board's 530,000
 * entries end up with 33 snapshots 16,384 entries apart).
 */
export const HISTORY_MAX_SNAPSHOTS = 64;

const continueHistory = (h: History, more: readonly VerdictLogEntry[]): History => {
  const rules = deriveRules(h.settings);
  const rows: MutableRows = new Map(h.tip);
  let snapshots = [...h.snapshots];
  let every = h.every;
  const entries = [...h.entries, ...more];
  const subs = [...h.subs, ...more.map(scored)];
  const prev = [...h.prev];
  const lastOf = new Map(h.lastOf);
  for (let i = h.entries.length; i < entries.length; i++) {
    const id = subs[i]!.submitId;
    prev.push(lastOf.get(id) ?? -1);
    lastOf.set(id, i);
  }
  for (let i = h.entries.length; i < entries.length;) {
    // Up to the next snapshot boundary, in one batch.
    const to = Math.min(entries.length, (Math.floor(i / every) + 1) * every);
    applyRange(h.settings, rules, rows, subs, i, to);
    if (to % every === 0) snapshots.push(new Map(rows));
    if (snapshots.length > HISTORY_MAX_SNAPSHOTS) {
      snapshots = snapshots.filter((_, k) => k % 2 === 0);
      every *= 2;
    }
    i = to;
  }
  const clock = [...h.clock, ...runningMax(more, h.clock.at(-1))];
  const floor = suffixMin(entries);
  return { ...h, entries, subs, prev, lastOf, clock, floor, every, snapshots, tip: rows };
};

/** Indexes a contest's verdict log (in position order) for jumps to any cut. */
export const history = (
  settings: ContestSettings,
  entries: readonly VerdictLogEntry[],
  o: { every?: number } = {},
): History =>
  continueHistory(
    {
      settings,
      entries: [],
      subs: [],
      prev: [],
      lastOf: new Map(),
      clock: [],
      floor: [],
      every: Math.max(1, o.every ?? HISTORY_SNAPSHOT_EVERY),
      snapshots: [new Map()],
      tip: new Map(),
    },
    entries,
  );

/** The same history with newer log entries (positions after its last) folded on. */
export const extendHistory = (h: History, more: readonly VerdictLogEntry[]): History =>
  more.length === 0 ? h : continueHistory(h, more);

/** The store position of the newest entry, 0 for an empty log. */
export const historyHead = (h: History): number => h.entries.at(-1)?.position ?? 0;

/** How many entries of the log a cut keeps. */
export const historyLength = (h: History, cut: HistoryCut): number => {
  const { whole, none, inCut } = cutRange(h.entries, h.clock, h.floor, cut);
  return whole + h.entries.slice(whole, none).filter(inCut).length;
};

/**
 * The board at a cut. The entries every one of which is in it come from the nearest snapshot:
 * the one before with the entries since folded on, or the one after with the entries in
 * between taken back (at most half the spacing either way); then the few entries whose times
 * went back and fall in the cut.
 */
export const historyAt = (h: History, cut: HistoryCut): ScoreState => {
  const { whole: n, none, inCut } = cutRange(h.entries, h.clock, h.floor, cut);
  const k = Math.min(Math.floor(n / h.every), h.snapshots.length - 1);
  const rules = deriveRules(h.settings);
  const after = (k + 1) * h.every;
  let rows: MutableRows;
  if (k + 1 < h.snapshots.length && after - n < n - k * h.every) {
    rows = new Map(h.snapshots[k + 1]);
    rollBack(h.settings, rules, rows, h.subs, h.prev, n, after);
  } else {
    rows = new Map(h.snapshots[k]);
    applyRange(h.settings, rules, rows, h.subs, k * h.every, n);
  }
  const late = h.subs.slice(n, none).filter((_, i) => inCut(h.entries[n + i]!));
  applyRange(h.settings, rules, rows, late, 0, late.length);
  return { settings: h.settings, rules, rows };
};
