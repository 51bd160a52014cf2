import type { SubmissionStatus } from '../src/judging/verdicts.ts';
import { foldVerdicts } from '../src/scoring/fold.ts';
import { board } from '../src/scoring/board.ts';
import type { Board, BoardView, ContestSettings, ScoredSubmission } from '../src/scoring/types.ts';

/** Fixtures shared by the scoring tests: a five-hour contest and terse submission builders. */
export const T0 = Date.UTC(2026, 0, 10, 9, 0, 0);
export const HOUR = 3_600_000;
export const END = T0 + 5 * HOUR;
/** Epoch ms at minute m (fractions allowed) of the contest. */
export const at = (minute: number): number => T0 + Math.round(minute * 60_000);

export const settings = (over: Partial<ContestSettings> = {}): ContestSettings => ({
  type: 'ACM',
  startTime: T0,
  endTime: END,
  sealRank: null,
  autoRealRank: true,
  oiRankScoreType: 'Recent',
  authorUid: 'author',
  superAdminUids: ['root'],
  starUids: [],
  award: { type: 0 },
  rankShowName: 'username',
  ...over,
});

/** A submission builder with its own id sequence, so ids follow the order of the test's lines. */
export const submitter = () => {
  let next = 1;
  return (
    uid: string,
    pid: string,
    time: number,
    status: SubmissionStatus,
    extra: { score?: number; run?: number; id?: number } = {},
  ): ScoredSubmission => ({
    submitId: extra.id ?? next++,
    uid,
    pid,
    submitTime: time,
    status,
    score: extra.score ?? null,
    time: extra.run ?? null,
  });
};

export const view = (over: Partial<BoardView> = {}): BoardView => ({
  admin: false,
  now: END + 1,
  removeStar: false,
  concernedUids: [],
  keyword: '',
  users: new Map(),
  ...over,
});

/** Folds and renders in one go. */
export const render = (
  s: ContestSettings,
  subs: readonly ScoredSubmission[],
  v: Partial<BoardView> = {},
): Board => board(foldVerdicts(s, subs), view(v));

/** [uid, rank, solved, penalty] per row: the shape ACM tables are written in. */
export const acmTable = (b: Board) => b.rows.map((r) => [r.uid, r.rank, r.solved, r.penalty]);

/** [uid, rank, score, time] per row: the shape OI tables are written in. */
export const oiTable = (b: Board) => b.rows.map((r) => [r.uid, r.rank, r.score, r.time]);
