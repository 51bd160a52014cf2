import path from 'node:path';
import express, { Router } from 'express';
import { handleCommand, userStream } from '@oj/events';
import { dataDir } from '@oj/events/infra';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { requireUser } from '../auth/authenticate.ts';
import { findUserByUid, userDecider, userInfoVo } from '../accounts/index.ts';
import { profileMsg } from './profile-messages.ts';
import { storeImage } from '../infra/images.ts';
import { receiveImage } from '../http/image-upload.ts';
import {
  chargeUpload,
  pictureSides,
  takeUploadSlot,
  uploadLimitsOf,
} from '../http/upload-limits.ts';
import { removeOldAvatar } from './avatar-files.ts';

/** Where avatars are served: under /api so the SPA fallback never answers for them. */
export const avatarUrlPrefix = '/api/public/avatar/';

/**
 * POST /api/file/upload-avatar (multipart field `image`) and the pictures themselves. Files
 * live under `DATA_DIR/avatars` (read when the app is built, so tests can point it elsewhere).
 * Each upload is throttled and counted per user (http/upload-limits.ts), decoded and stored
 * again at most 512 x 512, and the user's previous file goes once nobody shows it.
 */
export const registerAvatarRoutes = (deps: Deps): Router => {
  const dir = path.join(dataDir(), 'avatars');
  const r = Router();

  r.post('/file/upload-avatar', async (req, res) => {
    const user = requireUser(req);
    const limits = uploadLimitsOf(deps.imageUploads);
    // Before the body is read: a refused request costs no decoding.
    await takeUploadSlot(deps.sql, 'avatar', user.uid, limits);
    const { bytes, kind } = await receiveImage(req, res, 'image', {
      maxSide: pictureSides.avatar,
      requireImageName: true,
    });
    await chargeUpload(deps.sql, 'avatar', user.uid, bytes.length, limits);
    const url = `${avatarUrlPrefix}${await storeImage(dir, bytes, kind)}.${kind}`;
    const previous = (await findUserByUid(deps.sql, user.uid))?.avatar ?? '';
    const result = await handleCommand(deps.store, userStream(user.uid), userDecider, {
      type: 'ChangeAvatar',
      data: { uid: user.uid, avatar: url },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    await deps.projections.waitFor(result.appended?.position ?? 0);
    // Once more now that the reference is visible: another user's old avatar may have been
    // this very picture, removed while this upload was on its way (see removeUnreferencedImage).
    await storeImage(dir, bytes, kind);
    if (previous !== url) await removeOldAvatar(deps.sql, dir, avatarUrlPrefix, previous);
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
