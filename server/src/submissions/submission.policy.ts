import type { SwitchConfig } from '@oj/events';
import type { UserRow } from '../accounts/user.queries.ts';
import { isAdminRole } from '../auth/roles.ts';
import type { SubmissionRow } from './submission.queries.ts';

/**
 * Who may see what of a submission; used by the HTTP routes and the socket subscribe handler
 * alike. Rows are public like HOJ's status page (contest rows only to their owner and admins
 * until contests bring their own rules); test judges belong to their author alone.
 */
export const canSeeSubmission = (
  viewer: UserRow | null,
  s: Pick<SubmissionRow, 'kind' | 'uid' | 'cid'>,
): boolean => {
  if (s.kind === 'test') return viewer?.uid === s.uid;
  if (s.cid !== 0) return viewer !== null && (viewer.uid === s.uid || isAdminRole(viewer.role));
  return true;
};

/** Spec 1 section 6: shared and sharing allowed, or the owner, or an admin. */
export const canSeeCode = (
  viewer: UserRow | null,
  s: Pick<SubmissionRow, 'uid' | 'cid' | 'share'>,
  problemCodeShare: boolean,
  switches: Pick<SwitchConfig, 'hideNonContestSubmissionCode'>,
): boolean => {
  if (!viewer) return false;
  if (viewer.uid === s.uid || isAdminRole(viewer.role)) return true;
  if (s.cid !== 0 || switches.hideNonContestSubmissionCode) return false;
  return s.share && problemCodeShare;
};

/** The judger column, rejudge, manual judge and cancel are for the super admin only. */
export const isSuperAdmin = (viewer: UserRow | null) => viewer?.role === 'root';
