import { Router } from 'express';
import { handleCommand, userStream, type UserProfile } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { authLimiter } from '../http/middleware.ts';
import { parseBody } from '../http/validate.ts';
import { requireUser } from '../auth/authenticate.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { findUserByUid, userDecider, userInfoVo, type UserRow } from '../accounts/index.ts';
import { profileMsg } from './profile-messages.ts';
import { changePasswordBody, changeUserInfoBody, mergeProfile } from './profile.schemas.ts';

const profileOf = (u: UserRow): UserProfile => ({
  nickname: u.nickname,
  gender: u.gender,
  school: u.school,
  course: u.course,
  number: u.number,
  realname: u.realname,
  signature: u.signature,
  github: u.github,
  blog: u.blog,
  cfUsername: u.cf_username,
});

/**
 * Account settings of the signed-in user: the password and the profile. The acting user is the
 * token's; a uid in the body is never used.
 */
export const registerSettingsRoutes = (deps: Deps): Router => {
  const r = Router();
  // A stolen session must not test passwords at full speed.
  r.use('/change-password', authLimiter(deps.authRateLimit ?? 30));

  r.post('/change-password', async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(changePasswordBody, req);
    if (!(await verifyPassword(body.oldPassword, user.password_hash)))
      throw new HttpError(400, profileMsg.oldPasswordWrong);
    const result = await handleCommand(deps.store, userStream(user.uid), userDecider, {
      type: 'ChangePassword',
      data: { uid: user.uid, passwordHash: await hashPassword(body.newPassword) },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    // The event ends every session: once applied, this token is refused too.
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(
      res,
      { code: 200, msg: profileMsg.passwordChanged, userInfo: null },
      profileMsg.passwordChanged,
    );
  });

  r.post('/change-userInfo', async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(changeUserInfoBody, req);
    const result = await handleCommand(deps.store, userStream(user.uid), userDecider, {
      type: 'UpdateProfile',
      data: { uid: user.uid, profile: mergeProfile(profileOf(user), body) },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    await deps.projections.waitFor(result.appended?.position ?? 0);
    const fresh = await findUserByUid(deps.sql, user.uid);
    if (!fresh) throw new HttpError(404, profileMsg.userMissing);
    ok(res, userInfoVo(fresh), profileMsg.updated);
  });

  return r;
};
