import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  getUserHeatmap,
  getUserHome,
  type Heatmap,
  type UserHome,
  type UserRef,
} from '../api/get-user-home';

type State =
  | { key: string; status: 'ready'; user: UserHome; heatmap: Heatmap | null }
  | { key: string; status: 'missing' }
  | { key: string; status: 'error' };

/** The profile and its heatmap for one user; `missing` when the server knows no such user. */
export function useUserHome(who: UserRef) {
  const key = JSON.stringify(who);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const ref = JSON.parse(key) as UserRef;
    Promise.all([
      getUserHome(ref, controller.signal),
      getUserHeatmap(ref, controller.signal).catch(() => null),
    ]).then(
      ([user, heatmap]) => setState({ key, status: 'ready', user, heatmap }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiError && error.status === 404;
        setState(missing ? { key, status: 'missing' } : { key, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  return {
    state: state?.key === key ? state : null,
    reload: () => setAttempt((n) => n + 1),
  };
}
