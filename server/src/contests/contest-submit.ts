import type { Deps } from '../deps.ts';
import { HttpError } from '../http/envelope.ts';
import { assertContestGroupMember } from './contest-access.ts';
import { accountAllowed, accountLimitMessage, enforcedAccountRule } from './account-limit.ts';
import { contestMissing, isContestAdmin, noContestAccess } from './contest.policy.ts';
import { findContestProblem, findContestRow, isRegistered } from './contest.queries.ts';
import { findVirtual, inVirtualRun } from './contest-virtual.queries.ts';

type Viewer = Parameters<typeof isContestAdmin>[0] & { username: string };

export const contestEnded = 'Contest has ended';
export const contestNotStarted = 'The contest has not started yet';
export const registerFirst = 'Please register for the contest first';

/**
 * Whether `user` may submit problem `pid` in contest `cid` at `now` (spec 2 section 6):
 * contest admins at any time; others (of its group, for a group contest) while it runs (after the end only where the contest
 * allows end submissions or during the user's virtual run, which never count on the real
 * board), only with an account its account
 * limit allows, and for a private or protected contest only once registered with its password.
 * Returns the contest and its problem, or throws the answer.
 */
export const checkContestSubmit = async (
  deps: Deps,
  user: NonNullable<Viewer>,
  cid: number,
  pid: number,
  now: Date,
) => {
  const contest = await findContestRow(deps.sql, cid);
  if (!contest) throw new HttpError(404, contestMissing);
  await assertContestGroupMember(deps, user, contest);
  const admin = isContestAdmin(user, contest);
  if (!contest.visible && !admin) throw new HttpError(404, contestMissing);
  const problem = await findContestProblem(deps.sql, cid, pid);
  if (!problem) throw new HttpError(404, 'The problem does not exist');
  if (admin) return { contest, problem };
  if (now < contest.start_time) throw new HttpError(403, contestNotStarted);
  // A virtual participant submits during their own run; after the end, so never on the board.
  if (
    now >= contest.end_time &&
    !contest.allow_end_submit &&
    !inVirtualRun(await findVirtual(deps.sql, contest, user.uid), now)
  )
    throw new HttpError(403, contestEnded);
  if (!accountAllowed(enforcedAccountRule(contest), user.username))
    throw new HttpError(403, accountLimitMessage);
  if (contest.auth !== 0 && !(await isRegistered(deps.sql, cid, user.uid)))
    throw new HttpError(403, contest.auth === 1 ? noContestAccess : registerFirst);
  return { contest, problem };
};
