import { describe, expect, it } from 'vitest';
import { formatAcRate, formatLength, formatMemory, formatTime } from './format';

describe('formatMemory', () => {
  it('scales KB up through MB ... YB with one decimal', () => {
    expect(formatMemory(0)).toBe('0.0 KB');
    expect(formatMemory(512)).toBe('512.0 KB');
    expect(formatMemory(1023)).toBe('1023.0 KB');
    expect(formatMemory(1024)).toBe('1.0 MB');
    expect(formatMemory(2560)).toBe('2.5 MB');
    expect(formatMemory(1024 ** 2 * 3)).toBe('3.0 GB');
    expect(formatMemory(1024 ** 7)).toBe('1.0 YB');
    expect(formatMemory(1024 ** 9)).toBe('1048576.0 YB');
  });

  it('shows -- for missing or invalid values', () => {
    expect(formatMemory(null)).toBe('--');
    expect(formatMemory(undefined)).toBe('--');
    expect(formatMemory(-1)).toBe('--');
    expect(formatMemory(Number.NaN)).toBe('--');
  });
});

describe('other units', () => {
  it('formats time in ms and length in B', () => {
    expect(formatTime(15)).toBe('15 ms');
    expect(formatTime(null)).toBe('--');
    expect(formatLength(1234)).toBe('1234 B');
    expect(formatLength(undefined)).toBe('--');
  });

  it('gives the AC rate with two decimals and 0.00% without submissions', () => {
    expect(formatAcRate(0, 0)).toBe('0.00%');
    expect(formatAcRate(1, 3)).toBe('33.33%');
    expect(formatAcRate(2, 2)).toBe('100.00%');
    expect(formatAcRate(null, undefined)).toBe('0.00%');
  });
});
