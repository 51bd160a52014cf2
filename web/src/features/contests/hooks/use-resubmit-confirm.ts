import { useLingui } from '@lingui/react';
import { getContestProblem } from '../api/get-contest-problem';
import { useResource } from '../../../lib/use-resource';
import type { ContestInfo } from '../api/types';

/**
 * Spec 2 section 4: in an OI contest a second submit of a problem replaces what counts, so the
 * problem page asks first ("You have submission in this problem, sure to cover it"). Answers
 * the question and whether this user submitted the problem before the page opened (its
 * `myStatus` in the contest's problem list), or null outside OI contests.
 */
export function useResubmitConfirm(contest: ContestInfo, displayId: string) {
  const { _ } = useLingui();
  const oi = contest.type === 1;
  const problems = useResource(`contest-problem-status:${contest.id}:${oi}`, (signal) =>
    oi ? getContestProblem(contest.id, signal) : Promise.resolve([]),
  );
  if (!oi) return null;
  const mine = problems.data?.find((p) => p.displayId.toLowerCase() === displayId.toLowerCase());
  return {
    message: _('contest.oi-resubmit-confirm'),
    submittedBefore: mine?.myStatus !== undefined && mine.myStatus !== -10,
  };
}
