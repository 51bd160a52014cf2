import type { Deps } from '../deps.ts';
import type { UserRow } from '../accounts/user.queries.ts';
import { liveBoardsOf } from '../contests/index.ts';
import { isContestAdmin, type ContestAdminFields } from '../contests/contest.policy.ts';
import { countFields } from './problemset.queries.ts';

/**
 * The `problemCount` of a contest problem page. HOJ always sends the object and hoj-vue
 * builds its chart (and then sets the default language and template) from it, so it is never
 * null. The counts are the contest problem list's: judged tries and solvers on the board the
 * viewer may see. While that board is sealed for the viewer every count is null (the list's
 * '?'), so the page cannot reveal what the seal hides.
 */
export const contestProblemCount = async (
  deps: Deps,
  user: UserRow | null,
  contest: { id: number | string } & ContestAdminFields,
  displayId: string,
) => {
  const counters = await liveBoardsOf(deps).problemCounters(Number(contest.id), {
    admin: isContestAdmin(user, contest),
    now: new Date(),
  });
  const fields = countFields(null);
  if (counters === null)
    return Object.fromEntries(Object.keys(fields).map((k) => [k, null])) as Record<
      keyof typeof fields,
      null
    >;
  const c = counters.get(displayId) ?? { ac: 0, total: 0 };
  return { ...fields, total: c.total, ac: c.ac };
};
