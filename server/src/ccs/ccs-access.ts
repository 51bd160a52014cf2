import type { Request, Response } from 'express';
import type { Deps } from '../deps.ts';
import { userColumns, type UserRow } from '../auth/user-row.ts';
import { findContestRow, type ContestRow } from '../contests/contest.queries.ts';
import { isContestAdmin } from '../contests/contest.policy.ts';
import { checkPassword, clientIp, createPasswordGuesses } from '../accounts/index.ts';
import { retryLater } from '../infra/attempt-guard.ts';

/** A failure in the spec's shape: `{code, message}` with the same HTTP status. */
export class CcsError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const sendError = (res: Response, e: CcsError) => {
  if (e.code === 401) res.setHeader('WWW-Authenticate', 'Basic realm="CCS API", charset="UTF-8"');
  if (e.retryAfter !== undefined) res.setHeader('Retry-After', String(e.retryAfter));
  res.status(e.code).json({ code: e.code, message: e.message });
};

/**
 * The reader: anonymous without credentials, the user of valid HTTP Basic credentials, a 401
 * for any other Basic credentials (wrong password, unknown or blocked user). Wrong passwords
 * count with the login form's: a growing delay per username and IP and per username from any
 * IP (Basic auth cannot show the slide check), answered 429 with Retry-After meanwhile.
 */
export const basicUser = async (deps: Deps, req: Request): Promise<UserRow | null> => {
  const header = req.header('authorization') ?? '';
  const m = /^Basic\s+(\S+)$/i.exec(header);
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const [username, password] =
    colon < 0 ? [decoded, ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
  const guesses = createPasswordGuesses(deps.sql);
  const ip = clientIp(req);
  const wait = await guesses.retryAnyIpInSeconds(username, ip);
  if (wait > 0) throw new CcsError(429, retryLater('Too many failed logins', wait), wait);
  const [user] = await deps.sql.unsafe<UserRow[]>(
    `SELECT ${userColumns} FROM read.users WHERE username_lower = $1`,
    [username.toLowerCase()],
  );
  if (!(await checkPassword(password, user?.password_hash)) || !user) {
    await guesses.fail(username, ip);
    throw new CcsError(401, 'Invalid username or password');
  }
  if (user.status !== 0) throw new CcsError(401, 'Invalid username or password');
  await guesses.succeed(username, ip);
  return user;
};

/** What the public may read: a visible, started, public site contest. */
const isPublic = (c: ContestRow, now: Date) =>
  c.visible && c.gid === null && c.auth === 0 && now >= c.start_time;

/** The contest of `id` as this reader may see it, or a 404 (never telling hidden from absent). */
export const readableContest = async (
  deps: Deps,
  user: UserRow | null,
  id: string,
  now: Date,
): Promise<ContestRow> => {
  const cid = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
  const c = cid === null ? undefined : await findContestRow(deps.sql, cid);
  if (!c || !(isContestAdmin(user, c) || isPublic(c, now)))
    throw new CcsError(404, `Contest ${id} not found`);
  return c;
};

/** The contests this reader may see: the public ones and the ones they administer. */
export const readableContests = async (deps: Deps, user: UserRow | null, now: Date) => {
  const root = user?.role === 'root';
  const ids = await deps.sql<{ id: string }[]>`
    SELECT id FROM read.contests
    WHERE (visible AND gid IS NULL AND auth = 0 AND start_time <= ${now})
      OR ${root} OR uid = ${user?.uid ?? ''} OR gid IS NOT NULL AND ${user !== null}
    ORDER BY id LIMIT 500`;
  const rows = await Promise.all(ids.map((r) => findContestRow(deps.sql, Number(r.id))));
  return rows.filter(
    (c): c is ContestRow => c !== undefined && (isContestAdmin(user, c) || isPublic(c, now)),
  );
};
