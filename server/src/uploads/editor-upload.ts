import type { Request } from 'express';
import { editorFileStream, handleCommand, nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../auth/user-row.ts';
import { HttpError } from '../http/envelope.ts';
import type { ImageUploadLimits } from '../http/upload-limits.ts';
import { editorFileDecider, type EditorFileUpload } from './editor-file.decider.ts';
import { groupLevelOf } from '../groups/index.ts';
import { mayUploadEditorFiles } from './uploads.policy.ts';

/**
 * Editor uploads per user: pasting a problem statement's figures is a burst, so looser than the
 * avatar's numbers; `Deps.imageUploads` overrides them like every picture limit.
 */
export const editorUploadLimits = (deps: Deps): ImageUploadLimits => ({
  perMinute: 30,
  perDay: 300,
  bytesPerDay: 200 * 1024 * 1024,
  ...deps.imageUploads,
});

export const uploadMsg = {
  badGid: 'The group id must be a number',
  noFile: 'Please choose a file to upload',
  uploaded: 'Upload successfully',
  deleted: 'delete successfully',
} as const;

/**
 * The optional `gid` as HOJ's client sends it: a form field or a query parameter, where an
 * absent group arrives as "", "null" or "undefined" (FormData.append of a null).
 */
const gidOf = (req: Request): number | null => {
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
    string,
    unknown
  >;
  const raw: unknown = body.gid ?? req.query.gid;
  const value: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (typeof value === 'number') return gidOfText(String(value));
  return typeof value === 'string' ? gidOfText(value) : null;
};

const gidOfText = (raw: string): number | null => {
  const text = raw.trim();
  if (text === '' || text === 'null' || text === 'undefined') return null;
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(400, uploadMsg.badGid);
  return Number(text);
};

/**
 * After multer has read the fields (the group is one of them): the group, checked against the
 * policy. The body of a refused user has been read by then, which the per-minute slot taken
 * before it bounds.
 */
export const uploadGroup = async (deps: Deps, req: Request, user: UserRow) => {
  const gid = gidOf(req);
  const level = gid === null ? 0 : await groupLevelOf(deps.sql, gid, user);
  if (!mayUploadEditorFiles(user, gid, level))
    throw new HttpError(403, 'Sorry, you do not have permission for this operation');
  return gid;
};

/** Multer reads a part's file name as latin1; browsers send UTF-8. */
export const clientName = (originalname: string) =>
  Buffer.from(originalname, 'latin1').toString('utf8').slice(0, 255);

/** Records who uploaded what under a new integer id (HOJ's `fileId`) and waits for the row. */
export const recordUpload = async (
  deps: Deps,
  uid: string,
  file: Omit<EditorFileUpload, 'id'>,
): Promise<number> => {
  const id = await nextId(deps.sql, 'editor_file');
  const result = await handleCommand(deps.store, editorFileStream(id), editorFileDecider, {
    type: 'RecordEditorUpload',
    data: { id, ...file },
    metadata: { now: new Date().toISOString(), userId: uid },
  });
  await deps.projections.waitFor(result.appended?.position ?? 0);
  return id;
};
