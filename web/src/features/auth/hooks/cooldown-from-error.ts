import { ApiError } from '../../../lib/api-client';

/**
 * The seconds left when the server refused a mail because one went out recently (429), so the
 * button counts down from the server's clock even after a page reload.
 */
export function cooldownSecondsOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = /try again in (\d+) seconds?$/.exec(error.msg)?.[1];
  return seconds ? Number(seconds) : undefined;
}
