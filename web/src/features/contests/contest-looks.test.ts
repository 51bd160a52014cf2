import { describe, expect, it } from 'vitest';
import {
  acRate,
  authLook,
  scoreboardPath,
  statusLook,
  statusLooks,
  typeName,
} from './contest-looks';

describe('contest looks', () => {
  it('gives each status its own border colour and name', () => {
    expect(statusLook(-1).border).toBe('border-l-sky-500');
    expect(statusLook(0).border).toBe('border-l-emerald-500');
    expect(statusLook(1).border).toBe('border-l-slate-300');
    const borders = Object.values(statusLooks).map((look) => look.border);
    expect(new Set(borders).size).toBe(3);
    expect(statusLook(0).labelId).toBe('contest.status.running');
  });

  it('reads an unknown status as ended and an unknown auth as public', () => {
    expect(statusLook(7)).toBe(statusLooks[1]);
    expect(authLook(9).labelId).toBe('contest.auth.public');
    expect(authLook(1).labelId).toBe('contest.auth.private');
    expect(authLook(2).labelId).toBe('contest.auth.protected');
  });

  it('names the rule and links the outside scoreboard by rule', () => {
    expect(typeName(0)).toBe('ACM');
    expect(typeName(1)).toBe('OI');
    expect(scoreboardPath({ id: 4, type: 0 })).toBe('/contest/acm-scoreboard/4');
    expect(scoreboardPath({ id: 4, type: 1 })).toBe('/contest/oi-scoreboard/4');
  });

  it('answers the AC rate, or null while the counts are hidden', () => {
    expect(acRate(1, 3)).toBeCloseTo(33.3333, 3);
    expect(acRate(0, 0)).toBe(0);
    expect(acRate(undefined, 4)).toBeNull();
    expect(acRate(2, null)).toBeNull();
  });
});
