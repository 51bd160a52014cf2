import { describe, expect, it } from 'vitest';
import {
  clockText,
  countdown,
  durationParts,
  humanizeFromNow,
  progressPercent,
  statusAt,
  WEEK_MS,
} from './contest-time';

const hour = 3_600_000;
const start = Date.UTC(2030, 0, 1, 8);
const end = start + 5 * hour;

describe('contest status and progress', () => {
  it('is scheduled before the start, running until the end, ended from the end on', () => {
    expect(statusAt(start - 1, start, end)).toBe(-1);
    expect(statusAt(start, start, end)).toBe(0);
    expect(statusAt(end - 1, start, end)).toBe(0);
    expect(statusAt(end, start, end)).toBe(1);
  });

  it.each([
    [start - hour, 0],
    [start, 0],
    [start + hour, 20],
    [start + 2.5 * hour, 50],
    [end, 100],
    [end + hour, 100],
  ])('at %d the progress is %d %%', (now, percent) => {
    expect(progressPercent(now, start, end)).toBeCloseTo(percent, 10);
  });

  it('treats a contest without length as done once it started', () => {
    expect(progressPercent(start, start, start)).toBe(0);
    expect(progressPercent(start + 1, start, start)).toBe(100);
  });
});

describe('countdown', () => {
  it.each([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [61_000, '00:01:01'],
    [3 * hour + 25 * 60_000 + 7_000, '03:25:07'],
    [150 * hour, '150:00:00'],
    [-5_000, '00:00:00'],
  ])('shows %d ms as %s', (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });

  it('counts down to the start, then to the end, then shows 00:00:00 ended', () => {
    expect(countdown(start - 90_000, start, end)).toEqual({
      phase: 'scheduled',
      far: false,
      clock: '00:01:30',
    });
    expect(countdown(start + hour, start, end)).toEqual({
      phase: 'running',
      far: false,
      clock: '04:00:00',
    });
    expect(countdown(end + 10, start, end)).toEqual({
      phase: 'ended',
      far: false,
      clock: '00:00:00',
    });
  });

  it('humanizes a start more than a week away', () => {
    expect(countdown(start - WEEK_MS, start, end)).toMatchObject({
      far: false,
      clock: '168:00:00',
    });
    const far = countdown(start - 12 * 24 * hour, start, end);
    expect(far).toEqual({ phase: 'scheduled', far: true, ms: 12 * 24 * hour });
    expect(humanizeFromNow(12 * 24 * hour, 'en-US')).toBe('in 12 days');
    expect(humanizeFromNow(12 * 24 * hour, 'zh-CN')).toBe('12天后');
    expect(humanizeFromNow(70 * 24 * hour, 'en-US')).toBe('in 2 months');
    expect(humanizeFromNow(800 * 24 * hour, 'en-US')).toBe('in 2 years');
  });
});

describe('duration parts', () => {
  it.each([
    [18_000, { days: 0, hours: 5, minutes: 0 }],
    [5_400, { days: 0, hours: 1, minutes: 30 }],
    [2 * 86_400 + 3 * 3600, { days: 2, hours: 3, minutes: 0 }],
    [29, { days: 0, hours: 0, minutes: 0 }],
  ])('splits %d s', (seconds, parts) => {
    expect(durationParts(seconds)).toEqual(parts);
  });
});
