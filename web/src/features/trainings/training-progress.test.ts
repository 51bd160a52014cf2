import { describe, expect, it } from 'vitest';
import { formatPercent, progressBand, progressPercent } from './training-progress';

describe('training progress', () => {
  it('is the solved share of the problems', () => {
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(null, 3)).toBe(0);
    expect(formatPercent(progressPercent(1, 3))).toBe('33.33');
  });

  it('counts an empty training as done and never leaves 0..100', () => {
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(9, 3)).toBe(100);
    expect(progressPercent(-1, 3)).toBe(0);
  });

  it.each([
    [0, 'grey'],
    [19.99, 'grey'],
    [20, 'red'],
    [39.9, 'red'],
    [40, 'amber'],
    [59, 'amber'],
    [60, 'blue'],
    [79.99, 'blue'],
    [80, 'green'],
    [100, 'green'],
  ] as const)('puts %s %% in the %s band', (percent, band) => {
    expect(progressBand(percent)).toBe(band);
  });
});
