import { describe, expect, it } from 'vitest';
import { q, rows } from './define-projection.ts';
import { mergeStatements } from './merge-statements.ts';

describe('merging row statements', () => {
  it('merges a run with the same text into one multi-row VALUES, keeping order around other statements', () => {
    const ins = (a: number) =>
      rows('INSERT INTO t (a, b) $ROWS ON CONFLICT DO NOTHING', '(?, ?::text)', [a, `x${a}`]);
    const out = mergeStatements([
      ins(1),
      ins(2),
      q`UPDATE t SET b = ${'y'} WHERE a = ${1}`,
      ins(3),
    ]);
    expect(out).toEqual([
      {
        text: 'INSERT INTO t (a, b) VALUES ($1, $2::text), ($3, $4::text) ON CONFLICT DO NOTHING',
        values: [1, 'x1', 2, 'x2'],
      },
      { text: 'UPDATE t SET b = $1 WHERE a = $2', values: ['y', 1] },
      {
        text: 'INSERT INTO t (a, b) VALUES ($1, $2::text) ON CONFLICT DO NOTHING',
        values: [3, 'x3'],
      },
    ]);
  });
  it('does not merge statements whose texts differ', () => {
    const out = mergeStatements([rows('A $ROWS', '(?)', [1]), rows('B $ROWS', '(?)', [2])]);
    expect(out.map((s) => s.text)).toEqual(['A VALUES ($1)', 'B VALUES ($1)']);
  });
});
