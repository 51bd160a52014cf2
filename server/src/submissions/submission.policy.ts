import type { SwitchConfig } from '@oj/events';
import type { GroupLevel } from '../groups/index.ts';
import type { UserRow } from '../accounts/user.queries.ts';
import { isAdminRole } from '../auth/roles.ts';
import { isContestAdmin, type ContestAdminFields } from '../contests/contest.policy.ts';
import {
  canSeeProblem,
  isGroupOnly,
  publicProblemWhere,
  type ProblemAccessFields,
} from '../problems/problem.policy.ts';
import type { SubmissionRow } from './submission.queries.ts';

type Viewer = Pick<UserRow, 'uid' | 'role'> | null;
/** The problem a submission belongs to; undefined when it was deleted. */
type OfProblem = Pick<ProblemAccessFields, 'auth' | 'gid' | 'apply_public_progress'> | undefined;
/** The contest a contest submission belongs to; undefined outside contests or when deleted. */
export type OfContest = ContestAdminFields | undefined;
/**
 * The group a submission outside contests belongs to, with the viewer's level there (5 root,
 * 4 admin, 3 member, 0 none: `groupLevelOf`); null for a site submission.
 */
export type OfGroup = { gid: number; level: GroupLevel } | null;

/**
 * HOJ's `judge.gid`: the group of a submission made in a group (its problem, training or
 * contest), set at submit; a submission that lacks it still belongs to the group that owns its
 * problem (a group's own problem, not made public). Contest rows are the contest's business.
 */
export const groupOfSubmission = (
  s: Pick<SubmissionRow, 'cid' | 'gid'>,
  problem: OfProblem,
): number | null => {
  if (Number(s.cid) !== 0) return null;
  if (s.gid !== null) return Number(s.gid);
  return problem && isGroupOnly(problem) ? Number(problem.gid) : null;
};

const isOwner = (viewer: Viewer, s: Pick<SubmissionRow, 'uid'>) => viewer?.uid === s.uid;
const isAdmin = (viewer: Viewer) => viewer !== null && isAdminRole(viewer.role);

/**
 * Who administers a submission: the admin roles for ordinary ones; a group's roots (the super
 * admin among them) for a group's, as HOJ shows them the code; for a contest submission its
 * contest admins only (the contests' one rule), root alone once the contest is gone.
 */
const administers = (
  viewer: Viewer,
  s: Pick<SubmissionRow, 'cid'>,
  contest: OfContest,
  group: OfGroup,
) => {
  if (Number(s.cid) !== 0)
    return contest ? isContestAdmin(viewer, contest) : viewer?.role === 'root';
  return group ? group.level === 5 : isAdmin(viewer);
};

/**
 * Who may see a submission at all (its row, title, status and progress); used by the HTTP
 * routes, the status list and the socket subscribe handler alike. Rows are public like HOJ's
 * status page, but only for problems the viewer may see (a hidden problem's title and results
 * are not for everyone); contest rows to their owner and the contest's admins (the contest's
 * submissions tab has its own list rules); a group's rows to its members (`group`, from
 * `groupOfSubmission`: never the site's admins); test judges belong to their author alone.
 * What of a contest row's result is shown is `contestResultMask`'s decision.
 */
export const canSeeSubmission = (
  viewer: Viewer,
  s: Pick<SubmissionRow, 'kind' | 'uid' | 'cid'>,
  problem: OfProblem,
  contest: OfContest,
  group: OfGroup,
): boolean => {
  if (s.kind === 'test') return isOwner(viewer, s);
  if (isOwner(viewer, s) || administers(viewer, s, contest, group)) return true;
  if (Number(s.cid) !== 0) return false;
  if (group) return group.level >= 3;
  return problem !== undefined && canSeeProblem(viewer, problem);
};

/** SQL (alias `p`) of `isGroupOnly`: a group's own problem, not made public. */
const groupOnlyProblem = (p: string) =>
  `${p}.gid IS NOT NULL AND ${p}.apply_public_progress IS DISTINCT FROM 2`;

/**
 * The site's status list over `read.submissions s`: never a group's submission, for anyone
 * (HOJ lists `gid IS NULL` only); the group's status tab lists them to its members.
 */
export const siteSubmissionsWhere = `(s.gid IS NULL AND NOT EXISTS (SELECT 1 FROM read.problems gp
  WHERE gp.pid = s.pid AND ${groupOnlyProblem('gp')}))`;

/** `groupOfSubmission` as SQL over `read.submissions s` for the group `gidParam`. */
export const groupSubmissionsWhere = (gidParam: string) =>
  `(s.cid = 0 AND (s.gid = ${gidParam} OR (s.gid IS NULL AND s.pid IN (SELECT gp.pid
    FROM read.problems gp WHERE gp.gid = ${gidParam} AND ${groupOnlyProblem('gp')}))))`;

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
  group: OfGroup,
): boolean => isOwner(viewer, s) || administers(viewer, s, contest, group);

/** Spec 1 section 6: shared and sharing allowed, or the owner, or an admin. */
export const canSeeCode = (
  viewer: Viewer,
  s: Pick<SubmissionRow, 'uid' | 'cid' | 'share'>,
  problemCodeShare: boolean,
  switches: Pick<SwitchConfig, 'hideNonContestSubmissionCode'>,
  contest: OfContest,
  group: OfGroup,
): boolean => {
  if (!viewer) return false;
  if (isOwner(viewer, s) || administers(viewer, s, contest, group)) return true;
  if (s.cid !== 0 || switches.hideNonContestSubmissionCode) return false;
  return s.share && problemCodeShare;
};

/** The judger column, rejudge, manual judge and cancel are for the super admin only. */
export const isSuperAdmin = (viewer: Viewer) => viewer?.role === 'root';
