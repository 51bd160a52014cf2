import { acmCell, isJudged } from './acm.ts';
import { oiCell } from './oi.ts';
import type {
  BoardView,
  CellResult,
  ContestSettings,
  ScoredSubmission,
  ScoringRules,
  ViewKind,
} from './types.ts';

const MINUTE = 60_000;

/** Epoch ms from which submissions are frozen, or null when the contest has no seal. */
export const sealTime = (settings: ContestSettings): number | null => {
  switch (settings.sealRank) {
    case 0:
      return settings.endTime - 30 * MINUTE;
    case 1:
      return settings.endTime - 60 * MINUTE;
    case 2:
      return settings.startTime;
    case null:
      return null;
  }
};

/**
 * Which results a viewer gets. Admins (force refresh) always see live; everyone else sees
 * the sealed board from the seal time on, and after the end too unless the contest opens
 * the real rank by itself. An OI contest without real-time rank is sealRank 2.
 */
export const viewKind = (
  settings: ContestSettings,
  rules: ScoringRules,
  view: Pick<BoardView, 'admin' | 'now'>,
): ViewKind => {
  if (view.admin || rules.sealAt === null || view.now < rules.sealAt) return 'live';
  if (view.now >= settings.endTime && settings.autoRealRank) return 'live';
  return 'sealed';
};

const result = (settings: ContestSettings, subs: readonly ScoredSubmission[]): CellResult =>
  settings.type === 'ACM'
    ? acmCell(subs, settings.startTime)
    : oiCell(subs, settings.oiRankScoreType);

/**
 * Both views of one cell. The sealed view scores only what was submitted before the seal
 * and counts every judged submission after it as a pending try, whatever its verdict, so
 * the count itself cannot reveal an AC (an ACM cell solved before the seal stays closed).
 */
export const cellViews = (
  settings: ContestSettings,
  rules: ScoringRules,
  subs: readonly ScoredSubmission[],
): { live: CellResult; sealed: CellResult } => {
  const live = result(settings, subs);
  const { sealAt } = rules;
  if (sealAt === null) return { live, sealed: live };
  const before = subs.filter((s) => s.submitTime < sealAt);
  if (before.length === subs.length) return { live, sealed: live };
  const sealed = result(settings, before);
  const closed = settings.type === 'ACM' && sealed.solved;
  const pending = closed ? 0 : subs.filter((s) => s.submitTime >= sealAt && isJudged(s)).length;
  return { live, sealed: { ...sealed, pending } };
};
