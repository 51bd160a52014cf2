import { defineProjection, q } from './define-projection.ts';

/**
 * Pictures and attachments uploaded from markdown editors: who uploaded which file, so a
 * delete can check the owner and a stored file goes only when no other upload shares it.
 */
export const editorFilesProjection = defineProjection({
  name: 'editor_files',
  version: 1,
  handles: ['EditorFileUploaded', 'EditorFileDeleted'],
  tables: ['read.editor_files'],
  init: `
    CREATE TABLE IF NOT EXISTS read.editor_files (
      id bigint PRIMARY KEY,
      kind text NOT NULL,
      hash text NOT NULL,
      ext text NOT NULL,
      size int NOT NULL,
      name text NOT NULL,
      gid bigint,
      uid text NOT NULL,
      gmt_create timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS editor_files_hash ON read.editor_files (kind, hash, ext);`,
  apply: (event) => {
    switch (event.type) {
      case 'EditorFileUploaded': {
        const f = event.data;
        return [
          q`INSERT INTO read.editor_files (id, kind, hash, ext, size, name, gid, uid, gmt_create)
            VALUES (${f.id}, ${f.kind}, ${f.hash}, ${f.ext}, ${f.size}, ${f.name}, ${f.gid},
              ${f.by}, ${f.at})
            ON CONFLICT (id) DO NOTHING`,
        ];
      }
      case 'EditorFileDeleted':
        return [q`DELETE FROM read.editor_files WHERE id = ${event.data.id}`];
      default:
        return [];
    }
  },
});
