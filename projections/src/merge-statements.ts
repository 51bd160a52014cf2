import type { Statement } from './define-projection.ts';

const MAX_PARAMS = 30_000;

const render = (text: string, tuple: string, rowsOf: unknown[][]): Statement => {
  let n = 0;
  const tuples = rowsOf.map(() => tuple.replace(/\?/g, () => `$${++n}`));
  return { text: text.replace('$ROWS', `VALUES ${tuples.join(', ')}`), values: rowsOf.flat() };
};

/** Turns runs of mergeable `rows` statements into multi-row statements; order is kept. */
export const mergeStatements = (statements: Statement[]): Statement[] => {
  const out: Statement[] = [];
  let run: { text: string; tuple: string; rows: unknown[][] } | undefined;
  const flush = () => {
    if (run) out.push(render(run.text, run.tuple, run.rows));
    run = undefined;
  };
  for (const s of statements) {
    if (!s.rows) {
      flush();
      out.push(s);
      continue;
    }
    const width = s.rows.row.length;
    if (
      run &&
      run.text === s.text &&
      run.tuple === s.rows.tuple &&
      (run.rows.length + 1) * width <= MAX_PARAMS
    ) {
      run.rows.push(s.rows.row);
    } else {
      flush();
      run = { text: s.text, tuple: s.rows.tuple, rows: [s.rows.row] };
    }
  }
  flush();
  return out;
};
