import path from 'node:path';
import express, { Router } from 'express';
import { editorFileStream, handleCommand } from '@oj/events';
import { dataDir } from '@oj/events/infra';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { receiveImage } from '../http/image-upload.ts';
import { chargeUpload, pictureSides, takeUploadSlot } from '../http/upload-limits.ts';
import { removeUnreferencedImage, storeImage } from '../infra/images.ts';
import { editorFileDecider, editorFileNotFound } from './editor-file.decider.ts';
import {
  clientName,
  editorUploadLimits,
  recordUpload,
  uploadGroup,
  uploadMsg,
} from './editor-upload.ts';
import { findEditorFile, storedFileInUse } from './uploads.queries.ts';
import { mayDeleteEditorFile } from './uploads.policy.ts';

/** Where editor pictures are served: under /api so the SPA fallback never answers for them. */
export const mdImgUrlPrefix = '/api/public/md-img/';

const fileIdQuery = z.object({
  fileId: z.coerce.number({ error: 'fileId is required' }).int().positive('fileId is required'),
});

/**
 * Pictures pasted or dropped into a markdown editor: `POST /api/file/upload-md-img` (multipart
 * `image`, optional `gid`) answers `{link, fileId}`; `GET /api/file/delete-md-img?fileId=`
 * deletes one. Each picture is sniffed, decoded and encoded again (at most 2048 pixels a side),
 * stored once per content under `DATA_DIR/md-img` and served with a year's cache.
 */
export const registerMdImgRoutes = (deps: Deps): Router => {
  const dir = path.join(dataDir(), 'md-img');
  const r = Router();

  r.post('/file/upload-md-img', async (req, res) => {
    const user = requireUser(req);
    const limits = editorUploadLimits(deps);
    await takeUploadSlot(deps.sql, 'md', user.uid, limits);
    const { file, bytes, kind } = await receiveImage(req, res, 'image', {
      maxSide: pictureSides.carousel,
    });
    const gid = await uploadGroup(deps, req, user);
    await chargeUpload(deps.sql, 'md', user.uid, bytes.length, limits);
    const hash = await storeImage(dir, bytes, kind);
    const name = clientName(file.originalname);
    const fileId = await recordUpload(deps, user.uid, {
      kind: 'img',
      hash,
      ext: kind,
      size: bytes.length,
      name,
      gid,
    });
    // A delete of the same picture may have removed the file meanwhile: see removeUnreferencedImage.
    await storeImage(dir, bytes, kind);
    ok(res, { link: `${mdImgUrlPrefix}${hash}.${kind}`, fileId }, uploadMsg.uploaded);
  });

  r.get('/file/delete-md-img', async (req, res) => {
    const user = requireUser(req);
    const { fileId } = parseQuery(fileIdQuery, req);
    const row = await findEditorFile(deps.sql, fileId);
    if (!row || row.kind !== 'img') throw new HttpError(404, editorFileNotFound);
    if (!mayDeleteEditorFile(user, row.uid))
      throw new HttpError(403, 'Sorry, you do not have permission for this operation');
    const result = await handleCommand(deps.store, editorFileStream(fileId), editorFileDecider, {
      type: 'DeleteEditorFile',
      data: { id: fileId },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    await deps.projections.waitFor(result.appended?.position ?? 0);
    // The same picture uploaded twice is one file: keep it while another upload shows it.
    await removeUnreferencedImage(dir, `${row.hash}.${row.ext}`, () =>
      storedFileInUse(deps.sql, 'img', row.hash, row.ext),
    );
    ok(res, null, uploadMsg.deleted);
  });

  // Content-hash names never change content: cache for a year.
  r.use(
    '/public/md-img',
    express.static(dir, { index: false, immutable: true, maxAge: '365d', dotfiles: 'deny' }),
  );
  return r;
};
