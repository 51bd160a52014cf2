import { describe, expect, it } from 'vitest';
import { buildHeatmap, levelOf } from './heatmap-grid';

describe('calendar heatmap grid', () => {
  const grid = buildHeatmap('2026-11-23', [
    { date: '2026-11-23', count: 3 },
    { date: '2025-11-24', count: 1 },
    { date: '2025-11-23', count: 50 },
    { date: '2026-02-01', count: 12 },
  ]);

  it('covers exactly the last year, in Sunday-first week columns', () => {
    const days = grid.weeks.flat().filter((d) => d !== null);
    expect(days).toHaveLength(365);
    expect(days[0]!.date).toBe('2025-11-24');
    expect(days.at(-1)!.date).toBe('2026-11-23');
    expect(grid.weeks.every((w) => w.length === 7)).toBe(true);
    // 2025-11-24 is a Monday: the first column starts with one empty Sunday.
    expect(grid.weeks[0]![0]).toBeNull();
    expect(grid.weeks[0]![1]!.date).toBe('2025-11-24');
    // The day a year ago is not counted.
    expect(grid.total).toBe(16);
  });

  it('grades counts into five levels and labels month starts', () => {
    expect([0, 1, 2, 3, 5, 6, 9, 10, 99].map(levelOf)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
    const feb = grid.weeks.flat().find((d) => d?.date === '2026-02-01');
    expect(feb?.level).toBe(4);
    expect(grid.months.map((m) => m.date.slice(0, 7))).toContain('2026-02');
    expect(grid.months.map((m) => m.date.slice(0, 7))).toContain('2026-11');
  });
});
