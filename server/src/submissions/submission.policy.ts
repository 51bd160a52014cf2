import type { SwitchConfig } from '@oj/events';
import type { UserRow } from '../accounts/user.queries.ts';
import { isAdminRole } from '../auth/roles.ts';
import { isContestAdmin, type ContestSealFields } from '../contests/contest.policy.ts';
import {
  canSeeProblem,
  publicProblemWhere,
  type ProblemAccessFields,
} from '../problems/problem.policy.ts';
import type { SubmissionRow } from './submission.queries.ts';

type Viewer = Pick<UserRow, 'uid' | 'role'> | null;
/** The problem a submission belongs to; undefined when it was deleted. */
type OfProblem = Pick<ProblemAccessFields, 'auth' | 'gid'> | undefined;
/** The contest a contest submission belongs to; undefined outside contests or when deleted. */
export type OfContest = Pick<ContestSealFields, 'uid'> | undefined;

const isOwner = (viewer: Viewer, s: Pick<SubmissionRow, 'uid'>) => viewer?.uid === s.uid;
const isAdmin = (viewer: Viewer) => viewer !== null && isAdminRole(viewer.role);

/**
 * Who administers a submission: the admin roles for ordinary ones; for a contest submission
 * its contest admins only (the contests' one rule), root alone once the contest is gone.
 */
const administers = (viewer: Viewer, s: Pick<SubmissionRow, 'cid'>, contest: OfContest) =>
  s.cid === 0
    ? isAdmin(viewer)
    : contest
      ? isContestAdmin(viewer, contest)
      : viewer?.role === 'root';

/**
 * Who may see a submission at all (its row, title, status and progress); used by the HTTP
 * routes, the status list and the socket subscribe handler alike. Rows are public like HOJ's
 * status page, but only for problems the viewer may see (a hidden problem's title and results
 * are not for everyone); contest rows to their owner and the contest's admins (the contest's
 * submissions tab has its own list rules); test judges belong to their author alone. What of
 * a contest row's result is shown is `contestResultMask`'s decision.
 */
export const canSeeSubmission = (
  viewer: Viewer,
  s: Pick<SubmissionRow, 'kind' | 'uid' | 'cid'>,
  problem: OfProblem,
  contest: OfContest,
): boolean => {
  if (s.kind === 'test') return isOwner(viewer, s);
  if (isOwner(viewer, s) || administers(viewer, s, contest)) return true;
  if (s.cid !== 0) return false;
  return problem !== undefined && canSeeProblem(viewer, problem);
};

/**
 * The same rule as SQL over `read.submissions` (alias `s`) for the status list, with the
 * viewer's uid as the given placeholder; null when the viewer sees every row.
 */
export const visibleSubmissionsWhere = (viewer: Viewer, uidParam: string): string | null =>
  isAdmin(viewer)
    ? null
    : `(s.uid = ${uidParam} OR (s.cid = 0 AND s.pid IN (SELECT p.pid FROM read.problems p WHERE ${publicProblemWhere})))`;

/** What the program printed on each case (and the checker said of it): its owner and admins. */
export const canSeeCaseOutput = (
  viewer: Viewer,
  s: Pick<SubmissionRow, 'uid' | 'cid'>,
  contest: OfContest,
): boolean => isOwner(viewer, s) || administers(viewer, s, contest);

/** Spec 1 section 6: shared and sharing allowed, or the owner, or an admin. */
export const canSeeCode = (
  viewer: Viewer,
  s: Pick<SubmissionRow, 'uid' | 'cid' | 'share'>,
  problemCodeShare: boolean,
  switches: Pick<SwitchConfig, 'hideNonContestSubmissionCode'>,
  contest: OfContest,
): boolean => {
  if (!viewer) return false;
  if (isOwner(viewer, s) || administers(viewer, s, contest)) return true;
  if (s.cid !== 0 || switches.hideNonContestSubmissionCode) return false;
  return s.share && problemCodeShare;
};

/** The judger column, rejudge, manual judge and cancel are for the super admin only. */
export const isSuperAdmin = (viewer: Viewer) => viewer?.role === 'root';
