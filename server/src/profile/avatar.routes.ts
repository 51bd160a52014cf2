import path from 'node:path';
import express, { Router } from 'express';
import { handleCommand, userStream } from '@oj/events';
import { dataDir } from '@oj/events/infra';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { requireUser } from '../auth/authenticate.ts';
import { findUserByUid, userDecider, userInfoVo } from '../accounts/index.ts';
import { profileMsg } from './profile-messages.ts';
import { hasImageExtension, storeImage } from '../infra/images.ts';
import { imageMsg, receiveImage } from '../http/image-upload.ts';

/** Where avatars are served: under /api so the SPA fallback never answers for them. */
export const avatarUrlPrefix = '/api/public/avatar/';

/**
 * POST /api/file/upload-avatar (multipart field `image`) and the pictures themselves. Files
 * live under `DATA_DIR/avatars` (read when the app is built, so tests can point it elsewhere).
 */
export const registerAvatarRoutes = (deps: Deps): Router => {
  const dir = path.join(dataDir(), 'avatars');
  const r = Router();

  r.post('/file/upload-avatar', async (req, res) => {
    const user = requireUser(req);
    const { file, kind } = await receiveImage(req, res, 'image');
    if (!hasImageExtension(file.originalname)) throw new HttpError(400, imageMsg.fileType);
    const name = `${await storeImage(dir, file.buffer, kind)}.${kind}`;
    const result = await handleCommand(deps.store, userStream(user.uid), userDecider, {
      type: 'ChangeAvatar',
      data: { uid: user.uid, avatar: `${avatarUrlPrefix}${name}` },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    await deps.projections.waitFor(result.appended?.position ?? 0);
    const fresh = await findUserByUid(deps.sql, user.uid);
    if (!fresh) throw new HttpError(404, profileMsg.userMissing);
    ok(res, userInfoVo(fresh), profileMsg.uploaded);
  });

  // Content-hash names never change content: cache for a year.
  r.use(
    '/public/avatar',
    express.static(dir, { index: false, immutable: true, maxAge: '365d', dotfiles: 'deny' }),
  );
  return r;
};
