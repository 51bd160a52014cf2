import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerAccountRoutes } from './accounts.routes.ts';
import { registerChangeEmailRoutes } from './change-email.routes.ts';
import { registerSignUpRoutes } from './register.routes.ts';
import { registerPasswordResetRoutes } from './reset-password.routes.ts';

/**
 * What other areas may use of accounts: the user aggregate's decider (settings append its
 * profile, password and avatar events) and the user lookups.
 */
export { userDecider, type UserCommand, type UserState } from './user.decider.ts';
export * from './user.queries.ts';
export { msg } from './account-messages.ts';
export { emailTakenMsg, registerAccount, usernameTaken } from './register-account.ts';
export { isUserType, roleOfUserType, type UserType } from './user-type.policy.ts';
export { newUsernameProblem } from './username-rule.ts';
export { checkPassword, clientIp, createPasswordGuesses } from './password-guesses.ts';

/** The accounts area: login and logout, sign-up, password reset, e-mail change. */
export const registerAccountArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerAccountRoutes(deps));
  r.use(registerSignUpRoutes(deps));
  r.use(registerPasswordResetRoutes(deps));
  r.use(registerChangeEmailRoutes(deps));
  return r;
};
