import { describe, expect, it } from 'vitest';
import { categoryBody, categoryListProblem } from './category-model';

describe('discussion categories', () => {
  it('refuses empty, too long and repeated names', () => {
    expect(categoryListProblem([{ name: ' ' }])).toBe('empty');
    expect(categoryListProblem([{ name: 'x'.repeat(256) }])).toBe('long');
    expect(categoryListProblem([{ id: 1, name: 'A' }, { name: ' A ' }])).toBe('repeated');
    expect(categoryListProblem([{ id: 1, name: 'A' }, { name: 'B' }])).toBeNull();
  });
  it('sends the whole list with trimmed names, ids kept for saved ones', () => {
    expect(categoryBody([{ id: 1, name: ' A ' }, { name: 'B' }])).toEqual([
      { id: 1, name: 'A' },
      { name: 'B' },
    ]);
  });
});
