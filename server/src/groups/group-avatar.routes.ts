import path from 'node:path';
import express, { Router } from 'express';
import sharp from 'sharp';
import { z } from 'zod';
import { groupStream, type Sql } from '@oj/events';
import { dataDir } from '@oj/events/infra';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { id, parseBody } from '../http/validate.ts';
import { receiveImage } from '../http/image-upload.ts';
import {
  chargeUpload,
  pictureSides,
  takeUploadSlot,
  uploadLimitsOf,
} from '../http/upload-limits.ts';
import { removeUnreferencedImage, storeImage } from '../infra/images.ts';
import { groupAvatarDecider } from './group-avatar.decider.ts';
import { assertGroup, assertGroupLevel, groupMessages as m } from './group.policy.ts';
import { findGroupRow, groupDetailVo } from './group.queries.ts';
import { actor, runAndWait } from './group-run.ts';

/** Where group avatars are served: beside the users' ones, in a folder of their own. */
export const groupAvatarUrlPrefix = '/api/public/group-avatar/';

const gidField = z.object({ gid: id('gid') });

const avatarInUse = async (sql: Sql, url: string) =>
  (await sql`SELECT 1 FROM read.groups WHERE avatar = ${url} LIMIT 1`).length > 0;

/** Removes a group's previous picture unless another group shows the same one. */
const removeOld = async (sql: Sql, dir: string, url: string | null) => {
  if (!url?.startsWith(groupAvatarUrlPrefix)) return;
  const name = url.slice(groupAvatarUrlPrefix.length);
  if (name !== path.basename(name)) return;
  await removeUnreferencedImage(dir, name, () => avatarInUse(sql, url));
};

/**
 * `POST /api/file/upload-group-avatar` (multipart `image` and `gid`, group roots only) answers
 * the Group. The user avatar's pipeline: throttled and counted per user, the type told by the
 * bytes (gif, jpg, jpeg, png, bmp, webp named so), at most 2 MB and 4096 pixels a side, decoded
 * and stored again at most 512 x 512, here always as PNG, by content hash under
 * `DATA_DIR/group-avatars`; the group's previous file goes once no group shows it.
 */
export const registerGroupAvatarRoutes = (deps: Deps): Router => {
  const dir = path.join(dataDir(), 'group-avatars');
  const r = Router();

  r.post('/file/upload-group-avatar', async (req, res) => {
    const user = requireUser(req);
    const limits = uploadLimitsOf(deps.imageUploads);
    await takeUploadSlot(deps.sql, 'group-avatar', user.uid, limits);
    // The group is a field of the same multipart body, so it is known once the body is read.
    const { bytes } = await receiveImage(req, res, 'image', {
      maxSide: pictureSides.avatar,
      requireImageName: true,
    });
    const { gid } = parseBody(gidField, req);
    const group = await assertGroup(deps.sql, gid, user.role);
    await assertGroupLevel(deps.sql, gid, user, 5);
    const png = await sharp(bytes).png().toBuffer();
    await chargeUpload(deps.sql, 'group-avatar', user.uid, png.length, limits);
    const url = `${groupAvatarUrlPrefix}${await storeImage(dir, png, 'png')}.png`;
    await runAndWait(deps, groupStream(gid), groupAvatarDecider, {
      type: 'ChangeGroupAvatar',
      data: { avatar: url },
      metadata: actor(user),
    });
    // Once more now that the reference is visible (see removeUnreferencedImage).
    await storeImage(dir, png, 'png');
    if (group.avatar !== url) await removeOld(deps.sql, dir, group.avatar);
    const fresh = await findGroupRow(deps.sql, gid);
    if (!fresh) throw new HttpError(404, m.notFound);
    ok(res, groupDetailVo(fresh, true), 'Upload successfully');
  });

  // Content-hash names never change content: cache for a year.
  r.use(
    '/public/group-avatar',
    express.static(dir, { index: false, immutable: true, maxAge: '365d', dotfiles: 'deny' }),
  );
  return r;
};
