import { z } from 'zod';
import {
  applyVerdict,
  BOARD_PAGE_SIZES,
  historyAt,
  historyBoard,
  historyLength,
  pickRows,
  rowDto,
  withCells,
  type BoardPage,
  type ScoreState,
} from '@oj/events/scoring';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/envelope.ts';
import type { ContestRow } from '../contest.queries.ts';
import { findVirtual } from '../contest-virtual.queries.ts';
import { boardHistoriesOf } from './board-histories.ts';
import { participants } from './board-source.ts';

export const virtualBoardRequest = z.object({
  cid: z.coerce.number({ error: 'cid is required' }).int().positive('cid is required'),
  currentPage: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (BOARD_PAGE_SIZES as readonly number[]).includes(n), {
      message: `The page size must be one of ${BOARD_PAGE_SIZES.join(', ')}`,
    })
    .optional()
    .default(50),
  keyword: z
    .string()
    .max(100)
    .nullish()
    .transform((v) => v ?? ''),
});

export const noVirtualRun = 'Start a virtual participation in this contest first';

export interface VirtualBoardPage extends BoardPage {
  /** Seconds of the virtual run so far (capped at the contest's length). */
  elapsed: number;
  duration: number;
  /** Milliseconds until someone else's row next changes; null when nothing more happens. */
  nextChangeIn: number | null;
  uid: string;
}

/**
 * The board a virtual participant sees: everyone else as the public saw them at the same
 * elapsed second of the real contest (verdicts arriving as they did, the seal as it was),
 * and the participant's own run folded in at its elapsed times.
 */
export const virtualBoardPage = async (
  deps: Deps,
  contest: ContestRow,
  uid: string,
  q: z.infer<typeof virtualBoardRequest>,
  now: Date,
): Promise<VirtualBoardPage> => {
  const run = await findVirtual(deps.sql, contest, uid);
  if (!run) throw new HttpError(403, noVirtualRun);
  const { history, users } = await boardHistoriesOf(deps).of(contest);
  const start = contest.start_time.getTime();
  const duration = contest.end_time.getTime() - start;
  const elapsed = Math.min(Math.max(now.getTime() - run.startedAt.getTime(), 0), duration);
  const at = start + elapsed;
  // The participant's own submissions, moved from their run onto the contest's clock.
  const shift = start - run.startedAt.getTime();
  let state: ScoreState = historyAt(history, { at });
  for (const e of history.entries)
    if (
      e.uid === uid &&
      e.submitTime >= run.startedAt.getTime() &&
      e.submitTime < run.endsAt.getTime()
    )
      state = applyVerdict(state, { ...e, submitTime: e.submitTime + shift }).state;
  const known = new Map(users);
  if (!known.has(uid)) for (const [u, p] of await participants(deps.sql, [uid])) known.set(u, p);
  const { kind, rows } = historyBoard(state, 'public', at, known, { cells: false });
  const picked = pickRows(rows, {
    removeStar: false,
    keyword: q.keyword,
    concernedUids: [],
    users: known,
  });
  const from = (q.currentPage - 1) * q.limit;
  const n = historyLength(history, { at });
  const next = history.clock[n];
  return {
    records: withCells(state, kind, picked.slice(from, from + q.limit)).map((r) =>
      rowDto(history.settings.type, r, known.get(r.uid)),
    ),
    total: picked.length,
    current: q.currentPage,
    size: q.limit,
    sealed: kind === 'sealed',
    rankedCount: rows.filter((r) => !r.star).length,
    elapsed: Math.floor(elapsed / 1000),
    duration: Math.floor(duration / 1000),
    // The cut keeps entries strictly before `at`: the next one shows one millisecond after it.
    nextChangeIn:
      next !== undefined && next < start + duration && elapsed < duration ? next + 1 - at : null,
    uid,
  };
};
