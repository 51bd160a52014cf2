import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { ok, HttpError } from '../http/envelope.ts';
import { parseBody, parseQuery, text } from '../http/validate.ts';
import { readSiteInfo, registerCodeMail } from '../mail/index.ts';
import { readWebsiteConfig } from '../site/website-config.queries.ts';
import { msg } from './account-messages.ts';
import { consumeCode, issueCode, newShortCode } from './email-codes.ts';
import {
  codeCooldownMs,
  codeTtlMinutes,
  emailCodeField,
  emailField,
  sendWithCooldown,
} from './mail-code.ts';
import { registerAccount } from './register-account.ts';
import { emailTaken, usernameHeld } from './user.queries.ts';
import { usernameChars, usernameCharsMsg, usernameMax, usernameMaxMsg } from './username-rule.ts';

/** A username to sign in with: any existing name, however it was made. */
export const usernameField = text('Username', { max: usernameMax, maxMsg: usernameMaxMsg });
/** A username for a new account: the character set of username-rule.ts as well. */
const newUsernameField = usernameField.regex(usernameChars, usernameCharsMsg);
export const passwordField = text('Password', {
  min: 6,
  max: 20,
  minMsg: 'The password must be between 6 and 20 characters',
  maxMsg: 'The password must be between 6 and 20 characters',
});

const registerBody = z.object({
  username: newUsernameField,
  password: passwordField,
  email: emailField,
  code: emailCodeField,
  uuid: z.string().optional(),
});
const checkBody = z.object({
  username: z.string().max(100).optional(),
  email: z.string().max(320).optional(),
});

const requireRegisterOpen = async (deps: Deps) => {
  if (!(await readWebsiteConfig(deps.sql)).register) throw new HttpError(403, msg.registerClosed);
};

/** Sign-up: the e-mailed code, the registration itself and the form's availability check. */
export const registerSignUpRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/get-register-code', async (req, res) => {
    await requireRegisterOpen(deps);
    const { email } = parseQuery(z.object({ email: emailField }), req);
    if (await emailTaken(deps.sql, email)) throw new HttpError(400, msg.emailTaken);
    await sendWithCooldown(deps, {
      throttle: 'email-code',
      address: email,
      cooldownMs: codeCooldownMs,
      mail: async () => {
        const code = newShortCode();
        const ttlMs = codeTtlMinutes * 60_000;
        await issueCode(deps.sql, { purpose: 'register', key: email.toLowerCase(), code, ttlMs });
        return {
          to: email,
          ...registerCodeMail(await readSiteInfo(deps.sql), code, codeTtlMinutes),
        };
      },
    });
    ok(res, { email, expire: codeTtlMinutes * 60 }, msg.codeSent);
  });

  r.post('/register', async (req, res) => {
    const body = parseBody(registerBody, req);
    await requireRegisterOpen(deps);
    if (await usernameHeld(deps.sql, body.username)) throw new HttpError(400, msg.usernameTaken);
    if (await emailTaken(deps.sql, body.email)) throw new HttpError(400, msg.emailTaken);
    const check = await consumeCode(deps.sql, {
      purpose: 'register',
      key: body.email.toLowerCase(),
      code: body.code,
    });
    if (check !== 'ok')
      throw new HttpError(400, check === 'wrong' ? msg.codeWrong : msg.codeMissing);
    const { position } = await registerAccount(deps, { ...body, role: 'user' });
    await deps.projections.waitFor(position);
    ok(res, null, 'Thanks for registering!');
  });

  r.post('/check-username-or-email', async (req, res) => {
    const body = parseBody(checkBody, req);
    ok(res, {
      username: body.username ? await usernameHeld(deps.sql, body.username) : false,
      email: body.email ? await emailTaken(deps.sql, body.email) : false,
    });
  });

  return r;
};
