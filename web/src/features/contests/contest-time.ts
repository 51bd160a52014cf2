/** Contest time arithmetic (spec section 4): status, progress and the countdown, all pure. */

/** HOJ's contest status: -1 scheduled, 0 running, 1 ended. */
export type ContestStatus = -1 | 0 | 1;

const SECOND = 1000;
const DAY = 86_400 * SECOND;
export const WEEK_MS = 7 * DAY;

export const statusAt = (now: number, start: number, end: number): ContestStatus =>
  now < start ? -1 : now < end ? 0 : 1;

/** 0 before the start, elapsed/duration in percent while running, 100 after. */
export function progressPercent(now: number, start: number, end: number): number {
  if (now <= start) return 0;
  if (now >= end || end <= start) return 100;
  return ((now - start) / (end - start)) * 100;
}

/** `HH:MM:SS` of a span (hours grow past 24 and 99); never negative. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / SECOND));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/**
 * What the contest header's countdown shows: the time until the start (humanized when more
 * than a week away), the time left while running, and 00:00:00 once ended.
 */
export type Countdown =
  | { phase: 'scheduled'; far: true; ms: number }
  | { phase: 'scheduled' | 'running' | 'ended'; far: false; clock: string };

export function countdown(now: number, start: number, end: number): Countdown {
  const status = statusAt(now, start, end);
  if (status === -1) {
    const ms = start - now;
    return ms > WEEK_MS
      ? { phase: 'scheduled', far: true, ms }
      : { phase: 'scheduled', far: false, clock: clockText(ms) };
  }
  if (status === 0) return { phase: 'running', far: false, clock: clockText(end - now) };
  return { phase: 'ended', far: false, clock: '00:00:00' };
}

/** A far start in words, in the viewer's language ("in 12 days", "2个月后"). */
export function humanizeFromNow(ms: number, locale: string): string {
  const days = Math.round(ms / DAY);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (days < 30) return format.format(days, 'day');
  if (days < 365) return format.format(Math.round(days / 30), 'month');
  return format.format(Math.round(days / 365), 'year');
}

/** A duration in seconds as whole days, hours and minutes (the list's "Duration"). */
export function durationParts(seconds: number): { days: number; hours: number; minutes: number } {
  const minutesTotal = Math.max(0, Math.round(seconds / 60));
  return {
    days: Math.floor(minutesTotal / 1440),
    hours: Math.floor(minutesTotal / 60) % 24,
    minutes: minutesTotal % 60,
  };
}
