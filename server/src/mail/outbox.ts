import type { Sql } from '@oj/events';
import type { Mail } from './mail.ts';
import { likePattern } from '../infra/like-pattern.ts';

export interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export const writeToOutbox = async (sql: Sql, mail: Mail): Promise<number> => {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO app.outbox (recipient, subject, text_body, html_body)
    VALUES (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}) RETURNING id`;
  return Number(row?.id ?? 0);
};

/** Newest first; `recipient` filters by a part of the address. */
export const listOutbox = async (
  sql: Sql,
  o: { offset: number; limit: number; recipient: string },
): Promise<{ rows: OutboxRow[]; total: number }> => {
  const pattern = likePattern(o.recipient);
  const rows = await sql<
    (Omit<OutboxRow, 'id' | 'createdAt'> & { id: string; created_at: Date })[]
  >`
    SELECT id, recipient, subject, text_body AS text, html_body AS html, created_at
    FROM app.outbox WHERE recipient ILIKE ${pattern}
    ORDER BY id DESC OFFSET ${o.offset} LIMIT ${o.limit}`;
  const [count] = await sql<{ n: string }[]>`
    SELECT count(*) AS n FROM app.outbox WHERE recipient ILIKE ${pattern}`;
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      recipient: r.recipient,
      subject: r.subject,
      text: r.text,
      html: r.html,
      createdAt: r.created_at.toISOString(),
    })),
    total: Number(count?.n ?? 0),
  };
};
