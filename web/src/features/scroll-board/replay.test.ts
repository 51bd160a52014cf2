import { describe, expect, it } from 'vitest';
import type { ContestSettings, ScoredSubmission } from '@oj/events/scoring';
import { lastMinute, playTick, replayBoard, timeAtMinute } from './replay';

const T0 = Date.UTC(2026, 0, 10, 9);
const at = (minute: number) => T0 + minute * 60_000;
const settings: ContestSettings = {
  type: 'ACM',
  startTime: T0,
  endTime: at(300),
  sealRank: 1,
  autoRealRank: false,
  oiRankScoreType: 'Recent',
  authorUid: 'author',
  superAdminUids: [],
  starUids: [],
  award: { type: 0 },
  rankShowName: 'username',
};
const sub = (submitId: number, uid: string, pid: string, minute: number): ScoredSubmission => ({
  submitId,
  uid,
  pid,
  submitTime: at(minute),
  status: 'AC',
  score: null,
  time: 1,
});
const history = {
  settings,
  submissions: [
    sub(1, 'bob', 'A', 30),
    sub(2, 'bob', 'B', 90),
    sub(3, 'alice', 'A', 10),
    sub(4, 'alice', 'B', 20),
    sub(5, 'alice', 'C', 250),
  ],
};
const users = new Map();
const order = (minute: number, audience: 'public' | 'admin') => {
  const b = replayBoard(history, minute, audience, users);
  return [b.kind, ...b.rows.map((r) => `${r.uid}:${r.solved}`)];
};

describe('replay', () => {
  it('plays whole minutes, at most ten folds a second', () => {
    expect(playTick(1)).toEqual({ intervalMs: 1000, minutes: 1 });
    expect(playTick(5)).toEqual({ intervalMs: 200, minutes: 1 });
    expect(playTick(20)).toEqual({ intervalMs: 100, minutes: 2 });
    expect(playTick(60)).toEqual({ intervalMs: 100, minutes: 6 });
  });

  it('maps the slider from the start to the end, rounding a partial last minute up', () => {
    expect(lastMinute(settings)).toBe(300);
    expect(lastMinute({ startTime: 0, endTime: 90_500 })).toBe(2);
    expect(timeAtMinute({ startTime: 0, endTime: 90_500 }, 2)).toBe(90_500);
  });

  it('folds only what was submitted before the chosen minute', () => {
    expect(order(0, 'admin')).toEqual(['live']);
    expect(order(15, 'admin')).toEqual(['live', 'alice:1']);
    expect(order(60, 'admin')).toEqual(['live', 'alice:2', 'bob:1']);
  });

  it('shows the public board frozen from the seal on, and the admins the live one', () => {
    expect(order(260, 'public')).toEqual(['sealed', 'alice:2', 'bob:2']);
    expect(order(260, 'admin')).toEqual(['live', 'alice:3', 'bob:2']);
    // autoRealRank is off: the public board stays frozen after the end.
    expect(order(300, 'public')[0]).toBe('sealed');
    expect(order(300, 'public')).toEqual(['sealed', 'alice:2', 'bob:2']);
  });
});
