import type { Sql } from '@oj/events';

export interface EditorFileRow {
  id: number;
  kind: 'img' | 'file';
  hash: string;
  ext: string;
  uid: string;
}

export const findEditorFile = async (sql: Sql, id: number) => {
  const [row] = await sql<EditorFileRow[]>`
    SELECT id, kind, hash, ext, uid FROM read.editor_files WHERE id = ${id}`;
  return row;
};

/** Whether any recorded upload still shows this stored file (one file per content). */
export const storedFileInUse = async (sql: Sql, kind: string, hash: string, ext: string) =>
  (
    await sql`SELECT 1 FROM read.editor_files
      WHERE kind = ${kind} AND hash = ${hash} AND ext = ${ext} LIMIT 1`
  ).length > 0;
