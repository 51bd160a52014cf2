import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from '../../../lib/session';
import { useResource } from '../../../lib/use-resource';
import { getUserProblemStatus } from '../../../lib/user-problem-status';
import { getGroupProblemList } from '../api/get-group-problem-list';

/** A group's problem list page and (signed in) the viewer's marks made in the group. */
export function useGroupProblemList(gid: number, page: number, limit: number) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const list = useResource(`group-problems:${gid}:${page}:${limit}`, (signal) =>
    getGroupProblemList(gid, page, limit, signal),
  );
  const pids = list.data?.records.map((row) => row.pid) ?? [];
  const marks = useResource(`group-problem-marks:${gid}:${pids.join(',')}`, (signal) =>
    loggedIn && pids.length > 0 ? getUserProblemStatus(pids, { gid, signal }) : Promise.resolve({}),
  );
  return { list, marks: loggedIn ? (marks.data ?? {}) : undefined };
}
