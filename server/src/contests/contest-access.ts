import type { Request } from 'express';
import { contestStream, handleCommand, type Role } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError } from '../http/envelope.ts';
import { assertGroupLevel } from '../groups/index.ts';
import { contestDecider, type ContestCommand } from './contest.decider.ts';
import {
  assertContestEntry,
  contestMissing,
  isContestAdmin,
  noContestAccess,
} from './contest.policy.ts';
import { findContestRow, isRegistered, type ContestRow } from './contest.queries.ts';

type Viewer = Parameters<typeof assertContestEntry>[0];

/** Decides and appends on `contest-<cid>`, then waits until the read models show it. */
export const runContestCommand = async (deps: Deps, command: ContestCommand) => {
  const result = await handleCommand(
    deps.store,
    contestStream(command.data.cid),
    contestDecider,
    command,
  );
  await deps.projections.waitFor(result.appended?.position ?? 0);
  return result;
};

/**
 * The signed-in user with one of `roles`, and the contest they may manage (root, or its
 * creator): 404 for a contest that does not exist, 403 for someone else's contest.
 */
export const managedContest = async (
  deps: Deps,
  req: Request,
  roles: readonly Role[],
  cid: number,
) => {
  const user = requireRole(req, roles);
  const contest = await findContestRow(deps.sql, cid);
  if (!contest) throw new HttpError(404, contestMissing);
  if (!isContestAdmin(user, contest)) throw new HttpError(403, noContestAccess);
  return { user, contest, metadata: { now: new Date().toISOString(), userId: user.uid } };
};

/**
 * A group contest is for its group alone (spec 3 section 6): members (3+), its contest admins
 * and the super admin; anonymous 401, anyone else 403, whatever the contest's own auth. Every
 * way into a contest (its pages, boards, submissions, comments, print, the socket) passes here.
 */
export const assertContestGroupMember = async (deps: Deps, user: Viewer, contest: ContestRow) => {
  if (contest.gid === null || isContestAdmin(user, contest)) return;
  if (!user) throw new HttpError(401, 'Please login first');
  await assertGroupLevel(deps.sql, Number(contest.gid), user, 3);
};

/** A contest as a viewer may know it: hidden ones exist only for its contest admins. */
const findVisibleContest = async (deps: Deps, user: Viewer, cid: number) => {
  const contest = await findContestRow(deps.sql, cid);
  if (!contest) throw new HttpError(404, contestMissing);
  await assertContestGroupMember(deps, user, contest);
  if (!contest.visible && !isContestAdmin(user, contest)) throw new HttpError(404, contestMissing);
  return contest;
};

/** The contest `cid` for a viewer (group and visibility rules applied), e.g. an open board. */
export const contestForViewer = findVisibleContest;

/** The contest the signed-in (or anonymous) requester asks about. */
export const visibleContest = (deps: Deps, req: Request, cid: number) =>
  findVisibleContest(deps, req.auth.user, cid);

/**
 * The entry rule of the contest pages (problems, announcements), also meant for the socket
 * gateway's `contest:subscribe`: throws the HttpError the answer or ack should carry.
 */
export const authorizeContestEntry = async (deps: Deps, user: Viewer, cid: number) => {
  const contest = await findVisibleContest(deps, user, cid);
  const registered = await isRegistered(deps.sql, cid, user?.uid);
  assertContestEntry(user, contest, { registered, now: new Date() });
  return contest;
};
