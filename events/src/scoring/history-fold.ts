import { bySubmitOrder, buildCell, buildRow, counts } from './row.ts';
import type {
  CellState,
  ContestSettings,
  RowState,
  ScoredSubmission,
  ScoringRules,
} from './types.ts';

export type MutableRows = Map<string, RowState>;

/**
 * One event of the contest's verdict log (`read.contest_verdict_log`): the submission as that
 * event left it (created: PENDING; judged; back to PENDING by a rejudge; judged by hand;
 * cancelled). Entries come in store position order; one event may write several entries.
 */
export interface VerdictLogEntry extends ScoredSubmission {
  /** Store position of the event that wrote it. */
  position: number;
  /** Epoch ms the event happened (submit time for a new submission, the verdict's time else). */
  at: number;
}

/** The board keeps submissions, not log entries: the same fold as from the read model. */
export const scored = (e: VerdictLogEntry): ScoredSubmission => ({
  submitId: e.submitId,
  uid: e.uid,
  pid: e.pid,
  submitTime: e.submitTime,
  status: e.status,
  score: e.score,
  time: e.time,
});

/**
 * Folds submissions [from, to) of a log (its entries as `scored` made them) into `rows` in
 * place. Equal to applying them one by one with `applyVerdict` (a cell is a function of its
 * submissions' latest versions, a row of its cells), but each touched cell and row is rebuilt
 * once and the board is never copied.
 */
export const applyRange = (
  settings: ContestSettings,
  rules: ScoringRules,
  rows: MutableRows,
  subs: readonly ScoredSubmission[],
  from: number,
  to: number,
) => {
  const latest = new Map<number, ScoredSubmission>();
  for (let i = from; i < to; i++) latest.set(subs[i]!.submitId, subs[i]!);
  const touched = new Map<string, Map<string, ScoredSubmission[]>>();
  for (const s of latest.values()) {
    if (!counts(settings, rules, s)) continue;
    let byPid = touched.get(s.uid);
    if (byPid === undefined) touched.set(s.uid, (byPid = new Map<string, ScoredSubmission[]>()));
    const fresh = byPid.get(s.pid);
    if (fresh === undefined) byPid.set(s.pid, [s]);
    else fresh.push(s);
  }
  for (const [uid, byPid] of touched) {
    const prevRow = rows.get(uid);
    const cells = new Map(prevRow?.cells);
    for (const [pid, fresh] of byPid) {
      const kept = (cells.get(pid)?.subs ?? []).filter(
        (s) => !fresh.some((f) => f.submitId === s.submitId),
      );
      cells.set(pid, buildCell(settings, rules, pid, [...kept, ...fresh].sort(bySubmitOrder)));
    }
    rows.set(uid, buildRow(settings, rules, uid, cells));
  }
};

/**
 * Takes submissions [from, to) back out of `rows` (the board after `to` entries), leaving the
 * board after `from`: each submission touched in between returns to its version before `from`
 * (through `prev`), or leaves the board when it was submitted later. A cell or a row left
 * without submissions goes, as the forward fold would never have made it.
 */
export const rollBack = (
  settings: ContestSettings,
  rules: ScoringRules,
  rows: MutableRows,
  subs: readonly ScoredSubmission[],
  prev: readonly number[],
  from: number,
  to: number,
) => {
  const touched = new Map<string, Map<string, Map<number, ScoredSubmission | null>>>();
  for (let i = from; i < to; i++) {
    const s = subs[i]!;
    if (!counts(settings, rules, s)) continue;
    let byPid = touched.get(s.uid);
    if (byPid === undefined)
      touched.set(s.uid, (byPid = new Map<string, Map<number, ScoredSubmission | null>>()));
    let versions = byPid.get(s.pid);
    if (versions === undefined)
      byPid.set(s.pid, (versions = new Map<number, ScoredSubmission | null>()));
    // The first entry of a submission in the range points to its version before the range.
    if (!versions.has(s.submitId)) versions.set(s.submitId, subs[prev[i]!] ?? null);
  }
  for (const [uid, byPid] of touched) {
    const cells = new Map<string, CellState>(rows.get(uid)?.cells);
    for (const [pid, versions] of byPid) {
      const kept = (cells.get(pid)?.subs ?? []).filter((s) => !versions.has(s.submitId));
      for (const v of versions.values()) if (v !== null) kept.push(v);
      if (kept.length === 0) cells.delete(pid);
      else cells.set(pid, buildCell(settings, rules, pid, kept.sort(bySubmitOrder)));
    }
    if (cells.size === 0) rows.delete(uid);
    else rows.set(uid, buildRow(settings, rules, uid, cells));
  }
};
