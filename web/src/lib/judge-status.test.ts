import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en-US/messages';
import { messages as zh } from '../locales/zh-CN/messages';
import {
  canManualJudge,
  isJudging,
  judgeStatusInfo,
  judgeStatusList,
  manualJudgeCodes,
} from './judge-status';

describe('judge status codes', () => {
  it('names every HOJ code in both catalogs', () => {
    expect(judgeStatusList.map((info) => info.code).sort((a, b) => a - b)).toEqual([
      -10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    for (const info of judgeStatusList) {
      expect(en, info.labelId).toHaveProperty([info.labelId]);
      expect(zh, info.labelId).toHaveProperty([info.labelId]);
    }
  });

  it('colours verdicts as the spec says', () => {
    expect(judgeStatusInfo(0).tone).toBe('success');
    expect(judgeStatusInfo(-1).tone).toBe('danger');
    expect(judgeStatusInfo(-2).tone).toBe('warning');
    for (const code of [1, 2, 3, -3]) expect(judgeStatusInfo(code).tone).toBe('orange');
    for (const code of [5, 6, 7]) expect(judgeStatusInfo(code).tone).toBe('info');
    expect(judgeStatusInfo(99).labelId).toBe('judge.system-error');
  });

  it('treats only Pending, Compiling and Judging as in progress', () => {
    expect([5, 6, 7].every(isJudging)).toBe(true);
    expect([-4, -2, 0, 4, 8, 9, 10].some(isJudging)).toBe(false);
  });

  it('limits the manual judge choices and when it is allowed', () => {
    expect(manualJudgeCodes).toEqual([-3, -1, 0, 1, 2, 3, 4, 8, 10]);
    expect(canManualJudge(7)).toBe(false);
    expect(canManualJudge(6)).toBe(false);
    expect(canManualJudge(-2)).toBe(false);
    expect(canManualJudge(-1)).toBe(true);
  });
});
