import { bySubmitOrder, buildCell, buildRow, counts, deriveRules } from './row.ts';
import type { ContestSettings, RowState, ScoreState, ScoredSubmission } from './types.ts';

/**
 * The board from scratch: each submitId's last version wins, exactly as if the list had been
 * applied one by one with applyVerdict, but each cell and row is built once.
 */
export const foldVerdicts = (
  settings: ContestSettings,
  submissions: Iterable<ScoredSubmission>,
): ScoreState => {
  const rules = deriveRules(settings);
  const latest = new Map<number, ScoredSubmission>();
  for (const s of submissions) if (counts(settings, rules, s)) latest.set(s.submitId, s);
  const byUser = new Map<string, Map<string, ScoredSubmission[]>>();
  for (const s of latest.values()) {
    const byPid = byUser.get(s.uid) ?? new Map<string, ScoredSubmission[]>();
    byUser.set(s.uid, byPid);
    const subs = byPid.get(s.pid);
    if (subs === undefined) byPid.set(s.pid, [s]);
    else subs.push(s);
  }
  const rows = new Map<string, RowState>();
  for (const [uid, byPid] of byUser) {
    const cells = new Map(
      [...byPid].map(([pid, subs]) => [
        pid,
        buildCell(settings, rules, pid, subs.sort(bySubmitOrder)),
      ]),
    );
    rows.set(uid, buildRow(settings, rules, uid, cells));
  }
  return { settings, rules, rows };
};

/**
 * Admin replay: the board as it stood at `at` (epoch ms), from every submission made before
 * then with its final verdict. Render it with `board(state, { ..., admin: true, now: at })`.
 */
export const replayAt = (
  settings: ContestSettings,
  submissions: Iterable<ScoredSubmission>,
  at: number,
): ScoreState =>
  foldVerdicts(
    settings,
    [...submissions].filter((s) => s.submitTime < at),
  );
