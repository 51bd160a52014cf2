import path from 'node:path';
import express, { Router } from 'express';
import { dataDir } from '@oj/events/infra';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { chargeUpload, takeUploadSlot } from '../http/upload-limits.ts';
import { attachmentHeaders, receiveAttachment, storeAttachment } from './attachments.ts';
import {
  clientName,
  editorUploadLimits,
  recordUpload,
  uploadGroup,
  uploadMsg,
} from './editor-upload.ts';

/** Where editor attachments are served (always as downloads; see attachmentHeaders). */
export const mdFileUrlPrefix = '/api/public/md-file/';

/**
 * Files attached from a markdown editor: `POST /api/file/upload-md-file` (multipart `file`,
 * optional `gid`) answers `{link}`. Stored once per content under `DATA_DIR/md-file` as the
 * hash and an allowed extension; the link inserted in the text carries the client's name.
 */
export const registerMdFileRoutes = (deps: Deps): Router => {
  const dir = path.join(dataDir(), 'md-file');
  const r = Router();

  r.post('/file/upload-md-file', async (req, res) => {
    const user = requireUser(req);
    const limits = editorUploadLimits(deps);
    await takeUploadSlot(deps.sql, 'md', user.uid, limits);
    const { file, ext } = await receiveAttachment(req, res);
    const gid = await uploadGroup(deps, req, user);
    await chargeUpload(deps.sql, 'md', user.uid, file.size, limits);
    const hash = await storeAttachment(dir, file.buffer, ext);
    const name = clientName(file.originalname);
    const fileId = await recordUpload(deps, user.uid, {
      kind: 'file',
      hash,
      ext,
      size: file.size,
      name,
      gid,
    });
    ok(res, { link: `${mdFileUrlPrefix}${hash}.${ext}`, fileId }, uploadMsg.uploaded);
  });

  r.use(
    '/public/md-file',
    express.static(dir, {
      index: false,
      immutable: true,
      maxAge: '365d',
      dotfiles: 'deny',
      setHeaders: attachmentHeaders,
    }),
  );
  return r;
};
