import type { Sql } from '@oj/events';
import type { StoredProblem } from './checks-table.ts';
import { newIndex, tokenizedFile, type Source } from './compare.ts';
import { pairDetailIn, type IndexedProblem } from './pair.ts';

/** Rebuilt problem indexes a process keeps: a jury reads the pairs of one problem in a row. */
const CACHED = 2;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

interface CodeRow {
  submit_id: number | string;
  uid: string;
  username: string;
  language: string;
  code: string;
}

/**
 * The fingerprint index of one problem of a check, rebuilt from its stored submit ids: the
 * same codes in the same order with the same boilerplate cap (from the count of the original
 * run), so the pairs and fragments equal the original's. Yields after each file, as the job.
 */
const rebuild = async (sql: Sql, problem: StoredProblem): Promise<IndexedProblem> => {
  const rows = await sql<CodeRow[]>`
    SELECT submit_id, uid, username, language, code FROM read.submissions
    WHERE submit_id = ANY(${problem.submitIds}::bigint[])`;
  const byId = new Map(rows.map((r) => [Number(r.submit_id), r]));
  const sources: Source[] = problem.submitIds.flatMap((submitId) => {
    const r = byId.get(submitId);
    return r
      ? [{ submitId, uid: r.uid, username: r.username, language: r.language, code: r.code }]
      : [];
  });
  const run: IndexedProblem = {
    pid: problem.pid,
    displayId: problem.displayId,
    sources,
    index: newIndex(problem.files),
    files: [],
  };
  for (const source of sources) {
    await tick();
    const file = tokenizedFile(source);
    run.index.addFiles([file]);
    run.files.push(file);
  }
  return run;
};

/** The pair views of checks this process does not hold, over a small cache of indexes. */
export const rebuiltIndexes = () => {
  const cache = new Map<string, Promise<IndexedProblem>>();
  const indexOf = (sql: Sql, checkId: string, problem: StoredProblem) => {
    const key = `${checkId}:${problem.pid}`;
    let built = cache.get(key);
    cache.delete(key);
    if (!built) {
      built = rebuild(sql, problem);
      built.catch(() => cache.delete(key));
    }
    cache.set(key, built);
    while (cache.size > CACHED) cache.delete(cache.keys().next().value!);
    return built;
  };
  return {
    /** Both codes and fragments of a pair of a stored check; undefined when not its pair. */
    async pair(
      sql: Sql,
      check: { id: string; problems: StoredProblem[] },
      left: number,
      right: number,
    ) {
      const problem = check.problems.find(
        (p) => p.submitIds.includes(left) && p.submitIds.includes(right),
      );
      if (!problem || left === right) return undefined;
      return pairDetailIn(await indexOf(sql, check.id, problem), left, right);
    },
  };
};
