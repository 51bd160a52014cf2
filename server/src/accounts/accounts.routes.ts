import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { handleCommand, userStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { envelope, ok, HttpError } from '../http/envelope.ts';
import { authLimiter } from '../http/middleware.ts';
import { parseBody } from '../http/validate.ts';
import { requireAdmin, requireUser } from '../auth/authenticate.ts';
import { isAdminRole, permissionsOf } from '../auth/roles.ts';
import { msg } from './account-messages.ts';
import { retryLater } from '../infra/attempt-guard.ts';
import { slideAfterFailures } from './login-streak.ts';
import { checkPassword, clientIp, createPasswordGuesses } from './password-guesses.ts';
import { passwordField, usernameField } from './register.routes.ts';
import { checkSlide, issueSlidePuzzle } from './slide/slide-checks.ts';
import { userDecider } from './user.decider.ts';
import { findUserByName, userInfoVo } from './user.queries.ts';

const loginBody = z.object({
  username: usernameField,
  password: passwordField,
  /** The slide check, once 5 logins in a row failed: the puzzle's id and the piece's x. */
  slideId: z.string().max(64).optional(),
  slideX: z.number().finite().optional(),
});

/**
 * A refused login; `slideRequired` travels in the envelope's data so the form knows to show
 * the slide puzzle before the next try.
 */
class LoginRefused extends HttpError {
  constructor(
    status: number,
    message: string,
    readonly slideRequired: boolean,
  ) {
    super(status, message);
  }
}

/** Sign-in core: login (with its delay and slide check), logout, auth info. */
export const registerAccountRoutes = (deps: Deps): Router => {
  const r = Router();
  // Failed logins per username and IP (another IP, the owner's, is never slowed).
  const guesses = createPasswordGuesses(deps.sql);

  const requireSlide = async (body: z.infer<typeof loginBody>) => {
    if (!body.slideId || body.slideX === undefined)
      throw new LoginRefused(400, msg.slideMissing, true);
    if (!(await checkSlide(deps.sql, body.slideId, body.slideX)))
      throw new LoginRefused(400, msg.slideWrong, true);
  };

  const login = async (req: Request, adminOnly: boolean) => {
    const body = parseBody(loginBody, req);
    const ip = clientIp(req);
    const wait = await guesses.retryInSeconds(body.username, ip);
    if (wait > 0) throw new HttpError(429, retryLater('Too many failed logins', wait));
    if ((await guesses.streak(body.username)) >= slideAfterFailures) await requireSlide(body);
    const user = await findUserByName(deps.sql, body.username);
    const passwordOk = await checkPassword(body.password, user?.password_hash);
    if (!user || !passwordOk) {
      const failures = await guesses.fail(body.username, ip);
      throw new LoginRefused(
        400,
        'The username or password is wrong',
        failures >= slideAfterFailures,
      );
    }
    if (user.status !== 0)
      throw new HttpError(403, 'Your account has been disabled, please contact the administrator');
    if (adminOnly && !isAdminRole(user.role))
      throw new HttpError(403, 'Sorry, you do not have permission to log in to the admin area');
    await guesses.succeed(body.username, ip);
    await handleCommand(deps.store, userStream(user.uid), userDecider, {
      type: 'LogIn',
      data: { uid: user.uid, ip, userAgent: (req.header('user-agent') ?? '').slice(0, 255) },
      metadata: { now: new Date().toISOString() },
    });
    return user;
  };

  const answerLogin = async (req: Request, res: Response, adminOnly: boolean) => {
    try {
      const user = await login(req, adminOnly);
      res.setHeader('Authorization', await deps.tokens.sign(user.uid, user.session_epoch));
      ok(res, userInfoVo(user), 'login success');
    } catch (error) {
      if (!(error instanceof LoginRefused)) throw error;
      res
        .status(error.status)
        .json(
          envelope(
            error.status,
            error.message,
            error.slideRequired ? { slideRequired: true } : null,
          ),
        );
    }
  };
  r.post('/login', (req, res) => answerLogin(req, res, false));
  r.post('/admin/login', (req, res) => answerLogin(req, res, true));

  // Drawing a puzzle costs a little CPU and a row: limited like the other sign-in calls.
  r.get('/get-login-slide', authLimiter(3 * (deps.authRateLimit ?? 30)), async (_req, res) => {
    ok(res, await issueSlidePuzzle(deps.sql));
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
