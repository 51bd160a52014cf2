import type { Request } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/envelope.ts';
import { text } from '../http/validate.ts';
import { releaseThrottle, takeThrottle } from '../infra/throttle.ts';
import type { Mail } from '../mail/mailer.ts';
import { mailCooldownMsg, msg } from './account-messages.ts';

/** Spec section 9: register (and change-email) codes 60 s apart, reset mails 90 s apart. */
export const codeCooldownMs = 60_000;
export const resetCooldownMs = 90_000;
/** E-mailed codes and reset links are valid for 10 minutes. */
export const codeTtlMinutes = 10;

export const emailField = text('Email', { max: 320 }).pipe(z.email({ error: msg.emailFormat }));
export const emailCodeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .length(6, msg.codeLength);

/**
 * Sends one mail at most once per cooldown per address (`takeThrottle`: one statement, so two
 * racing requests cannot both pass). A failed send gives the stamp back, so the user may retry
 * at once instead of waiting for a mail that never left.
 */
export const sendWithCooldown = async (
  deps: Pick<Deps, 'sql' | 'mailer' | 'logger'>,
  o: { throttle: string; address: string; cooldownMs: number; mail: () => Promise<Mail> },
): Promise<void> => {
  const key = o.address.trim().toLowerCase();
  const waitMs = await takeThrottle(deps.sql, o.throttle, key, o.cooldownMs);
  if (waitMs > 0) throw new HttpError(429, mailCooldownMsg(Math.ceil(waitMs / 1000)));
  try {
    await deps.mailer.send(await o.mail());
  } catch (error) {
    await releaseThrottle(deps.sql, o.throttle, key);
    deps.logger.error({ err: error, to: o.address }, 'mail could not be sent');
    throw new HttpError(500, msg.mailFailed);
  }
};

/** Where links in mails point: `BASE_URL`, else the origin this request came to. */
export const siteOrigin = (deps: Pick<Deps, 'baseUrl'>, req: Request): string =>
  (deps.baseUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
