/**
 * Contest scoring as a pure fold (contract/JUDGING.md, ACM and OI scoreboards): no I/O, no
 * clock, no randomness, so a replay always gives the same board. The scoreboard projection
 * applies verdicts one by one with `applyVerdict`; admin replay folds with `replayAt`.
 */
export * from './types.ts';
export { applyVerdict, initialState } from './apply.ts';
export { foldVerdicts, replayAt } from './fold.ts';
export { board, pickRows, rankedRows, withCells } from './board.ts';
export { rankedCountOf, rowIndex, updateRankedRows } from './board-update.ts';
export { sealTime, viewKind } from './seal.ts';
export { rankOf, compareTotals } from './rank.ts';
export { awardFor, awardSlots, canWin, type AwardSlot } from './awards.ts';
export { PENALTY_PER_TRY } from './acm.ts';
export {
  BOARD_PAGE_SIZES,
  acmCellDto,
  rowDto,
  rerankPage,
  scoreboardChange,
  type AcmCellDto,
  type BoardPage,
  type RowProfile,
  type ScoreboardChange,
  type ScoreboardRowDto,
} from './dto.ts';
export { cellKey, nextReveal, revealCells } from './reveal.ts';
export * from './rejudge-diff.ts';
export { applyVerdicts } from './rejudge-batch.ts';
export {
  extendHistory,
  foldHistory,
  history,
  historyAt,
  historyHead,
  historyLength,
  HISTORY_SNAPSHOT_EVERY,
  type History,
  type HistoryCut,
  type VerdictLogEntry,
} from './history.ts';
export {
  historyBoard,
  judgingCells,
  latestVersions,
  type HistoryAudience,
} from './history-view.ts';
