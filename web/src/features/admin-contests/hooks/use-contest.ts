import { useCallback } from 'react';
import { getContest } from '../api/contests';
import { useContestScope } from '../contest-scope';
import { useLoaded } from './use-loaded';

/** The stored contest `cid` (its admin form); `failed` when it is missing or not one's own. */
export function useContest(cid: number) {
  const { gid } = useContestScope();
  const load = useCallback((signal: AbortSignal) => getContest(cid, signal, gid), [cid, gid]);
  return useLoaded(load);
}
