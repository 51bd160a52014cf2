import { acmCellPenalty, isJudged } from './acm.ts';
import { cellViews, sealTime } from './seal.ts';
import type {
  CellResult,
  CellState,
  ContestSettings,
  RowState,
  RowTotals,
  ScoredSubmission,
  ScoringRules,
} from './types.ts';

/** The lookups every operation needs, built once per contest. */
export const deriveRules = (settings: ContestSettings): ScoringRules => ({
  excluded: new Set([settings.authorUid, ...settings.superAdminUids]),
  stars: new Set(settings.starUids),
  sealAt: sealTime(settings),
});

/** Whether a submission belongs on the board at all: inside the contest, not by its staff. */
export const counts = (
  settings: ContestSettings,
  rules: ScoringRules,
  s: ScoredSubmission,
): boolean =>
  s.submitTime >= settings.startTime &&
  s.submitTime < settings.endTime &&
  !rules.excluded.has(s.uid);

/** Submission order inside a cell; the id breaks equal times so arrival order never matters. */
export const bySubmitOrder = (a: ScoredSubmission, b: ScoredSubmission): number =>
  a.submitTime - b.submitTime || a.submitId - b.submitId;

/** A cell from its submissions, which must already be in submit order. */
export const buildCell = (
  settings: ContestSettings,
  rules: ScoringRules,
  pid: string,
  subs: readonly ScoredSubmission[],
): CellState => ({ pid, subs, ...cellViews(settings, rules, subs) });

const totals = (settings: ContestSettings, cells: readonly CellResult[]): RowTotals => {
  const t: RowTotals = { solved: 0, penalty: 0, score: 0, time: 0 };
  for (const c of cells) {
    if (c.solved) t.solved += 1;
    if (settings.type === 'ACM') t.penalty += acmCellPenalty(c);
    else {
      t.score += c.score;
      t.time += c.bestTime ?? 0;
    }
  }
  return t;
};

/** A row from its cells; the totals are re-summed from the row's own cells only. */
export const buildRow = (
  settings: ContestSettings,
  rules: ScoringRules,
  uid: string,
  cells: ReadonlyMap<string, CellState>,
): RowState => {
  const all = [...cells.values()];
  return {
    uid,
    star: rules.stars.has(uid),
    present: all.some((c) => c.subs.some(isJudged)),
    cells,
    live: totals(
      settings,
      all.map((c) => c.live),
    ),
    sealed: totals(
      settings,
      all.map((c) => c.sealed),
    ),
  };
};
