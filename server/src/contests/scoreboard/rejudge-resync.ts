import type { Sql } from '@oj/events';
import type { ScoreState, ScoredSubmission } from '@oj/events/scoring';
import { contestSubmissions } from './board-source.ts';

/**
 * After a batch notice (a rejudge applied or undone): the contest's rows whose verdict differs
 * from what the board folded, read back from the read model as the batch left it (or later:
 * a row changed again since is folded as it is now, and its own notice then changes nothing).
 */
export const changedSubmissions = async (
  sql: Sql,
  cid: number,
  state: ScoreState,
): Promise<ScoredSubmission[]> => {
  const known = new Map<number, ScoredSubmission>();
  for (const row of state.rows.values())
    for (const cell of row.cells.values()) for (const s of cell.subs) known.set(s.submitId, s);
  return (await contestSubmissions(sql, cid)).filter((r) => {
    const k = known.get(r.submitId);
    return !k || k.status !== r.status || k.score !== r.score || k.time !== r.time;
  });
};
