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
 * racing requests cannot both pass). `mail` may find nothing to send (an unknown address): the
 * cooldown is taken all the same, so both cases answer alike. A failed send gives the stamp back, so the user may retry
 * at once instead of waiting for a mail that never left.
 */
export const sendWithCooldown = async (
  deps: Pick<Deps, 'sql' | 'mailer' | 'logger'>,
  o: {
    throttle: string;
    address: string;
    cooldownMs: number;
    mail: () => Promise<Mail | null>;
  },
): Promise<void> => {
  const key = o.address.trim().toLowerCase();
  const waitMs = await takeThrottle(deps.sql, o.throttle, key, o.cooldownMs);
  if (waitMs > 0) throw new HttpError(429, mailCooldownMsg(Math.ceil(waitMs / 1000)));
  try {
    const mail = await o.mail();
    if (mail) await deps.mailer.send(mail);
  } catch (error) {
    await releaseThrottle(deps.sql, o.throttle, key);
    deps.logger.error({ err: error, to: o.address }, 'mail could not be sent');
    throw new HttpError(500, msg.mailFailed);
  }
};

const absoluteOrigin = (url: string | undefined): string | undefined =>
  url && /^https?:\/\/[^/\s]+/i.test(url) ? url.replace(/\/+$/, '') : undefined;

/**
 * Where links in mails point, never from the request (a forged `Host` would send the victim a
 * link to the attacker's site): `BASE_URL`, else the base URL an admin saved in the website
 * config, else the URL `npm start` printed (`DEFAULT_BASE_URL`). Without any of them no link
 * is mailed: the caller answers an error before it issues a code.
 */
export const mailLinkOrigin = async (
  deps: Pick<Deps, 'sql' | 'baseUrl' | 'defaultBaseUrl'>,
): Promise<string> => {
  const saved = await deps.sql<{ base_url: string | null }[]>`
    SELECT config->>'baseUrl' AS base_url FROM read.website_config WHERE id = 1`;
  const origin =
    absoluteOrigin(deps.baseUrl) ??
    absoluteOrigin(saved[0]?.base_url ?? undefined) ??
    absoluteOrigin(deps.defaultBaseUrl);
  if (!origin) throw new HttpError(500, msg.noBaseUrl);
  return origin;
};
