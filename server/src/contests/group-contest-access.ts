import type { Request } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError } from '../http/envelope.ts';
import { id } from '../http/validate.ts';
import { assertGroup, assertGroupLevel } from '../groups/index.ts';
import { contestMissing, isContestAdmin, noContestAccess } from './contest.policy.ts';
import { findContestRow } from './contest.queries.ts';

/** The group contest API answers for group contests only (HOJ: StatusForbidden). */
export const notGroupContest = 'The contest does not belong to a group';

/** The page query of the group contest lists (spec 3 section 9: 10 a page). */
export const groupPageQuery = {
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
};
export const cidQuery = z.object({ cid: id('cid') });

/**
 * The signed-in user, in group `gid` at `level` or above: 401 anonymous, 404 for a missing (or,
 * but for the super admin, banned) group, 403 below the level. Returns the user and the group.
 */
export const userInGroup = async (deps: Deps, req: Request, gid: number, level: 3 | 4 | 5) => {
  const user = requireUser(req);
  const group = await assertGroup(deps.sql, gid, user.role);
  await assertGroupLevel(deps.sql, gid, user, level);
  return { user, group };
};

/**
 * A group contest with the signed-in user as one of its contest admins (`isContestAdmin`: the
 * group's roots, its author while a group admin, the super admin): 401 anonymous, 404 missing,
 * 403 for a site contest or someone else's. Everything the group contest admin pages do asks
 * this first.
 */
export const managedGroupContest = async (deps: Deps, req: Request, cid: number) => {
  const user = requireUser(req);
  const contest = await findContestRow(deps.sql, cid);
  if (!contest) throw new HttpError(404, contestMissing);
  if (contest.gid === null) throw new HttpError(403, notGroupContest);
  const gid = Number(contest.gid);
  const group = await assertGroup(deps.sql, gid, user.role);
  if (!isContestAdmin(user, contest)) throw new HttpError(403, noContestAccess);
  const metadata = { now: new Date().toISOString(), userId: user.uid };
  return { user, contest, gid, group, metadata };
};
