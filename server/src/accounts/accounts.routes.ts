import { Router, type Request } from 'express';
import { z } from 'zod';
import { handleCommand, userStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { ok, HttpError } from '../http/envelope.ts';
import { parseBody, text } from '../http/validate.ts';
import { requireAdmin, requireUser } from '../auth/authenticate.ts';
import { verifyPassword } from '../auth/password.ts';
import { isAdminRole, permissionsOf } from '../auth/roles.ts';
import { emailTaken, findUserByName, userInfoVo } from './user.queries.ts';
import { createLoginGuard } from './login-guard.ts';
import { registerAccount } from './register-account.ts';
import { userDecider } from './user.decider.ts';
import { readWebsiteConfig } from '../site/website-config.queries.ts';

const username = text('Username', {
  max: 20,
  maxMsg: 'The username can be up to 20 characters long',
});
const password = text('Password', {
  min: 6,
  max: 20,
  minMsg: 'The password must be between 6 and 20 characters',
  maxMsg: 'The password must be between 6 and 20 characters',
});
const email = text('Email', { max: 320 }).pipe(z.email({ error: 'The email format is incorrect' }));

const loginBody = z.object({ username, password });
const registerBody = z.object({
  username,
  password,
  email,
  code: z.string().optional(),
  uuid: z.string().optional(),
});
const checkBody = z.object({
  username: z.string().max(100).optional(),
  email: z.string().max(320).optional(),
});

const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? '';

/** Sign-in core: register, login, logout, auth info. */
export const registerAccountRoutes = (deps: Deps): Router => {
  const r = Router();
  const guard = createLoginGuard();

  const login = async (req: Request, adminOnly: boolean) => {
    const body = parseBody(loginBody, req);
    const ip = clientIp(req);
    const locked = guard.lockedMinutes(body.username, ip);
    if (locked > 0)
      throw new HttpError(403, `Too many failed logins, please try again in ${locked} minutes`);
    const user = await findUserByName(deps.sql, body.username);
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      guard.fail(body.username, ip);
      throw new HttpError(400, 'The username or password is wrong');
    }
    if (user.status !== 0)
      throw new HttpError(403, 'Your account has been disabled, please contact the administrator');
    if (adminOnly && !isAdminRole(user.role))
      throw new HttpError(403, 'Sorry, you do not have permission to log in to the admin area');
    guard.succeed(body.username, ip);
    await handleCommand(deps.store, userStream(user.uid), userDecider, {
      type: 'LogIn',
      data: { uid: user.uid, ip, userAgent: (req.header('user-agent') ?? '').slice(0, 255) },
      metadata: { now: new Date().toISOString() },
    });
    return user;
  };

  for (const [path, adminOnly] of [
    ['/login', false],
    ['/admin/login', true],
  ] as const) {
    r.post(path, async (req, res) => {
      const user = await login(req, adminOnly);
      res.setHeader('Authorization', await deps.tokens.sign(user.uid, user.session_epoch));
      ok(res, userInfoVo(user), 'login success');
    });
  }

  r.post('/register', async (req, res) => {
    const body = parseBody(registerBody, req);
    const config = await readWebsiteConfig(deps.sql);
    if (!config.register)
      throw new HttpError(
        403,
        'Sorry! The administrator has not enabled the registration function',
      );
    if (await findUserByName(deps.sql, body.username))
      throw new HttpError(400, 'The username already exists');
    if (await emailTaken(deps.sql, body.email))
      throw new HttpError(400, 'The email already exists');
    const { position } = await registerAccount(deps, { ...body, role: 'user' });
    await deps.projections.waitFor(position);
    ok(res, null, 'Thanks for registering!');
  });

  r.post('/check-username-or-email', async (req, res) => {
    const body = parseBody(checkBody, req);
    ok(res, {
      username: body.username ? Boolean(await findUserByName(deps.sql, body.username)) : false,
      email: body.email ? await emailTaken(deps.sql, body.email) : false,
    });
  });

  const logout = async (req: Request) => {
    const user = requireUser(req);
    const result = await handleCommand(deps.store, userStream(user.uid), userDecider, {
      type: 'LogOut',
      data: { uid: user.uid },
      metadata: { now: new Date().toISOString() },
    });
    await deps.projections.waitFor(result.appended?.position ?? 0);
  };
  r.get('/logout', async (req, res) => {
    await logout(req);
    ok(res, null, 'logout success');
  });
  r.get('/admin/logout', async (req, res) => {
    requireAdmin(req);
    await logout(req);
    ok(res, null, 'logout success');
  });

  r.get('/get-user-auth-info', (req, res) => {
    const user = requireUser(req);
    ok(res, { roles: [user.role], permissions: permissionsOf(user.role) });
  });

  return r;
};
