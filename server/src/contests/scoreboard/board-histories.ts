import type { Sql } from '@oj/events';
import { extendHistory, history, type History } from '@oj/events/scoring';
import type { Deps } from '../../deps.ts';
import type { ContestRow } from '../contest.queries.ts';
import {
  participants,
  settingsOf,
  starUidsOf,
  superAdminUids,
  type Participant,
} from './board-source.ts';
import { displayIdsKey, verdictLog, verdictLogHead } from './verdict-log.ts';

/** One contest's indexed verdict log and the participants it names. */
export interface ContestHistory {
  history: History;
  users: Map<string, Participant>;
}

interface Cached extends ContestHistory {
  /** Settings and display ids the history was folded with: any change refolds it. */
  key: string;
  /** Log position read up to (rows of problems no longer on the board included). */
  loadedTo: number;
}

/** Histories kept at once: an admin scrubbing one contest, a few at most in a hall. */
const KEEP = 4;

/**
 * Contests' histories held in memory for time travel (`get-contest-rank` with `atTime`). Each
 * request checks the log's head (one indexed max) and folds on only the rows that arrived
 * since; a change of the contest's settings, stars or display ids folds it anew.
 */
export class BoardHistories {
  private readonly cache = new Map<number, Cached>();
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(private readonly sql: Sql) {}

  /** The contest's history, current to the log as committed now; serialised per contest. */
  of(contest: ContestRow): Promise<ContestHistory> {
    const cid = Number(contest.id);
    const run = (this.queues.get(cid) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.refresh(contest));
    this.queues.set(cid, run);
    void run.finally(() => {
      if (this.queues.get(cid) === run) this.queues.delete(cid);
    });
    return run;
  }

  private async refresh(contest: ContestRow): Promise<ContestHistory> {
    const cid = Number(contest.id);
    const [admins, stars, ids, head] = await Promise.all([
      superAdminUids(this.sql),
      starUidsOf(this.sql, contest.star_account),
      displayIdsKey(this.sql, cid),
      verdictLogHead(this.sql, cid),
    ]);
    const settings = settingsOf(contest, { superAdminUids: admins, starUids: stars });
    const key = JSON.stringify(settings) + ids;
    let cached = this.cache.get(cid);
    if (cached?.key !== key)
      cached = { key, loadedTo: 0, history: history(settings, []), users: new Map() };
    if (head > cached.loadedTo) {
      const more = await verdictLog(this.sql, cid, cached.loadedTo);
      cached.history = extendHistory(cached.history, more);
      cached.loadedTo = Math.max(head, more.at(-1)?.position ?? 0);
      const unknown = [...new Set(more.map((e) => e.uid))].filter((u) => !cached.users.has(u));
      for (const [uid, p] of await participants(this.sql, unknown)) cached.users.set(uid, p);
    }
    // Map order is insertion order: the least recently used contest leaves first.
    this.cache.delete(cid);
    this.cache.set(cid, cached);
    for (const [old] of this.cache) if (this.cache.size > KEEP) this.cache.delete(old);
    return cached;
  }
}

const histories = new WeakMap<Deps, BoardHistories>();

/** The one BoardHistories of a server (its deps). */
export const boardHistoriesOf = (deps: Deps): BoardHistories => {
  let h = histories.get(deps);
  if (!h) {
    h = new BoardHistories(deps.sql);
    histories.set(deps, h);
  }
  return h;
};
