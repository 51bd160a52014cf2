import { viewDelta } from './apply.ts';
import { awardFor, awardSlots, canWin, type AwardSlot } from './awards.ts';
import { rankedCountOf, rowIndex } from './board-update.ts';
import { compareTotals } from './rank.ts';
import type {
  BoardRow,
  CellView,
  ContestRule,
  RowTotals,
  ScoreDelta,
  ScoreState,
  ViewKind,
} from './types.ts';

/** An ACM cell as HOJ clients read it (submissionInfo[displayId]). */
export interface AcmCellDto {
  isAC: boolean;
  isFirstAC: boolean;
  /** Seconds from the start to the first AC, or null. */
  ACTime: number | null;
  /** Penalised tries before the AC (20 minutes each). */
  errorNum: number;
  /** Sealed view: tries in the frozen window, result hidden. */
  tryNum: number;
}

/** Profile fields a board row shows beside the shown name. */
export interface RowProfile {
  nickname: string;
  realname: string;
  school: string;
  gender: string;
  avatar: string;
}

/**
 * One scoreboard row as the HTTP API and the `scoreboard:changed` push carry it: HOJ's
 * ACMContestRankVO / OIContestRankVO fields, plus `totals` (what ranks compare) so a client
 * can re-rank its page when another row changes.
 */
export interface ScoreboardRowDto extends RowProfile {
  rank: number;
  uid: string;
  username: string;
  /** The name the contest shows (rankShowName), falling back to the username. */
  rankShowName: string;
  star: boolean;
  concerned: boolean;
  /** ACM: problems solved; total: judged submissions; totalTime: penalty in seconds. */
  ac: number;
  total: number;
  totalTime: number;
  /** OI: sum of problem scores (totalTime is then the run time in ms). */
  totalScore: number;
  /** ACM: a cell per display id; OI: the score per display id. */
  submissionInfo: Record<string, AcmCellDto> | Record<string, number>;
  /** OI: the run time (ms) per display id of full-score problems. */
  timeInfo: Record<string, number>;
  isWinAward: boolean;
  awardName: string | null;
  awardBackground: string | null;
  awardColor: string | null;
  totals: RowTotals;
}

/** The scoreboards' page sizes (spec 2 section 9); the server refuses others. */
export const BOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;

/** One page of a board, as get-contest-rank and get-contest-outside-scoreboard answer it. */
export interface BoardPage {
  records: ScoreboardRowDto[];
  total: number;
  current: number;
  size: number;
  /** The viewer sees the frozen board. */
  sealed: boolean;
  /** Ranked (non-star) rows on the whole board. */
  rankedCount: number;
}

export const acmCellDto = (c: CellView): AcmCellDto => ({
  isAC: c.solved,
  isFirstAC: c.firstBlood,
  ACTime: c.solvedAt,
  errorNum: c.penalised,
  tryNum: c.pending,
});

/** A rendered board row in HOJ's shape for the contest's rule. */
export const rowDto = (
  type: ContestRule,
  row: BoardRow,
  profile: Partial<RowProfile> | undefined,
): ScoreboardRowDto => {
  const cells = Object.entries(row.cells);
  const acm = type === 'ACM';
  return {
    rank: row.rank,
    uid: row.uid,
    username: row.username,
    rankShowName: row.name,
    nickname: profile?.nickname ?? '',
    realname: profile?.realname ?? '',
    school: profile?.school ?? '',
    gender: profile?.gender ?? '',
    avatar: profile?.avatar ?? '',
    star: row.star,
    concerned: row.concerned,
    ac: row.solved,
    total: cells.reduce((n, [, c]) => n + c.tries + c.pending, 0),
    totalTime: acm ? row.penalty : row.time,
    totalScore: row.score,
    submissionInfo: Object.fromEntries(
      cells.map(([pid, c]) => [pid, acm ? acmCellDto(c) : c.score]),
    ) as ScoreboardRowDto['submissionInfo'],
    timeInfo: acm
      ? {}
      : Object.fromEntries(
          cells.flatMap(([pid, c]) => (c.bestTime !== null ? [[pid, c.bestTime]] : [])),
        ),
    isWinAward: row.award !== null,
    awardName: row.award?.name ?? null,
    awardBackground: row.award?.background ?? null,
    awardColor: row.award?.color ?? null,
    totals: { solved: row.solved, penalty: row.penalty, score: row.score, time: row.time },
  };
};

/**
 * The `scoreboard:changed` push: what one verdict changed, in one view (`contest:<cid>` gets
 * the view the public sees, `contest:<cid>:admin` the live one). `rows` are the changed rows
 * as they are now; `previous` holds each one's totals before (null: it was not on the board),
 * which is all a client needs to re-rank the other rows of its page (`rerankPage`).
 */
export interface ScoreboardChange {
  cid: number;
  view: ViewKind;
  type: ContestRule;
  rows: ScoreboardRowDto[];
  previous: Record<string, { totals: RowTotals; star: boolean } | null>;
  /** Users whose row left the board (every submission back to pending). */
  removed: string[];
  /** Other users' cells that gained or lost first blood in this view. */
  cells: { uid: string; pid: string; cell: AcmCellDto }[];
  /** Ranked (non-star) rows on the board after the change. */
  rankedCount: number;
  /** The award places after the change, so a client re-awards the rows it re-ranks. */
  awards: AwardSlot[];
}

const ahead = (type: ContestRule, a: RowTotals, b: RowTotals) => compareTotals(type, a, b) < 0;

/**
 * A page of rows after a change, re-ranked exactly without the rest of the board: a rank is
 * 1 + the ranked rows strictly ahead, so each changed row moves another row's rank by
 * whether it is ahead now minus whether it was ahead before. Changed rows replace their old
 * versions; a changed row not on the page joins it when it sorts inside the page's range.
 * Awards follow the new ranks. Returns the rows in board order (totals, then uid), followed
 * rows kept first.
 */
export const rerankPage = (
  page: readonly ScoreboardRowDto[],
  change: Pick<ScoreboardChange, 'type' | 'rows' | 'previous' | 'removed' | 'cells' | 'awards'>,
  o: { keepOutsiders: boolean },
): ScoreboardRowDto[] => {
  const changed = new Map(change.rows.map((r) => [r.uid, r]));
  const gone = new Set(change.removed);
  const rest = page.filter((r) => !changed.has(r.uid) && !gone.has(r.uid));
  const moved = (r: ScoreboardRowDto): ScoreboardRowDto => {
    let rank = r.rank;
    // Star rows take no number; their cells may still gain or lose first blood.
    if (!r.star)
      for (const [uid, before] of Object.entries(change.previous)) {
        const now = changed.get(uid);
        if (before !== null && !before.star && ahead(change.type, before.totals, r.totals))
          rank -= 1;
        if (now !== undefined && !now.star && ahead(change.type, now.totals, r.totals)) rank += 1;
      }
    const flips = change.cells.filter((c) => c.uid === r.uid);
    if (flips.length === 0) return { ...r, rank };
    const info = { ...(r.submissionInfo as Record<string, AcmCellDto>) };
    for (const f of flips) info[f.pid] = f.cell;
    return { ...r, rank, submissionInfo: info };
  };
  const kept = rest.map(moved);
  // The server's board order: the rule's totals, then uid (star rows sit among the others).
  const inOrder = (a: ScoreboardRowDto, b: ScoreboardRowDto) =>
    compareTotals(change.type, a.totals, b.totals) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);
  const sortKey = (r: ScoreboardRowDto) => r.rank;
  const ranked = kept.filter((r) => r.rank !== -1).map(sortKey);
  const low = ranked.length > 0 ? Math.min(...ranked) : 1;
  const high = ranked.length > 0 ? Math.max(...ranked) : Number.MAX_SAFE_INTEGER;
  const joining = [...changed.values()].filter(
    (r) =>
      page.some((p) => p.uid === r.uid) ||
      o.keepOutsiders ||
      (r.rank !== -1 && r.rank >= low && r.rank <= high),
  );
  const all = [
    ...kept,
    ...joining.map((r) => ({
      ...r,
      concerned: page.find((p) => p.uid === r.uid)?.concerned ?? r.concerned,
    })),
  ];
  const sorted = all.sort(inOrder).map((r) => awarded(change.type, r, change.awards));
  return [...sorted.filter((r) => r.concerned), ...sorted.filter((r) => !r.concerned)];
};

/**
 * The `scoreboard:changed` push of one verdict in one view: the difference of that view's board
 * before and after, or null when that view shows no difference. `ranked` is the view's board
 * after the verdict (`rankedRows(after, kind)`). The submitter's row goes whole when it changed
 * in this view (its cell may change while its totals do not); other users' cells only gain or
 * lose first blood, and only those whose flag moved in this view.
 */
export const scoreboardChange = (o: {
  cid: number;
  kind: ViewKind;
  before: ScoreState;
  after: ScoreState;
  ranked: readonly BoardRow[];
  /** Several for a batch of verdicts (a rejudge applied or undone). */
  submitter: string | readonly string[];
  delta: ScoreDelta;
  users: ReadonlyMap<string, Partial<RowProfile>>;
}): ScoreboardChange | null => {
  const { kind } = o;
  // Only what this view's own board changed: the public must not learn of frozen verdicts.
  const delta = viewDelta(o.before, o.after, o.delta, kind);
  const type = o.after.settings.type;
  const uids = new Set(delta.rows.map((r) => r.uid));
  const submitters = new Set(typeof o.submitter === 'string' ? [o.submitter] : o.submitter);
  for (const c of delta.cells) if (submitters.has(c.uid)) uids.add(c.uid);
  // The few rows the push carries, found by their totals (no pass over the board unless
  // `ranked` is not the list of `after`).
  const byUid = new Map<string, BoardRow>();
  const rankedCount = rankedCountOf(o.ranked);
  for (const uid of uids) {
    const row = o.after.rows.get(uid);
    if (!row?.present) continue;
    const at = rowIndex(o.ranked, type, row[kind], uid);
    const found = at === -1 ? o.ranked.find((r) => r.uid === uid) : o.ranked[at];
    if (found) byUid.set(uid, found);
  }
  const previous: ScoreboardChange['previous'] = {};
  const rows: ScoreboardRowDto[] = [];
  for (const uid of uids) {
    const old = o.before.rows.get(uid);
    previous[uid] = old?.present ? { totals: old[kind], star: old.star } : null;
    const now = byUid.get(uid);
    if (now) rows.push(rowDto(type, now, o.users.get(uid)));
  }
  const removed = [...uids].filter((uid) => !byUid.has(uid) && previous[uid] !== null);
  const cells =
    type === 'ACM'
      ? delta.cells
          .filter((c) => !uids.has(c.uid))
          .map((c) => ({ uid: c.uid, pid: c.pid, cell: acmCellDto(c[kind]) }))
      : [];
  if (rows.length === 0 && cells.length === 0 && removed.length === 0) return null;
  return {
    cid: o.cid,
    view: kind,
    type,
    rows,
    previous,
    removed,
    cells,
    rankedCount,
    awards: awardSlots(o.after.settings.award, rankedCount),
  };
};

/** A row's award fields for its rank under the given award places. */
const awarded = (type: ContestRule, r: ScoreboardRowDto, slots: readonly AwardSlot[]) => {
  const a = r.star ? null : awardFor(slots, r.rank, canWin(type, r.totals));
  return {
    ...r,
    isWinAward: a !== null,
    awardName: a?.name ?? null,
    awardBackground: a?.background ?? null,
    awardColor: a?.color ?? null,
  };
};
