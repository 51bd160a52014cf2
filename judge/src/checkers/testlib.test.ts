import { describe, expect, it } from 'vitest';
import { interpretChecker } from './testlib.ts';

describe('interpretChecker exit codes', () => {
  it.each([
    [0, '', '', 'AC', null],
    [100, '', '', 'AC', null],
    [101, '', 'spaces', 'PE', null],
    [102, '', 'expected 3', 'WA', null],
    [103, '', 'bad data', 'SE', null],
    [99, '40\n', '', 'PA', 40],
    [99, '100', '', 'AC', null],
    [99, '0', '', 'PA', 0],
    [99, '62.5 close enough', '', 'PA', 62.5],
    [99, 'no number', '', 'SE', null],
  ] as const)('exit %s with stdout %j -> %s', (exit, stdout, stderr, status, percent) => {
    const v = interpretChecker(exit, null, stdout, stderr);
    expect(v.status).toBe(status);
    expect(v.percent).toBe(percent);
  });

  it('keeps the checker message', () => {
    expect(interpretChecker(102, null, '', 'wrong answer expected 3, found 4\n').message).toBe(
      'wrong answer expected 3, found 4',
    );
    expect(interpretChecker(99, null, '50 half of it', '').message).toBe('half of it');
  });
});

describe('interpretChecker testlib stderr (other exit codes)', () => {
  it.each([
    [0, 'ok 3 numbers', 'AC', null],
    [1, 'wrong answer 1st numbers differ', 'WA', null],
    [2, 'wrong output format Unexpected end of file', 'PE', null],
    [7, 'points 30', 'PA', 30],
    [16, 'partially correct (45) almost', 'PA', 45],
    [3, 'FAIL answer file is broken', 'SE', null],
  ] as const)('exit %s and %j -> %s', (exit, stderr, status, percent) => {
    const v = interpretChecker(exit, null, '', stderr);
    expect(v.status).toBe(status);
    expect(v.percent).toBe(percent);
  });

  it('is a System Error when the checker says nothing understandable', () => {
    expect(interpretChecker(5, null, '', 'segfault?').status).toBe('SE');
    expect(interpretChecker(null, 11, '', '').message).toContain('signal 11');
  });
});
