import type { Sql } from './store/postgres/sql.ts';

/**
 * Numeric ids (submission, problem, contest...) come from Postgres sequences in schema `ids`,
 * whichever store holds the events: ids must be known before the first event is appended.
 */
export const nextId = async (sql: Sql, name: string): Promise<number> => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`bad sequence name ${name}`);
  const [row] = await sql.unsafe<{ id: number }[]>(`SELECT nextval('ids.${name}') AS id`);
  return row!.id;
};

export const idSequences = [
  'submission',
  'problem',
  'contest',
  'training',
  'training_category',
  'training_problem',
  'group_',
  'group_announcement',
  'discussion',
  'comment',
  'reply',
  'discussion_category',
  'discussion_report',
  'tag',
  'tag_classification',
  'announcement',
  'carousel_image',
  'editor_file',
  'user_message',
  'notice',
  'contest_print',
  'clarification',
];

export const migrateIds = async (sql: Sql): Promise<void> => {
  await sql.unsafe(
    `CREATE SCHEMA IF NOT EXISTS ids; ${idSequences
      .map((s) => `CREATE SEQUENCE IF NOT EXISTS ids.${s} START 1000`)
      .join('; ')}`,
  );
};
