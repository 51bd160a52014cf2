import { z } from 'zod';
import type { EventUnion } from './define.ts';

export const editorFileEventSchemas = {
  /**
   * Appended by the server when an admin (or, with groups, a group admin) uploads a picture
   * (`kind` img) or an attachment (`kind` file) from a markdown editor; the bytes are already
   * stored under DATA_DIR/md-img or DATA_DIR/md-file as `<sha256>.<ext>`.
   */
  EditorFileUploaded: z.object({
    id: z.number().int(),
    kind: z.enum(['img', 'file']),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
    ext: z.string().regex(/^[a-z0-9]{1,10}$/),
    size: z.number().int(),
    /** The uploaded file's name as the client sent it, never used as a path. */
    name: z.string(),
    /** The group the upload was made for, when the client named one. */
    gid: z.number().int().nullable(),
    by: z.string(),
    at: z.string(),
  }),
  /** Appended when the uploader or an admin deletes an editor picture (delete-md-img). */
  EditorFileDeleted: z.object({ id: z.number().int(), by: z.string(), at: z.string() }),
};

export type EditorFileEvent = EventUnion<typeof editorFileEventSchemas>;
export const editorFileStream = (id: number) => `editorFile-${id}`;
