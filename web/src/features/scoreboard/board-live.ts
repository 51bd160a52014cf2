import {
  compareTotals,
  rerankPage,
  type ScoreboardChange,
  type ScoreboardRowDto,
} from '@oj/events/scoring';
import type { BoardPage } from './api/types';

/** What to do with a `scoreboard:changed` push. */
export type PushDecision = 'apply' | 'ignore' | 'refetch';

/**
 * Whether a push fits the board on screen. Each push is one view: `sealed` (what the public
 * sees while frozen) or `live`. Contestants get only the public room; a push of the other view
 * means the seal began or ended, so the page is fetched again. Contest admins get both rooms:
 * they apply the live push while they look at the live board (force refresh, or no seal) and
 * the sealed one otherwise; a sealed push while they show the unsealed public board means the
 * seal began.
 */
export function pushDecision(
  change: Pick<ScoreboardChange, 'cid' | 'view'>,
  o: { cid: number; sealed: boolean; admin: boolean; forceRefresh: boolean },
): PushDecision {
  if (change.cid !== o.cid) return 'ignore';
  const shown = o.sealed ? 'sealed' : 'live';
  if (change.view === shown) return 'apply';
  if (!o.admin) return 'refetch';
  return change.view === 'sealed' && !o.forceRefresh ? 'refetch' : 'ignore';
}

/** The server's keyword rule (username, shown name or school contains it, any case). */
export function matchesKeyword(row: ScoreboardRowDto, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (k === '') return true;
  return [row.username, row.rankShowName, row.school].some((s) => s.toLowerCase().includes(k));
}

export interface PageFilters {
  keyword: string;
  removeStar: boolean;
  /** Followed user ids (`concernedList`): their rows stay pinned first. */
  followed: readonly string[];
}

/** The server's board order: the rule's totals, then uid (star rows sit among the others). */
const boardOrder = (type: ScoreboardChange['type']) => (a: ScoreboardRowDto, b: ScoreboardRowDto) =>
  compareTotals(type, a.totals, b.totals) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

/**
 * The page after a push, without asking the server: `rerankPage` re-ranks the other rows
 * exactly. Two things it does not do are done here: star rows keep their place among the
 * others (the server orders by totals, `rerankPage` puts them last), and a changed row joins a
 * last page that has room even when it ranks after its last row (a newcomer's first try).
 * Rows that join are held to the viewer's search and star filter, followed ones are pinned,
 * and the page keeps its size.
 */
export function applyPush(page: BoardPage, change: ScoreboardChange, f: PageFilters): BoardPage {
  const before = new Set(page.records.map((r) => r.uid));
  const followed = new Set(f.followed);
  const fits = (r: ScoreboardRowDto) => matchesKeyword(r, f.keyword) && !(f.removeStar && r.star);
  const reranked = rerankPage(page.records, change, { keepOutsiders: false });
  const kept = new Set(reranked.map((r) => r.uid));
  const lastPage = page.total <= page.current * page.size;
  const roomy = lastPage && page.records.length < page.size;
  const late = roomy ? change.rows.filter((r) => !kept.has(r.uid)) : [];
  const rows = [...reranked, ...late]
    .filter((r) => before.has(r.uid) || fits(r))
    .map((r) => (followed.has(r.uid) && !r.concerned ? { ...r, concerned: true } : r))
    .sort(boardOrder(change.type));
  const records = [...rows.filter((r) => r.concerned), ...rows.filter((r) => !r.concerned)];
  const newcomers = change.rows.filter((r) => change.previous[r.uid] === null && fits(r)).length;
  const left = change.removed.filter((uid) => f.keyword === '' || before.has(uid)).length;
  return {
    ...page,
    records: records.slice(0, page.size),
    total: Math.max(0, page.total + newcomers - left),
    rankedCount: change.rankedCount,
  };
}

const sameRow = (a: ScoreboardRowDto, b: ScoreboardRowDto) =>
  a.total === b.total &&
  JSON.stringify([a.totals, a.submissionInfo]) === JSON.stringify([b.totals, b.submissionInfo]);

/**
 * Whether a fetched page already shows a push that arrived while it loaded (its changed rows
 * are on the page exactly as pushed): applying it again would move the other rows twice.
 */
export function alreadyShown(page: BoardPage, change: ScoreboardChange): boolean {
  if (change.rows.length === 0) return false;
  return change.rows.every((r) => {
    const shown = page.records.find((p) => p.uid === r.uid);
    return shown !== undefined && sameRow(shown, r);
  });
}

/** The uids a push changed (rows and first-blood flips): they flash on screen. */
export const changedUids = (change: ScoreboardChange): string[] => [
  ...new Set([...change.rows.map((r) => r.uid), ...change.cells.map((c) => c.uid)]),
];
