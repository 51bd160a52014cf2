import {
  rankedRows,
  replayAt,
  viewKind,
  type BoardRow,
  type ContestSettings,
  type ScoredSubmission,
  type UserProfile,
  type ViewKind,
} from '@oj/events/scoring';

const MINUTE = 60_000;

/** The replay's playback speeds: contest minutes per real second. */
export const REPLAY_SPEEDS = [1, 5, 20, 60] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** Whose board the replay shows: the public one (frozen where it was) or the admins' live one. */
export type ReplayAudience = 'public' | 'admin';

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

/** The board at one minute, as the chosen audience saw it then. */
export const replayBoard = (
  history: { settings: ContestSettings; submissions: readonly ScoredSubmission[] },
  minute: number,
  audience: ReplayAudience,
  users: ReadonlyMap<string, UserProfile>,
): { kind: ViewKind; rows: BoardRow[] } => {
  const at = timeAtMinute(history.settings, minute);
  const state = replayAt(history.settings, history.submissions, at);
  const kind = viewKind(history.settings, state.rules, { admin: audience === 'admin', now: at });
  return { kind, rows: rankedRows(state, kind, users) };
};
