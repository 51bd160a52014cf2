import { useCallback, useState } from 'react';
import { getContestAccess } from '../api/get-contest-access';
import { getContestInfo } from '../api/get-contest-info';
import { useResource } from '../../../lib/use-resource';

/**
 * The contest and whether this user may enter it. `offsetMs` is the server's clock minus
 * this machine's, taken when the answer arrived, so the countdown runs on the server's time.
 */
export function useContestDetail(cid: number) {
  const info = useResource(`contest-info:${cid}`, async (signal) => {
    const contest = await getContestInfo(cid, signal);
    return { contest, offsetMs: Date.parse(contest.now) - Date.now() };
  });
  const access = useResource(`contest-access:${cid}`, (signal) => getContestAccess(cid, signal));
  const [granted, setGranted] = useState(false);
  const reloadInfo = info.reload;
  // Registered: the tabs open, and the header's participant count goes up.
  const grantAccess = useCallback(() => {
    setGranted(true);
    reloadInfo();
  }, [reloadInfo]);
  return {
    contest: info.data?.contest,
    offsetMs: info.data?.offsetMs ?? 0,
    error: info.error,
    // Only the first answers: a later reload keeps the page on screen.
    ready: info.data !== undefined && (access.data !== undefined || access.failed),
    // A failed access call (hidden contest, expired login) reads as no access.
    access: granted || access.data === true,
    grantAccess,
  };
}
