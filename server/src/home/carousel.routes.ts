import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { carouselImageStream, handleCommand, nextId } from '@oj/events';
import { dataDir } from '@oj/events/infra';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { carouselImageDecider } from './carousel.decider.ts';
import { removeUnreferencedImage, storeImage } from '../infra/images.ts';
import { receiveImage } from '../http/image-upload.ts';
import { pictureSides } from '../http/upload-limits.ts';
import { findCarouselImage, hashInUse, listCarouselImages } from './home.queries.ts';
import { carouselManagers } from './home.policy.ts';

/** Served under /api so the SPA fallback never answers for a picture. */
export const carouselUrlPrefix = '/api/public/carousel/';

const uploadedMsg = 'Upload successfully';

const idQuery = z.object({
  id: z.coerce.number({ error: 'id is required' }).int().positive('id is required'),
});

const urlOf = (hash: string, ext: string) => `${carouselUrlPrefix}${hash}.${ext}`;

/**
 * The super admin's upload: sniff the bytes, decode and encode them again (at most 2048 pixels
 * a side), store by content hash, then record the event. Not throttled: only the super admin
 * reaches it.
 */
const uploadHandler =
  (deps: Deps, dir: string): RequestHandler =>
  async (req, res) => {
    const user = requireRole(req, carouselManagers);
    const { file, bytes, kind } = await receiveImage(req, res, 'file', {
      maxSide: pictureSides.carousel,
    });
    const hash = await storeImage(dir, bytes, kind);
    const id = await nextId(deps.sql, 'carousel_image');
    // Multer reads the name as latin1; browsers send UTF-8.
    const name = Buffer.from(file.originalname, 'latin1').toString('utf8').slice(0, 255);
    const result = await handleCommand(deps.store, carouselImageStream(id), carouselImageDecider, {
      type: 'AddCarouselImage',
      data: { id, hash, ext: kind, size: bytes.length, name },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    await deps.projections.waitFor(result.appended?.position ?? 0);
    // A delete of the same picture may have removed the file meanwhile: see removeUnreferencedImage.
    await storeImage(dir, bytes, kind);
    ok(res, { id, url: urlOf(hash, kind) }, uploadedMsg);
  };

/**
 * The home carousel: the public list, the super admin's upload and delete, and the pictures
 * (under `DATA_DIR/carousel`, read when the app is built so tests can point it elsewhere).
 */
export const registerCarouselRoutes = (deps: Deps): Router => {
  const dir = path.join(dataDir(), 'carousel');
  const r = Router();

  r.get('/home-carousel', async (_req, res) => {
    const rows = await listCarouselImages(deps.sql);
    ok(
      res,
      rows.map((c) => ({ id: Number(c.id), url: urlOf(c.hash, c.ext), name: c.name })),
    );
  });

  r.post('/file/upload-carouse-img', uploadHandler(deps, dir));

  r.delete('/admin/config/home-carousel', async (req, res) => {
    const user = requireRole(req, carouselManagers);
    const { id } = parseQuery(idQuery, req);
    const row = await findCarouselImage(deps.sql, id);
    const result = await handleCommand(deps.store, carouselImageStream(id), carouselImageDecider, {
      type: 'RemoveCarouselImage',
      data: { id },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    await deps.projections.waitFor(result.appended?.position ?? 0);
    // The same picture uploaded twice is one file: keep it while another entry shows it.
    if (row)
      await removeUnreferencedImage(dir, `${row.hash}.${row.ext}`, () =>
        hashInUse(deps.sql, row.hash),
      );
    ok(res, null, 'delete successfully');
  });

  // Content-hash names never change content: cache for a year.
  r.use(
    '/public/carousel',
    express.static(dir, { index: false, immutable: true, maxAge: '365d', dotfiles: 'deny' }),
  );
  return r;
};
