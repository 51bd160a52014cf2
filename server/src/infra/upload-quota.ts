import type { Sql } from '@oj/events';

/**
 * Counts one upload of `bytes` against a daily allowance (UTC days) per key, in one statement:
 * parallel uploads cannot all pass the check before any of them is counted. Returns true (and
 * counts it) when the upload fits in what is left today, else false and counts nothing.
 */
export const chargeDailyQuota = async (
  sql: Sql,
  name: string,
  key: string,
  bytes: number,
  allowance: { uploads: number; bytes: number },
): Promise<boolean> => {
  if (bytes > allowance.bytes || allowance.uploads < 1) return false;
  const charged = await sql<{ ok: number }[]>`
    INSERT INTO app.upload_quotas AS q (name, key, day, uploads, bytes)
    VALUES (${name}, ${key}, (clock_timestamp() AT TIME ZONE 'UTC')::date, 1, ${bytes})
    ON CONFLICT (name, key) DO UPDATE SET
      uploads = CASE WHEN q.day = EXCLUDED.day THEN q.uploads + 1 ELSE 1 END,
      bytes = CASE WHEN q.day = EXCLUDED.day THEN q.bytes + EXCLUDED.bytes ELSE EXCLUDED.bytes END,
      day = EXCLUDED.day
      WHERE q.day <> EXCLUDED.day
        OR (q.uploads + 1 <= ${allowance.uploads} AND q.bytes + EXCLUDED.bytes <= ${allowance.bytes})
    RETURNING 1 AS ok`;
  return charged.length > 0;
};
