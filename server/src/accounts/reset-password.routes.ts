import { Router } from 'express';
import { z } from 'zod';
import { handleCommand, userStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { ok, HttpError } from '../http/envelope.ts';
import { authLimiter } from '../http/middleware.ts';
import { parseBody, text } from '../http/validate.ts';
import { hashPassword } from '../auth/password.ts';
import { readSiteInfo, resetPasswordMail } from '../mail/index.ts';
import { msg } from './account-messages.ts';
import { checkCaptcha, issueCaptcha } from './captcha.ts';
import { consumeCode, issueCode, newLinkCode } from './email-codes.ts';
import { createLoginStreak } from './login-streak.ts';
import {
  codeTtlMinutes,
  emailField,
  resetCooldownMs,
  sendWithCooldown,
  mailLinkOrigin,
} from './mail-code.ts';
import { passwordField, usernameField } from './register.routes.ts';
import { userDecider } from './user.decider.ts';
import { findUserByEmail, findUserByName } from './user.queries.ts';

const applyBody = z.object({
  email: emailField,
  captcha: text('Captcha', { max: 8, maxMsg: 'The captcha can be at most 8 characters' }),
  captchaKey: text('Captcha key', { max: 64 }),
});
const resetBody = z.object({
  username: usernameField,
  password: passwordField,
  code: text('Code', { max: 64 }),
});

/** Forgotten passwords: the captcha, the mail with the reset link, and the reset itself. */
export const registerPasswordResetRoutes = (deps: Deps): Router => {
  const r = Router();
  const streak = createLoginStreak(deps.sql);

  // Each image is a row until it expires: limited like the other sign-in calls.
  r.get('/captcha', authLimiter(3 * (deps.authRateLimit ?? 30)), async (_req, res) => {
    ok(res, await issueCaptcha(deps.sql));
  });

  r.post('/apply-reset-password', async (req, res) => {
    const body = parseBody(applyBody, req);
    // The captcha goes first and is used up either way: no address probing without solving one.
    if (!(await checkCaptcha(deps.sql, body.captchaKey, body.captcha)))
      throw new HttpError(400, msg.captchaWrong);
    // Refused before any code is issued or cooldown taken: the site cannot build the link.
    const origin = await mailLinkOrigin(deps);
    const user = await findUserByEmail(deps.sql, body.email);
    // An unknown address is answered like a known one (same message, same cooldown, no mail),
    // so the form cannot tell which addresses have accounts.
    await sendWithCooldown(deps, {
      throttle: 'reset-mail',
      address: body.email,
      cooldownMs: resetCooldownMs,
      mail: async () => {
        if (!user) return null;
        const code = newLinkCode();
        await issueCode(deps.sql, {
          purpose: 'reset',
          key: user.uid,
          code,
          ttlMs: codeTtlMinutes * 60_000,
        });
        const query = new URLSearchParams({ username: user.username, code });
        const link = `${origin}/reset-password?${query.toString()}`;
        const site = await readSiteInfo(deps.sql);
        return { to: user.email, ...resetPasswordMail(site, user.username, link, codeTtlMinutes) };
      },
    });
    ok(res, null, msg.resetMailSent);
  });

  r.post('/reset-password', async (req, res) => {
    const body = parseBody(resetBody, req);
    const user = await findUserByName(deps.sql, body.username);
    if (!user) throw new HttpError(400, msg.usernameUnknown);
    const check = await consumeCode(deps.sql, { purpose: 'reset', key: user.uid, code: body.code });
    if (check !== 'ok')
      throw new HttpError(400, check === 'wrong' ? msg.resetCodeWrong : msg.resetLinkMissing);
    const result = await handleCommand(deps.store, userStream(user.uid), userDecider, {
      type: 'ResetPassword',
      data: { uid: user.uid, passwordHash: await hashPassword(body.password) },
      metadata: { now: new Date().toISOString() },
    });
    // The owner proved they hold the mailbox: the slide check starts again from zero.
    await streak.reset(user.username);
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, null, msg.resetDone);
  });

  return r;
};
