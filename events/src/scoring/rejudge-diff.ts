import { rankedRows } from './board.ts';
import { compareIds } from './rank.ts';
import { foldVerdicts } from './fold.ts';
import type { BoardRow, ContestSettings, ScoreState, ScoredSubmission, ViewKind } from './types.ts';

/** A row's standing as a diff shows it (ACM fills solved and penalty, OI score and time). */
export interface RowStanding {
  rank: number;
  solved: number;
  penalty: number;
  score: number;
  time: number;
  /** The award's name, null without one. */
  award: string | null;
}

/** A row whose standing moved; `before` or `after` is null when it enters or leaves the board. */
export interface RowMove {
  uid: string;
  before: RowStanding | null;
  after: RowStanding | null;
}

/** The holders of a problem's first blood before and after (ties: several uids). */
export interface FirstBloodChange {
  pid: string;
  before: string[];
  after: string[];
}

/** What a rejudge would do to one view of a board. */
export interface BoardDiff {
  rows: RowMove[];
  firstBlood: FirstBloodChange[];
}

/** A new verdict for one submission (what a rejudge preview judged). */
export type VerdictSubstitute = Pick<ScoredSubmission, 'status' | 'score' | 'time'>;

/** The submissions with the given verdicts put in place of their current ones. */
export const substituteVerdicts = (
  submissions: readonly ScoredSubmission[],
  verdicts: ReadonlyMap<number, VerdictSubstitute>,
): ScoredSubmission[] =>
  submissions.map((s) => {
    const v = verdicts.get(s.submitId);
    return v ? { ...s, status: v.status, score: v.score, time: v.time } : s;
  });

const standing = (r: BoardRow): RowStanding => ({
  rank: r.rank,
  solved: r.solved,
  penalty: r.penalty,
  score: r.score,
  time: r.time,
  award: r.award?.name ?? null,
});

const sameStanding = (a: RowStanding | null, b: RowStanding | null): boolean =>
  a === null || b === null
    ? a === b
    : (Object.keys(a) as (keyof RowStanding)[]).every((k) => a[k] === b[k]);

const firstBloods = (rows: readonly BoardRow[]): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  for (const r of rows)
    for (const [pid, cell] of Object.entries(r.cells))
      if (cell.firstBlood) out.set(pid, [...(out.get(pid) ?? []), r.uid]);
  return out;
};

/**
 * The difference between two folds of one contest in one view: every row whose rank, totals or
 * award moved (in the after board's order, rows leaving last) and every problem whose first
 * blood changed hands. Names play no part: a diff is keyed by uid.
 */
export const boardDiff = (before: ScoreState, after: ScoreState, kind: ViewKind): BoardDiff => {
  const none = new Map();
  const old = rankedRows(before, kind, none);
  const now = rankedRows(after, kind, none);
  const oldBy = new Map(old.map((r) => [r.uid, standing(r)]));
  const nowBy = new Map(now.map((r) => [r.uid, standing(r)]));
  const order = [...now.map((r) => r.uid), ...old.map((r) => r.uid).filter((u) => !nowBy.has(u))];
  const rows = order.flatMap((uid): RowMove[] => {
    const b = oldBy.get(uid) ?? null;
    const a = nowBy.get(uid) ?? null;
    return sameStanding(b, a) ? [] : [{ uid, before: b, after: a }];
  });
  const fbBefore = firstBloods(old);
  const fbAfter = firstBloods(now);
  const pids = [...new Set([...fbBefore.keys(), ...fbAfter.keys()])].sort(compareIds);
  const firstBlood = pids.flatMap((pid): FirstBloodChange[] => {
    const b = [...(fbBefore.get(pid) ?? [])].sort(compareIds);
    const a = [...(fbAfter.get(pid) ?? [])].sort(compareIds);
    return b.join('\u0000') === a.join('\u0000') ? [] : [{ pid, before: b, after: a }];
  });
  return { rows, firstBlood };
};

/**
 * What a rejudge would do to the board: the contest folded with its current verdicts and with
 * the rejudged ones substituted, then diffed in the given view (admins preview the live one).
 */
export const rejudgeDiff = (
  settings: ContestSettings,
  submissions: readonly ScoredSubmission[],
  verdicts: ReadonlyMap<number, VerdictSubstitute>,
  kind: ViewKind = 'live',
): BoardDiff =>
  boardDiff(
    foldVerdicts(settings, submissions),
    foldVerdicts(settings, substituteVerdicts(submissions, verdicts)),
    kind,
  );
