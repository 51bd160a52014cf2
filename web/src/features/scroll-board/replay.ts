import {
  history,
  historyAt,
  historyBoard,
  historyLength,
  judgingCells,
  type BoardRow,
  type ContestSettings,
  type History,
  type HistoryAudience,
  type UserProfile,
  type VerdictLogEntry,
  type ViewKind,
} from '@oj/events/scoring';

const MINUTE = 60_000;

/** The replay's playback speeds: contest minutes per real second. */
export const REPLAY_SPEEDS = [1, 5, 10, 30, 60] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** Whose board the replay shows: the public one (frozen where it was) or the admins' live one. */
export type ReplayAudience = HistoryAudience;

/** The slider's last minute: the contest's length, rounded up so the end is reachable. */
export const lastMinute = (settings: Pick<ContestSettings, 'startTime' | 'endTime'>): number =>
  Math.max(0, Math.ceil((settings.endTime - settings.startTime) / MINUTE));

/** Epoch ms of a slider minute, never past the end. */
export const timeAtMinute = (
  settings: Pick<ContestSettings, 'startTime' | 'endTime'>,
  minute: number,
): number => Math.min(settings.startTime + minute * MINUTE, settings.endTime);

/**
 * One playback tick: at most ten ticks a second (a fold per tick), each moving whole minutes,
 * so 1x ticks every second by one minute and 60x every 100 ms by six.
 */
export const playTick = (speed: ReplaySpeed): { intervalMs: number; minutes: number } => {
  const intervalMs = Math.max(100, 1000 / speed);
  return { intervalMs, minutes: Math.round((speed * intervalMs) / 1000) };
};

/** The contest's verdict log indexed once, so every slider move is a jump, not a fold. */
export const replayHistory = (h: {
  settings: ContestSettings;
  log: readonly VerdictLogEntry[];
}): History => history(h.settings, h.log);

/** What one replayed minute shows. */
export interface ReplayFrame {
  kind: ViewKind;
  rows: BoardRow[];
  /** Admin view: per user, per display id, runs still waiting for their verdict then. */
  judging: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Log entries that had happened by then, of all. */
  happened: number;
}

/**
 * The board at one minute as the chosen audience saw it then: the log folded up to that
 * instant (verdicts before later rejudges, runs still pending), and the seal as it stood.
 * The last minute shows the board as it stands now, later verdicts included.
 * The public never saw runs being judged, so only the admin view lists them.
 */
export const replayBoard = (
  h: History,
  minute: number,
  audience: ReplayAudience,
  users: ReadonlyMap<string, UserProfile>,
): ReplayFrame => {
  const at = timeAtMinute(h.settings, minute);
  // The slider's end is the board as it stands: verdicts that came after the end included.
  const cut = minute >= lastMinute(h.settings) ? { position: Infinity } : { at };
  const state = historyAt(h, cut);
  const { kind, rows } = historyBoard(state, audience, at, users);
  return {
    kind,
    rows,
    judging: audience === 'admin' ? judgingCells(state) : new Map(),
    happened: historyLength(h, cut),
  };
};
