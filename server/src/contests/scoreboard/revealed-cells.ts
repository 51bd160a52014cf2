import type { Sql } from '@oj/events';
import { cellKey } from '@oj/events/scoring';

/** The `cellKey`s the contest's shared projector reveal has opened (read model, any order). */
export const revealedCells = async (sql: Sql, cid: number): Promise<Set<string>> =>
  new Set(
    (
      await sql<{ uid: string; pid: string }[]>`
        SELECT uid, pid FROM read.contest_resolver_steps WHERE cid = ${cid}`
    ).map((r) => cellKey(r.uid, r.pid)),
  );
