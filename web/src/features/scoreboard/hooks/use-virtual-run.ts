import { useResource } from '../../../lib/use-resource';
import { getContestVirtual } from '../api/virtual';
import { useServerClock } from './use-server-clock';

/**
 * Whether the viewer's virtual run of the contest is under way (they may then submit to the
 * ended contest's problems). Asked only when `enabled`: a signed-in viewer of an ended contest.
 * The server decides at submit time; this only opens the submit button and closes it at the end.
 */
export function useVirtualRunning(cid: number, enabled: boolean): boolean {
  const run = useResource(`${cid}:${enabled}`, (signal) =>
    enabled ? getContestVirtual(cid, signal) : Promise.resolve(null),
  );
  const data = enabled ? run.data : null;
  const now = useServerClock(data?.now, data?.running === true);
  return data?.running === true && now < Date.parse(data.endsAt);
}
