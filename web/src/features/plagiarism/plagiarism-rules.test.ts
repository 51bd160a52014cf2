import { describe, expect, it } from 'vitest';
import { fragmentOfLine, percent, progressPercent } from './plagiarism-rules';

describe('plagiarism view rules', () => {
  it('marks each line with the first fragment that covers it, per side', () => {
    const fragments = [
      { left: { from: 2, to: 4 }, right: { from: 3, to: 5 }, kgrams: 9 },
      { left: { from: 4, to: 6 }, right: { from: 9, to: 9 }, kgrams: 2 },
    ];
    expect([...fragmentOfLine(fragments, 'left')]).toEqual([
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 1],
      [6, 1],
    ]);
    expect([...fragmentOfLine(fragments, 'right')]).toEqual([
      [3, 0],
      [4, 0],
      [5, 0],
      [9, 1],
    ]);
  });

  it('reports progress over tokenising then comparing, 100 when done', () => {
    const p = (files: number, pairs: number) => ({ files, filesTotal: 10, pairs, pairsTotal: 45 });
    expect(progressPercent({ state: 'running', progress: p(0, 0) })).toBe(0);
    expect(progressPercent({ state: 'running', progress: p(5, 0) })).toBe(5);
    expect(progressPercent({ state: 'running', progress: p(10, 45) })).toBe(100);
    expect(progressPercent({ state: 'done', progress: p(1, 1) })).toBe(100);
    const empty = { files: 0, filesTotal: 0, pairs: 0, pairsTotal: 0 };
    expect(progressPercent({ state: 'running', progress: empty })).toBe(100);
  });

  it('shows similarity as a whole percent', () => {
    expect([0, 0.123, 0.996, 1].map(percent)).toEqual(['0%', '12%', '100%', '100%']);
  });
});
