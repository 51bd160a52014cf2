import { describe, expect, it } from 'vitest';
import { createViewCounter } from './view-counter.ts';

describe('createViewCounter', () => {
  it('counts a viewer once per discussion per window, and again after it', () => {
    const counts = createViewCounter(1000);
    expect(counts(1, 'alice', 0)).toBe(true);
    expect(counts(1, 'alice', 500)).toBe(false);
    expect(counts(2, 'alice', 500)).toBe(true);
    expect(counts(1, 'bob', 500)).toBe(true);
    expect(counts(1, 'alice', 1000)).toBe(true);
  });
  it('forgets the oldest viewers when full, never growing past its size', () => {
    const counts = createViewCounter(1000, 2);
    counts(1, 'a', 0);
    counts(1, 'b', 0);
    counts(1, 'c', 0);
    expect(counts(1, 'a', 1)).toBe(true);
    expect(counts(1, 'c', 1)).toBe(false);
  });
});
