import type { Sql } from '@oj/events';

/**
 * Waits until the projections runner has prepared the read models. The runner creates every
 * read table and `read.checkpoints` in one transaction, so the checkpoints table being there
 * means all of them are. The server runs no read-model DDL itself: one owner for the schema.
 */
export const waitForReadModels = async (
  sql: Sql,
  o: { timeoutMs: number; onWait?: () => void; intervalMs?: number },
): Promise<void> => {
  const deadline = Date.now() + o.timeoutMs;
  let told = false;
  for (;;) {
    const [row] = await sql<{ ready: boolean }[]>`
      SELECT to_regclass('read.checkpoints') IS NOT NULL AS ready`;
    if (row?.ready) return;
    if (Date.now() > deadline)
      throw new Error(
        `the read models are not prepared after ${o.timeoutMs / 1000} s: is the projections process running?`,
      );
    if (!told) o.onWait?.();
    told = true;
    await new Promise((resolve) => setTimeout(resolve, o.intervalMs ?? 200));
  }
};
