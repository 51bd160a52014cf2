import { describe, expect, it } from 'vitest';
import type { ContestSettings, VerdictLogEntry } from '@oj/events/scoring';
import { lastMinute, playTick, replayBoard, replayHistory, timeAtMinute } from './replay';

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
let position = 0;
/** A run submitted at one minute and judged at another (null: never judged). */
const run = (
  submitId: number,
  uid: string,
  pid: string,
  minute: number,
  verdicts: [number, 'AC' | 'WA' | 'PENDING'][],
): VerdictLogEntry[] => {
  const base = { submitId, uid, pid, submitTime: at(minute), score: null, time: null };
  return [
    { ...base, status: 'PENDING', position: 0, at: at(minute) },
    ...verdicts.map(([m, status]) => ({ ...base, status, position: 0, at: at(m) })),
  ];
};
const log = [
  ...run(1, 'bob', 'A', 30, [[31, 'AC']]),
  ...run(2, 'bob', 'B', 90, [[91, 'AC']]),
  ...run(3, 'alice', 'A', 10, [[11, 'AC']]),
  // Judged wrong, rejudged at 100 and accepted at 102.
  ...run(4, 'alice', 'B', 20, [
    [22, 'WA'],
    [100, 'PENDING'],
    [102, 'AC'],
  ]),
  ...run(5, 'alice', 'C', 250, [[251, 'AC']]),
  // Still waiting at minute 45.
  ...run(6, 'bob', 'C', 40, [[50, 'WA']]),
]
  .sort((a, b) => a.at - b.at)
  .map((e) => ({ ...e, position: (position += 3) }));
const h = replayHistory({ settings, log });
const users = new Map();
const order = (minute: number, audience: 'public' | 'admin') => {
  const b = replayBoard(h, minute, audience, users);
  return [b.kind, ...b.rows.map((r) => `${r.uid}:${r.solved}`)];
};

describe('replay', () => {
  it('plays whole minutes, at most ten folds a second', () => {
    expect(playTick(1)).toEqual({ intervalMs: 1000, minutes: 1 });
    expect(playTick(5)).toEqual({ intervalMs: 200, minutes: 1 });
    expect(playTick(10)).toEqual({ intervalMs: 100, minutes: 1 });
    expect(playTick(30)).toEqual({ intervalMs: 100, minutes: 3 });
    expect(playTick(60)).toEqual({ intervalMs: 100, minutes: 6 });
  });

  it('maps the slider from the start to the end, rounding a partial last minute up', () => {
    expect(lastMinute(settings)).toBe(300);
    expect(lastMinute({ startTime: 0, endTime: 90_500 })).toBe(2);
    expect(timeAtMinute({ startTime: 0, endTime: 90_500 }, 2)).toBe(90_500);
  });

  it('folds what had happened by the chosen minute, verdicts before later rejudges', () => {
    expect(order(0, 'admin')).toEqual(['live']);
    expect(order(15, 'admin')).toEqual(['live', 'alice:1']);
    expect(order(60, 'admin')).toEqual(['live', 'alice:1', 'bob:1']);
    expect(order(101, 'admin')).toEqual(['live', 'bob:2', 'alice:1']);
    expect(order(110, 'admin')).toEqual(['live', 'alice:2', 'bob:2']);
  });

  it('shows runs waiting for their verdict in the admin view only', () => {
    const admin = replayBoard(h, 45, 'admin', users);
    expect(admin.judging.get('bob')?.get('C')).toBe(1);
    expect(replayBoard(h, 45, 'public', users).judging.size).toBe(0);
    expect(replayBoard(h, 101, 'admin', users).judging.get('alice')?.get('B')).toBe(1);
    expect(replayBoard(h, 60, 'admin', users).judging.size).toBe(0);
  });

  it('shows the public board frozen from the seal on, and the admins the live one', () => {
    expect(order(260, 'public')).toEqual(['sealed', 'alice:2', 'bob:2']);
    expect(order(260, 'admin')).toEqual(['live', 'alice:3', 'bob:2']);
    // autoRealRank is off: the public board stays frozen after the end.
    expect(order(300, 'public')).toEqual(['sealed', 'alice:2', 'bob:2']);
  });
});
