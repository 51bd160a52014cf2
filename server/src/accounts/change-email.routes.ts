import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { ok, HttpError } from '../http/envelope.ts';
import { parseBody, parseQuery, text } from '../http/validate.ts';
import { authLimiter } from '../http/middleware.ts';
import { requireUser } from '../auth/authenticate.ts';
import { verifyPassword } from '../auth/password.ts';
import { changeEmailCodeMail, readSiteInfo } from '../mail/index.ts';
import { msg } from './account-messages.ts';
import { changeEmail } from './change-email.ts';
import { consumeCode, issueCode, newShortCode } from './email-codes.ts';
import {
  codeCooldownMs,
  codeTtlMinutes,
  emailCodeField,
  emailField,
  sendWithCooldown,
} from './mail-code.ts';
import { emailTaken, findUserByUid, userInfoVo } from './user.queries.ts';

const changeBody = z.object({
  password: text('Password', { max: 100 }),
  newEmail: emailField,
  code: emailCodeField,
});

// A code proves the address for this account only.
const codeKey = (uid: string, email: string) => `${uid}:${email.trim().toLowerCase()}`;

/** Settings: a code mailed to the new address, then the change (HOJ's ChangeAccountVO). */
export const registerChangeEmailRoutes = (deps: Deps): Router => {
  const r = Router();
  // A stolen session must not test passwords at full speed.
  r.use(['/get-change-email-code', '/change-email'], authLimiter(deps.authRateLimit ?? 30));

  r.get('/get-change-email-code', async (req, res) => {
    const user = requireUser(req);
    const { email } = parseQuery(z.object({ email: emailField }), req);
    if (email.toLowerCase() === user.email.toLowerCase()) throw new HttpError(400, msg.sameEmail);
    if (await emailTaken(deps.sql, email)) throw new HttpError(400, msg.emailTaken);
    await sendWithCooldown(deps, {
      throttle: 'email-code',
      address: email,
      cooldownMs: codeCooldownMs,
      mail: async () => {
        const code = newShortCode();
        const key = codeKey(user.uid, email);
        const ttlMs = codeTtlMinutes * 60_000;
        await issueCode(deps.sql, { purpose: 'change-email', key, code, ttlMs });
        const site = await readSiteInfo(deps.sql);
        return { to: email, ...changeEmailCodeMail(site, code, codeTtlMinutes) };
      },
    });
    ok(res, null, msg.codeSent);
  });

  r.post('/change-email', async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(changeBody, req);
    if (!(await verifyPassword(body.password, user.password_hash)))
      throw new HttpError(400, msg.passwordWrong);
    if (body.newEmail.toLowerCase() === user.email.toLowerCase())
      throw new HttpError(400, msg.sameEmail);
    if (await emailTaken(deps.sql, body.newEmail)) throw new HttpError(400, msg.emailTaken);
    const key = codeKey(user.uid, body.newEmail);
    const check = await consumeCode(deps.sql, { purpose: 'change-email', key, code: body.code });
    if (check !== 'ok')
      throw new HttpError(400, check === 'wrong' ? msg.codeWrong : msg.codeMissing);
    const { position } = await changeEmail(deps, {
      uid: user.uid,
      newEmail: body.newEmail,
      previous: user.email,
      now: new Date().toISOString(),
    });
    await deps.projections.waitFor(position);
    const fresh = await findUserByUid(deps.sql, user.uid);
    ok(
      res,
      { code: 200, msg: msg.emailChanged, userInfo: fresh ? userInfoVo(fresh) : null },
      msg.emailChanged,
    );
  });

  return r;
};
