import type { Sql } from '@oj/events';
import { rooms, type Room, type ScoreboardNotice } from '@oj/events';
import {
  applyVerdict,
  applyVerdicts,
  cellKey,
  revealCells,
  pickRows,
  rowDto,
  scoreboardChange,
  type ScoreDelta,
  type ScoreState,
  type ScoreboardChange,
  type BoardPage,
  type ViewKind,
} from '@oj/events/scoring';
import type { Logger } from '../../infra/logger.ts';
import { participants } from './board-source.ts';
import { plainPageKey, type PageMemoSize } from './page-memo.ts';
import { changedSubmissions } from './rejudge-resync.ts';
import { cellDelta, changedCells, thawCell } from './reveal-delta.ts';
import {
  advanceEntry,
  entryKind,
  loadEntry,
  rankedCount,
  rankedOf,
  type Entry,
} from './board-entry.ts';

export interface BoardQuery {
  /** A contest admin asking for the live board (force refresh). */
  admin: boolean;
  now: Date;
  removeStar: boolean;
  keyword: string;
  concernedUids: readonly string[];
  current: number;
  limit: number;
}

type Emit = (room: Room, change: ScoreboardChange) => void;

/** Boards unused this long, with nobody subscribed, leave memory. */
const IDLE_MS = 10 * 60_000;

/**
 * The contests' scoreboards, folded in memory with the pure scoring fold from the submissions
 * read model and kept current by `scoreboardChannel` notices: each verdict (its row carried by
 * the notice) applies one cell and one row (`applyVerdict`) and pushes the changed rows to
 * `contest:<cid>` (the view the public sees) and `contest:<cid>:admin` (live). A contest or problem-set change rebuilds the board.
 * Boards are cached only while notices arrive (`listening`); otherwise every read folds anew.
 */
/**
 * Who gets which view of a change: while the public board is live one push reaches everyone
 * (admins are in both rooms); during the freeze the public room gets the sealed view and the
 * admin room the live one.
 */
const viewsOf = (cid: number, entry: Entry, now = new Date()): [Room, ViewKind][] => {
  const publicKind = entryKind(entry, false, now);
  return publicKind === 'live'
    ? [[rooms.contest(cid), 'live']]
    : [
        [rooms.contestAdmin(cid), 'live'],
        [rooms.contest(cid), publicKind],
      ];
};

export class LiveBoards {
  private readonly entries = new Map<number, Promise<Entry>>();
  private readonly queues = new Map<number, Promise<void>>();
  private emit: Emit | undefined;
  private listening = false;
  private watched: (cid: number) => boolean = () => false;

  constructor(
    private readonly sql: Sql,
    private readonly logger: Logger,
  ) {}

  /** Starts caching and pushing: `emit` sends to local sockets, `watched` says who listens. */
  attach(emit: Emit, watched: (cid: number) => boolean): void {
    this.emit = emit;
    this.watched = watched;
    this.listening = true;
  }

  detach(): void {
    this.listening = false;
    this.emit = undefined;
    this.entries.clear();
  }

  /** One page of the board as the viewer may see it. */
  async page(cid: number, q: BoardQuery): Promise<BoardPage> {
    const entry = await this.entry(cid);
    const kind = entryKind(entry, q.admin, q.now);
    const key = plainPageKey(kind, q);
    const memo = key === undefined ? undefined : entry.pages.get(key);
    if (memo) return memo;
    const rows = pickRows(rankedOf(entry, kind), {
      removeStar: q.removeStar,
      keyword: q.keyword,
      concernedUids: q.concernedUids,
      users: entry.users,
    });
    const from = (q.current - 1) * q.limit;
    const type = entry.state.settings.type;
    const page: BoardPage = {
      records: rows.slice(from, from + q.limit).map((r) => rowDto(type, r, entry.users.get(r.uid))),
      total: rows.length,
      current: q.current,
      size: q.limit,
      sealed: kind === 'sealed',
      rankedCount: rankedCount(entry, kind),
    };
    if (key !== undefined) entry.pages.set(key, page);
    return page;
  }

  /** What the page memo of a cached board holds; null when the board is not cached. */
  async memoSize(cid: number): Promise<PageMemoSize | null> {
    const cached = this.entries.get(cid);
    return cached ? (await cached).pages.size() : null;
  }

  /**
   * Per display id: users who solved it and judged tries, in the board the viewer sees; null
   * while that board is sealed for them (the problem list then shows '?').
   */
  async problemCounters(cid: number, o: { admin: boolean; now: Date }) {
    const entry = await this.entry(cid);
    if (entryKind(entry, o.admin, o.now) === 'sealed') return null;
    const counters = new Map<string, { ac: number; total: number }>();
    for (const row of entry.state.rows.values())
      for (const cell of row.cells.values()) {
        const c = counters.get(cell.pid) ?? { ac: 0, total: 0 };
        c.total += cell.live.tries;
        if (cell.live.solved) c.ac += 1;
        counters.set(cell.pid, c);
      }
    return counters;
  }

  /** The fold of a contest as it stands (replay and tests read it). */
  async state(cid: number): Promise<ScoreState> {
    return (await this.entry(cid)).state;
  }

  /** Loads a board before its first subscriber needs a push. */
  async warm(cid: number): Promise<void> {
    const entry = await this.entry(cid);
    // Render both views now, so the first verdict moves rows instead of sorting the board.
    rankedOf(entry, 'live');
    rankedOf(entry, entryKind(entry, false, new Date()));
  }

  /** A `scoreboardChannel` notice: serialised per contest, never thrown. */
  onNotice(n: ScoreboardNotice): Promise<void> {
    const run = (this.queues.get(n.cid) ?? Promise.resolve())
      .then(() => this.handle(n))
      .catch((error: unknown) => {
        this.logger.error({ err: error, cid: n.cid }, 'scoreboard update failed');
        this.entries.delete(n.cid);
      });
    this.queues.set(n.cid, run);
    void run.then(() => {
      if (this.queues.get(n.cid) === run) this.queues.delete(n.cid);
    });
    return run;
  }

  /** Notices may have been lost (the listener reconnected): every cached board folds again. */
  async resume(): Promise<void> {
    await Promise.all([...this.entries.keys()].map((cid) => this.onNotice({ cid })));
  }

  /** Forgets boards nobody used or watched for a while. */
  sweep(now = Date.now()): void {
    for (const [cid, p] of this.entries)
      void p.then((e) => {
        if (now - e.usedAt > IDLE_MS && !this.watched(cid)) this.entries.delete(cid);
      });
  }

  private async handle(n: ScoreboardNotice): Promise<void> {
    const cached = this.entries.get(n.cid);
    if (!cached) {
      // Nobody looked at this board here: nothing to update, unless someone listens now.
      if (this.watched(n.cid)) await this.entry(n.cid);
      return;
    }
    const entry = await cached;
    if (n.reveal) return this.thaw(n.cid, entry, n.reveal);
    if (n.resync) return this.resync(n.cid, entry);
    // The notice carries the row as the projection committed it: nothing to read back.
    const sub = n.submission;
    if (!sub) {
      // The contest, its problem set or its settings changed, or the submission's problem left
      // the board: fold again from the read model.
      return this.reload(n.cid, entry);
    }
    if (!entry.users.has(sub.uid)) {
      const [p] = (await participants(this.sql, [sub.uid])).values();
      if (p) entry.users.set(sub.uid, p);
      const star = entry.contest.star_account.some(
        (u) => u.toLowerCase() === p?.username.toLowerCase(),
      );
      if (star && !entry.state.rules.stars.has(sub.uid)) return this.reload(n.cid, entry);
    }
    const before = entry.state;
    let { state, delta } = applyVerdict(before, sub);
    if (delta.rows.length === 0 && delta.cells.length === 0) return;
    if (entry.revealed.has(cellKey(sub.uid, sub.pid))) {
      // A rejudge of a cell the reveal opened: it stays open, with its new result.
      state = revealCells(state, new Set([cellKey(sub.uid, sub.pid)]));
      delta = cellDelta(state, sub.uid, sub.pid);
    }
    advanceEntry(entry, state, delta);
    const now = new Date();
    // Admins are in both rooms: while the public view is live too, one push reaches everyone;
    // during the freeze the public room gets the sealed view and the admin room the live one.
    // Each push is what that view's own board changed, so a verdict in the frozen window that
    // the sealed board does not show (a rejudge, a first blood moving) reaches no public socket.
    const views = viewsOf(n.cid, entry, now);
    for (const [room, kind] of views) {
      const change = this.changeOf(n.cid, entry, before, kind, sub.uid, delta);
      if (change) this.emit?.(room, change);
    }
  }

  /**
   * Folds the board again from the read model. The fresh fold may already hold changes whose
   * notices are still on their way (a reveal step, a verdict): those notices then change
   * nothing, so every cell the reload changed is pushed now, or watchers would never see it.
   */
  private async reload(cid: number, old: Entry): Promise<void> {
    this.entries.delete(cid);
    const fresh = await this.entry(cid);
    if (!this.watched(cid)) return;
    const views = viewsOf(cid, fresh);
    for (const cell of changedCells(old.state, fresh.state)) {
      const delta = cellDelta(fresh.state, cell.uid, cell.pid);
      for (const [room, kind] of views) {
        const change = this.changeOf(cid, fresh, old.state, kind, cell.uid, delta);
        if (change) this.emit?.(room, change);
      }
    }
  }

  /**
   * The shared reveal opened a cell: the sealed view shows its live result from now on, pushed
   * to the public room while the public sees the sealed board (the live view does not change).
   */
  private thaw(cid: number, entry: Entry, cell: { uid: string; pid: string }): void {
    const key = cellKey(cell.uid, cell.pid);
    if (entry.revealed.has(key)) return;
    entry.revealed.add(key);
    const before = entry.state;
    const { state, delta } = thawCell(before, cell);
    advanceEntry(entry, state, delta, [cell.uid]);
    if (entryKind(entry, false, new Date()) !== 'sealed') return;
    const change = this.changeOf(cid, entry, before, 'sealed', cell.uid, delta);
    if (change) this.emit?.(rooms.contest(cid), change);
  }

  /** Many verdicts at once (a rejudge applied or undone): read back, folded in, pushed once. */
  private async resync(cid: number, entry: Entry): Promise<void> {
    const subs = await changedSubmissions(this.sql, cid, entry.state);
    const uids = [...new Set(subs.map((s) => s.uid))];
    const revealed = subs.some((s) => entry.revealed.has(cellKey(s.uid, s.pid)));
    if (revealed || uids.some((u) => !entry.users.has(u))) return this.reload(cid, entry);
    const before = entry.state;
    const { state, delta } = applyVerdicts(before, subs);
    if (delta.rows.length === 0 && delta.cells.length === 0) return;
    advanceEntry(entry, state, delta);
    const views = viewsOf(cid, entry);
    for (const [room, kind] of views) {
      const change = this.changeOf(cid, entry, before, kind, uids, delta);
      if (change) this.emit?.(room, change);
    }
  }

  private changeOf(
    cid: number,
    entry: Entry,
    before: ScoreState,
    kind: ViewKind,
    submitter: string | readonly string[],
    delta: ScoreDelta,
  ): ScoreboardChange | null {
    return scoreboardChange({
      cid,
      kind,
      before,
      after: entry.state,
      ranked: rankedOf(entry, kind),
      submitter,
      delta,
      users: entry.users,
    });
  }

  private entry(cid: number): Promise<Entry> {
    const cached = this.listening ? this.entries.get(cid) : undefined;
    if (cached)
      return cached.then((e) => {
        e.usedAt = Date.now();
        return e;
      });
    const loading = loadEntry(this.sql, cid);
    if (this.listening) {
      this.entries.set(cid, loading);
      loading.catch(() => this.entries.delete(cid));
    }
    return loading;
  }
}
