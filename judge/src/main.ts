import { createSql } from '@oj/events';
import { resolveDatabase } from '@oj/events/infra';

/**
 * The judge worker process. Until the judging issue lands it connects, reports itself idle and
 * waits; `npm start` supervises it like the other processes.
 */
const main = async () => {
  const db = await resolveDatabase();
  const sql = createSql(db.url, { max: 1 });
  await sql`SELECT 1`;
  console.log(
    JSON.stringify({ level: 'info', service: 'judge', msg: 'judge worker idle: no judging yet' }),
  );
  const stop = async () => {
    await sql.end({ timeout: 5 });
    await db.release();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  setInterval(() => {}, 1 << 30);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
